import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlOverWs, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token organizationId username realMe FirstName roles { name } expiresAt } }`;
const PROFILE = `query { profile { id: databaseId firstName email organizationId organizationName roles { name } allowedRoutes } }`;

describe('sign-in over GraphQL and REST', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginRateLimit: { maxFailures: 3, windowSeconds: 60 } });
  });
  afterAll(async () => server?.close());

  it('answers health once ready', async () => {
    const r = await rest(server.url, 'GET', '/health');
    expect(r.status).toBe(200);
    const driver = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgresql' : 'pglite';
    expect(r.body).toMatchObject({ status: 'ok', database: driver });
  });

  it('returns the session payload exactly as the spec names it (REST)', async () => {
    const r = await rest(server.url, 'POST', '/auth/login', {
      body: { email: 'Pricing@Demo.example', password: 'Demo!2026' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([
      'FirstName',
      'expiresAt',
      'organizationId',
      'realMe',
      'roles',
      'token',
      'username',
    ]);
    expect(r.body).toMatchObject({
      username: 'pricing@demo.example',
      FirstName: 'Priya',
      roles: [{ name: 'Pricing' }],
    });
    expect(typeof r.body.token).toBe('string');
    expect(r.body.realMe).toBeGreaterThan(0);
  });

  it('returns the same session over GraphQL and the profile with the allowed routes', async () => {
    const r = await gql<{ login: { token: string; FirstName: string; roles: { name: string }[] } }>(server.url, LOGIN, {
      input: { email: 'sales@demo.example', password: 'Demo!2026' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.login.FirstName).toBe('Sofia');
    const p = await gql<{ profile: { allowedRoutes: string[]; organizationName: string } }>(
      server.url,
      PROFILE,
      {},
      r.data?.login.token,
    );
    expect(p.data?.profile.organizationName).toBe('Demo Bulk Chartering');
    expect(p.data?.profile.allowedRoutes).toEqual(['/orders', '/map/:id', '/saved/:id', '/saved', '/welcome']);
    const rp = await rest(server.url, 'GET', '/auth/profile', { token: r.data?.login.token });
    expect(rp.status).toBe(200);
    expect(rp.body).toMatchObject({ email: 'sales@demo.example', firstName: 'Sofia' });
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email is required', 'email'],
    [{ email: 'not-an-email', password: 'x' }, 'Invalid Email', 'email'],
    [{ email: 'a@b.example', password: '' }, 'Password is required', 'password'],
  ])('rejects %j with the spec message', async (body, message, field) => {
    const r = await rest(server.url, 'POST', '/auth/login', { body });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: message, code: 'BAD_USER_INPUT', field });
    const g = await gql(server.url, LOGIN, { input: body });
    expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('rejects a wrong password with a clear error body, and a missing body field', async () => {
    const r = await rest(server.url, 'POST', '/auth/login', {
      body: { email: 'admin@demo.example', password: 'wrong' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'Invalid email or password', code: 'BAD_USER_INPUT' });
    const missing = await rest(server.url, 'POST', '/auth/login', { body: { email: 'admin@demo.example' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'Password is required', field: 'password' });
  });

  it('rate-limits repeated failures with a clear message, and not other accounts', async () => {
    const attempt = () =>
      rest(server.url, 'POST', '/auth/login', { body: { email: 'superadmin@demo.example', password: 'nope' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.error).toMatch(/^Too many failed login attempts\. Try again in \d+ seconds\.$/);
    // Even the right password is refused while limited.
    const good = await rest(server.url, 'POST', '/auth/login', {
      body: { email: 'superadmin@demo.example', password: 'Demo!2026' },
    });
    expect(good.status).toBe(429);
    expect(
      (await rest(server.url, 'POST', '/auth/login', { body: { email: 'admin@demo.example', password: 'Demo!2026' } }))
        .status,
    ).toBe(200);
  });

  it('answers 401 without a token, and for a forged token, on both APIs', async () => {
    const none = await rest(server.url, 'GET', '/auth/profile');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(typeof none.body.error).toBe('string');
    const forged = await rest(server.url, 'GET', '/auth/profile', { token: 'abc.def.ghi' });
    expect(forged.status).toBe(401);
    const g = await gql(server.url, PROFILE, {}, 'abc.def.ghi');
    expect(g.status).toBe(401);
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('runs operations over graphql-ws with the token in connectionParams', async () => {
    const token = await loginToken(server.url, 'admin@demo.example');
    const ok = await gqlOverWs<{ profile: { email: string } }>(server.url, PROFILE, token);
    expect(ok[0]?.data?.profile.email).toBe('admin@demo.example');
    const anon = await gqlOverWs(server.url, PROFILE);
    expect(anon[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers unknown REST paths and malformed JSON with an error body, never a 500', async () => {
    const r = await rest(server.url, 'GET', '/no/such/path');
    expect(r.status).toBe(404);
    expect(r.body.error).toContain('/no/such/path');
    const res = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('token expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Expiry is counted in whole seconds from the second the token was signed in: a 2 s token is good for
    // more than 1 s (the first check below) and for at most 2 s (the wait).
    server = await startTestServer({ jwtExpiresIn: '2s' });
  });
  afterAll(async () => server?.close());

  it('turns an expired token into 401 with the spec message on GraphQL and REST', async () => {
    const token = await loginToken(server.url, 'admin@demo.example');
    expect((await rest(server.url, 'GET', '/auth/profile', { token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const r = await rest(server.url, 'GET', '/auth/profile', { token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Authorization expired, please login again', code: 'UNAUTHENTICATED' });
    const g = await gql(server.url, PROFILE, {}, token);
    expect(g.status).toBe(401);
    expect(g.errors?.[0]).toMatchObject({
      message: 'Authorization expired, please login again',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
