import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/validation/messages.js';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, rest, subscribeOverWs } from '../helpers/api.js';
import { CALCULATE, CALCULATION_STREAM } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * A refused token on every transport the calculator uses (issue #12, "results belong to inputs"): the
 * REST shim answers 401 with its error body, GraphQL over HTTP 401 with UNAUTHENTICATED, the graphql-ws
 * stream UNAUTHENTICATED on the operation; the web ends the session on each of them alike.
 */
describe('an expired or altered token on the calculator, over REST, GraphQL and graphql-ws', () => {
  let server: TestServer;
  let valid: string;
  let expired: string;
  let altered: string;

  beforeAll(async () => {
    server = await startTestServer();
    const login = await rest<{ token: string; realMe: number; organizationId: number }>(
      server.url,
      'POST',
      '/auth/login',
      { body: { email: 'pricing@demo.example', password: 'Demo!2026' } },
    );
    valid = login.body.token;
    // Signed with the server's own secret, but its time is up a minute ago.
    expired = jwt.sign(
      { org: login.body.organizationId, exp: Math.floor(Date.now() / 1000) - 60 },
      server.config.jwtSecret,
      { algorithm: 'HS256', subject: String(login.body.realMe) },
    );
    altered = `${valid.slice(0, -4)}${valid.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  });
  afterAll(async () => server?.close());

  const payload = supramaxIndonesiaIndia();
  const refusal = { error: MSG.authExpired, code: 'UNAUTHENTICATED' };

  it('the token is good until it expires or is altered (the same call answers 200)', async () => {
    expect(
      (await rest(server.url, 'POST', '/calculate/multiple/old', { token: valid, body: asRestPayload(payload) }))
        .status,
    ).toBe(200);
  });

  it.each([
    ['expired', () => expired],
    ['altered', () => altered],
  ])('REST answers 401 with its error body for an %s token', async (_kind, token) => {
    const calc = await rest(server.url, 'POST', '/calculate/multiple/old', {
      token: token(),
      body: asRestPayload(payload),
    });
    expect(calc.status).toBe(401);
    expect(calc.body).toEqual(refusal);
    const list = await rest(server.url, 'GET', '/paginatedClientQueryUser?page=0&size=5', { token: token() });
    expect(list.status).toBe(401);
    expect(list.body).toEqual(refusal);
  });

  it.each([
    ['expired', () => expired],
    ['altered', () => altered],
  ])('GraphQL answers 401 UNAUTHENTICATED for an %s token, over HTTP and on the stream', async (_kind, token) => {
    const g = await gql(server.url, CALCULATE, { input: asGraphqlInput(payload) }, token());
    expect(g.status).toBe(401);
    expect(g.errors?.[0]).toMatchObject({ message: MSG.authExpired, extensions: { code: 'UNAUTHENTICATED' } });
    const ws = await subscribeOverWs(server.url, CALCULATION_STREAM, { input: asGraphqlInput(payload) }, token());
    expect(ws.events).toHaveLength(1);
    expect(ws.events[0]!.data ?? null).toBeNull();
    expect(ws.events[0]!.errors?.[0]).toMatchObject({
      message: MSG.authExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
