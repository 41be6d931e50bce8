import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MSG } from '../../shared/validation/registration-rules.js';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const REQUEST = `mutation ($input: RegistrationRequestInput!) { requestRegistration(input: $input) { message } }`;
const LIST = `query ($org: Int) { registrationRequests(organizationId: $org) { id: databaseId name email number description organizationId organizationName } }`;
const CONVERT = `mutation ($id: Int!, $input: ConvertRegistrationInput!) {
  convertRegistrationRequest(id: $id, input: $input) { id: databaseId email organizationId roles { name } } }`;
const DISMISS = `mutation ($id: Int!) { dismissRegistrationRequest(id: $id) }`;

interface Row {
  id: number;
  email: string;
  organizationId: number | null;
  organizationName: string | null;
}

describe('registration requests: submit, review, convert, dismiss', () => {
  let server: TestServer;
  const t: Record<string, string> = {};
  const org: Record<string, number> = {};
  const saved = { ...process.env };
  const submit = (body: unknown) => rest<any>(server.url, 'POST', '/auth/requestRegistration', { body });
  const list = async (who: string, organizationId?: number) => {
    const r = await gql<{ registrationRequests: Row[] }>(server.url, LIST, { org: organizationId ?? null }, t[who]);
    return r;
  };
  const emailsOf = async (who: string, organizationId?: number) =>
    ((await list(who, organizationId)).data?.registrationRequests ?? []).map((r) => r.email).sort();
  const idOf = async (email: string) =>
    ((await list('superadmin', org.demo)).data?.registrationRequests ?? []).find((r) => r.email === email)?.id ??
    ((await list('superadmin', org.other)).data?.registrationRequests ?? []).find((r) => r.email === email)?.id;

  beforeAll(async () => {
    process.env.REGISTRATION_MAX_REQUESTS = '100';
    server = await startTestServer();
    for (const [who, email] of Object.entries({
      admin: 'admin@demo.example',
      superadmin: 'superadmin@demo.example',
      pricing: 'pricing@demo.example',
      sales: 'sales@demo.example',
      other: 'admin@other.example',
    })) {
      t[who] = await loginToken(server.url, email);
    }
    const orgs = await gql<{ organizations: { id: number; organizationCode: string; domain: string }[] }>(
      server.url,
      'query { organizations { id: databaseId organizationCode domain } }',
      {},
      t.superadmin,
    );
    for (const o of orgs.data!.organizations) {
      if (o.domain === 'demo.example') org.demo = o.id;
      if (o.domain === 'other.example') org.other = o.id;
    }
  });

  afterAll(async () => {
    process.env = saved;
    await server?.close();
  });

  it('takes a request on REST and on GraphQL with the one answer', async () => {
    const r = await submit({ name: 'Ana Alves', email: 'Ana@Demo.Example', number: '+47 22 33 44 55' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: REGISTRATION_MSG.received });
    const g = await gql<{ requestRegistration: { message: string } }>(server.url, REQUEST, {
      input: { name: 'Otto Olsen', email: 'otto@other.example', number: '12345678', description: 'Chartering desk' },
    });
    expect(g.errors).toBeUndefined();
    expect(g.data?.requestRegistration.message).toBe(REGISTRATION_MSG.received);
    await submit({ name: 'Nobody Known', email: 'nobody@unmatched.example', number: '(555) 010-9999' });
  });

  it('refuses bad input with the field and message on both APIs, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'x@demo.example', number: '12345' }, 'name', REGISTRATION_MSG.nameRequired],
      [{ name: '  ', email: 'x@demo.example', number: '12345' }, 'name', REGISTRATION_MSG.nameRequired],
      [{ name: 'X', number: '12345' }, 'email', REGISTRATION_MSG.emailRequired],
      [{ name: 'X', email: 'not-an-email', number: '12345' }, 'email', REGISTRATION_MSG.emailInvalid],
      [{ name: 'X', email: 'x@demo.example' }, 'number', REGISTRATION_MSG.numberRequired],
      [{ name: 'X', email: 'x@demo.example', number: 'call me' }, 'number', REGISTRATION_MSG.numberInvalid],
      [{ name: 'X', email: 'x@demo.example', number: '12' }, 'number', REGISTRATION_MSG.numberInvalid],
      [
        { name: 'X'.repeat(201), email: 'x@demo.example', number: '12345' },
        'name',
        'name must be at most 200 characters',
      ],
      [{ name: 'X\u0000', email: 'x@demo.example', number: '12345' }, 'name', 'name must not contain NUL characters'],
    ];
    for (const [body, field, message] of cases) {
      const r = await submit(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field, error: message });
      const g = await gql(server.url, REQUEST, { input: body });
      expect(g.errors?.[0]?.message).toBe(message);
      expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await rest(server.url, 'POST', '/auth/requestRegistration', { body: [1] })).status).toBe(400);
    expect(await emailsOf('superadmin', org.demo)).not.toContain('x@demo.example');
  });

  it('stores a pending duplicate or a registered e-mail once at most, with the same answer', async () => {
    const again = await submit({ name: 'Ana Again', email: 'ana@demo.example', number: '99999' });
    expect(again.body).toEqual({ message: REGISTRATION_MSG.received });
    const registered = await submit({ name: 'Priya', email: 'pricing@demo.example', number: '12345' });
    expect(registered.body).toEqual({ message: REGISTRATION_MSG.received });
    expect(await emailsOf('admin')).toEqual(['ana@demo.example']);
  });

  it("shows each organization's admins the requests of their e-mail domain; the admin login also the unmatched", async () => {
    expect(await emailsOf('admin')).toEqual(['ana@demo.example']);
    expect(await emailsOf('other')).toEqual(['otto@other.example']);
    expect(await emailsOf('superadmin', org.demo)).toEqual(['ana@demo.example', 'nobody@unmatched.example']);
    expect(await emailsOf('superadmin', org.other)).toEqual(['nobody@unmatched.example', 'otto@other.example']);
    const rows = (await list('superadmin', org.demo)).data!.registrationRequests;
    expect(rows.find((r) => r.email === 'nobody@unmatched.example')).toMatchObject({ organizationId: null });
    expect(rows.find((r) => r.email === 'ana@demo.example')).toMatchObject({ organizationId: org.demo });

    const viaRest = await rest<Row[]>(server.url, 'GET', '/registrationRequests', { token: t.admin });
    expect(viaRest.body.map((r) => r.email)).toEqual(['ana@demo.example']);
  });

  it('refuses Pricing, Sales, the signed-out and another organization', async () => {
    expect((await list('pricing')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list('sales')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await rest(server.url, 'GET', '/registrationRequests')).status).toBe(401);
    expect((await list('admin', org.other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const otto = (await list('other')).data!.registrationRequests[0]!.id;
    const nobody = await idOf('nobody@unmatched.example');
    for (const id of [otto, nobody]) {
      const d = await gql(server.url, DISMISS, { id }, t.admin);
      expect(d.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const c = await rest(server.url, 'POST', `/registrationRequests/convert?id=${id}`, {
        token: t.admin,
        body: { firstName: 'X', password: 'Secret!123', roles: ['Sales'] },
      });
      expect(c.status).toBe(404);
    }
    const pricingDismiss = await rest(server.url, 'PUT', `/registrationRequests/dismiss?id=${otto}`, {
      token: t.pricing,
    });
    expect(pricingDismiss.status).toBe(403);
  });

  it("turns a request into a user of the admin's organization who can then sign in", async () => {
    const id = await idOf('ana@demo.example');
    const bad = await gql(server.url, CONVERT, { id, input: { firstName: 'Ana', password: 'short' } }, t.admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    const r = await gql<{
      convertRegistrationRequest: { email: string; organizationId: number; roles: { name: string }[] };
    }>(
      server.url,
      CONVERT,
      { id, input: { firstName: 'Ana', lastName: 'Alves', password: 'Welcome!2026', roles: ['Pricing'] } },
      t.admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.convertRegistrationRequest).toMatchObject({
      email: 'ana@demo.example',
      organizationId: org.demo,
      roles: [{ name: 'Pricing' }],
    });
    const token = await loginToken(server.url, 'ana@demo.example', 'Welcome!2026');
    const profile = await gql<{ profile: { email: string } }>(server.url, 'query { profile { email } }', {}, token);
    expect(profile.data?.profile.email).toBe('ana@demo.example');
    expect(await emailsOf('admin')).toEqual([]);
    const twice = await gql(
      server.url,
      CONVERT,
      { id, input: { firstName: 'Ana', password: 'Welcome!2026' } },
      t.admin,
    );
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only the admin login place an unmatched request, in the organization it names', async () => {
    const id = await idOf('nobody@unmatched.example');
    const noOrg = await rest(server.url, 'POST', `/registrationRequests/convert?id=${id}`, {
      token: t.superadmin,
      body: { firstName: 'Nobody', password: 'Welcome!2026', roles: ['Sales'] },
    });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organizationId' });
    const done = await rest(server.url, 'POST', `/registrationRequests/convert?id=${id}`, {
      token: t.superadmin,
      body: { firstName: 'Nobody', password: 'Welcome!2026', roles: ['Sales'], organizationId: org.other },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: USER_MSG.created,
      user: { email: 'nobody@unmatched.example', organization: org.other },
    });
  });

  it('dismisses a request; a new request for the same e-mail may follow', async () => {
    const otto = (await list('other')).data!.registrationRequests[0]!.id;
    const r = await rest(server.url, 'PUT', `/registrationRequests/dismiss?id=${otto}`, { token: t.other });
    expect(r.body).toEqual({ message: REGISTRATION_MSG.dismissed, id: otto });
    expect(await emailsOf('other')).toEqual([]);
    await submit({ name: 'Otto Olsen', email: 'otto@other.example', number: '12345678' });
    const again = (await list('other')).data!.registrationRequests;
    expect(again.map((x) => x.email)).toEqual(['otto@other.example']);
    expect(again[0]!.id).not.toBe(otto);
    const g = await gql<{ dismissRegistrationRequest: number }>(
      server.url,
      DISMISS,
      { id: again[0]!.id },
      t.superadmin,
    );
    expect(g.data?.dismissRegistrationRequest).toBe(again[0]!.id);
  });
});

describe('registration requests: rate limit per client address', () => {
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.REGISTRATION_MAX_REQUESTS = '3';
    process.env.REGISTRATION_WINDOW_SECONDS = '3600';
    server = await startTestServer({ seed: false });
  });

  afterAll(async () => {
    process.env = saved;
    await server?.close();
  });

  it('refuses the request after the limit on both APIs, naming the wait', async () => {
    for (let i = 1; i <= 3; i++) {
      const r = await rest(server.url, 'POST', '/auth/requestRegistration', {
        body: { name: `Person ${i}`, email: `person${i}@example.com`, number: '12345' },
      });
      expect(r.status).toBe(200);
    }
    const r = await rest<any>(server.url, 'POST', '/auth/requestRegistration', {
      body: { name: 'Person 4', email: 'person4@example.com', number: '12345' },
    });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('RATE_LIMITED');
    expect(r.body.error).toMatch(/^Too many registration requests\. Try again in \d+ seconds\.$/);
    const g = await gql(server.url, REQUEST, { input: { name: 'P5', email: 'p5@example.com', number: '12345' } });
    expect(g.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
