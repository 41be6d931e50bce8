import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logger } from '../../server/logger.js';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** Issue #18, item 4: headers, answers without stack traces, the 413 text, the access log; and production's flags. */
let dev: TestServer;
let prod: TestServer;
let token: string;

beforeAll(async () => {
  prod = await startTestServer({ production: true, seed: false });
  dev = await startTestServer();
  token = await loginToken(dev.url, 'admin@demo.example');
}, 180_000);
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** Nothing of the server's inside: no stack frame, no absolute path, no HTML page. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\/work\/|\/node_modules\/|<html|<pre/i);
}

describe('security headers', () => {
  it('sends the CSP, nosniff, no-referrer and no framing on every answer (API, GraphQL, unknown path)', async () => {
    const answers = [
      await fetch(`${dev.url}/api/v1/health`),
      await post(`${dev.url}/graphql`, JSON.stringify({ query: '{ __typename }' })),
      await fetch(`${dev.url}/api/v1/no-such-path`),
    ];
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('answers without internals, in development mode too', () => {
  it('answers malformed JSON to /graphql and /api/v1 with a 400 JSON body, not a stack trace', async () => {
    for (const url of [`${dev.url}/graphql`, `${dev.url}/api/v1/auth/login`]) {
      const res = await post(url, '{"query": "{ __typename }",');
      const text = await res.text();
      expectNoInternals(text);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ error: 'Malformed JSON in the request body', code: 'BAD_USER_INPUT' });
    }
  });

  it("answers a request no route takes with a 404 JSON body, not Express's HTML page", async () => {
    // /GraphQL: the GraphQL entry takes /graphql as written; Express matched it whatever the case.
    for (const [method, path] of [
      ['POST', '/no-such-page'],
      ['POST', '/GraphQL'],
      ['DELETE', '/welcome'],
    ] as const) {
      const res = await fetch(`${dev.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      const text = await res.text();
      expectNoInternals(text);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ error: `No such path: ${method} ${path}`, code: 'NOT_FOUND' });
    }
  });

  it('answers a body over the limit with 413 that says so (5 MB on GraphQL and REST)', async () => {
    const big = JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(6 * 1024 * 1024) });
    for (const url of [`${dev.url}/graphql`, `${dev.url}/api/v1/auth/login`]) {
      const res = await post(url, big);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: 'Request body too large: over the limit (5 MB)',
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
  });
});

describe('production flags', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('refuses introspection in production, allows it in development', async () => {
    const off = await gql(prod.url, introspection);
    expect(off.status).toBe(400);
    expect(off.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await gql(dev.url, introspection)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('leaves field suggestions out in production', async () => {
    const typo = '{ profil { id } }';
    expect((await gql(dev.url, typo)).errors?.[0]?.message).toMatch(/Did you mean "profile"\?/);
    const refused = await gql(prod.url, typo);
    expect(refused.errors?.[0]?.message).not.toMatch(/Did you mean|"profile"/);
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('serves no landing page on GET /graphql, in either mode', async () => {
    for (const url of [dev.url, prod.url]) {
      const res = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      const text = await res.text();
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(text).not.toMatch(/<!doctype|<html|<script/i);
      expectNoInternals(text);
    }
  });
});

describe('access log', () => {
  const lines: Record<string, unknown>[] = [];
  type Stream = { write(chunk: string): boolean };
  const stream = (logger as unknown as Record<symbol, Stream>)[pino.symbols.streamSym]!;
  const write = stream.write.bind(stream);
  let level: string;

  beforeAll(() => {
    level = logger.level;
    logger.level = 'info';
    stream.write = (chunk: string) => (lines.push(JSON.parse(chunk) as Record<string, unknown>), true);
  });
  afterAll(() => {
    stream.write = write;
    logger.level = level;
  });

  const lineFor = (reqId: string | null) => lines.find((l) => l.reqId === reqId && l.msg === 'request completed');

  it('writes one line per request: request id, method, path, user, organization, operation, status, duration', async () => {
    const res = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'trace-18' },
      body: JSON.stringify({ query: 'query WhoAmI { profile { id: databaseId organizationId } }' }),
    });
    const { data } = (await res.json()) as { data: { profile: { id: string; organizationId: number } } };
    await new Promise((resolve) => setTimeout(resolve, 20)); // the line is written when the response closes
    expect(res.headers.get('x-request-id')).toBe('trace-18');
    expect(lines.filter((l) => l.reqId === 'trace-18' && l.msg === 'request completed')).toHaveLength(1);
    expect(lineFor('trace-18')).toMatchObject({
      level: 'info',
      method: 'POST',
      path: '/graphql',
      operation: 'WhoAmI',
      userId: Number(data.profile.id),
      orgId: data.profile.organizationId,
      status: 200,
      ms: expect.any(Number),
    });
  });

  it('logs signed-out and refused requests too, with the path and status (no query string)', async () => {
    const res = await fetch(`${dev.url}/api/v1/no-such-path?email=someone@example.com`);
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lineFor(res.headers.get('x-request-id'));
    expect(line).toMatchObject({ method: 'GET', path: '/api/v1/no-such-path', status: 404 });
    expect(line).not.toHaveProperty('userId');
    expect(JSON.stringify(line)).not.toContain('someone@example.com');
  });
});
