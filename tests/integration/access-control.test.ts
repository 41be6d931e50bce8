import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedRoutes } from '../../shared/auth/routes.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const USERS_FOR_ORG = `query ($org: Int) { usersForOrg(organizationId: $org) { id: databaseId email organizationId roles { name } } }`;
const USER = `query ($id: Int!) { user(id: $id) { id: databaseId email } }`;
const PROFILE = `query { profile { organizationId roles { name } allowedRoutes } }`;

describe('roles and organizations', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const orgOf: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const email of [
      'superadmin@demo.example',
      'admin@demo.example',
      'pricing@demo.example',
      'sales@demo.example',
      'admin@other.example',
    ]) {
      tokens[email] = await loginToken(server.url, email);
      const p = await gql<{ profile: { organizationId: number } }>(server.url, PROFILE, {}, tokens[email]);
      orgOf[email] = p.data!.profile.organizationId;
    }
  });
  afterAll(async () => server?.close());

  it.each([
    ['superadmin@demo.example', ['Super Admin']],
    ['admin@demo.example', ['ADMIN']],
    ['pricing@demo.example', ['Pricing']],
    ['sales@demo.example', ['Sales']],
  ])('%s gets the routes of its role table row', async (email, roles) => {
    const p = await gql<{ profile: { allowedRoutes: string[] } }>(server.url, PROFILE, {}, tokens[email]);
    expect(p.data?.profile.allowedRoutes).toEqual(allowedRoutes(roles));
  });

  it.each([
    ['superadmin@demo.example', true],
    ['admin@demo.example', true],
    ['pricing@demo.example', true],
    ['sales@demo.example', false],
  ])('user management (/user_organization) for %s: allowed=%s on both APIs', async (email, allowed) => {
    const g = await gql(server.url, USERS_FOR_ORG, {}, tokens[email]);
    const r = await rest(server.url, 'GET', '/usersForOrg', { token: tokens[email] });
    if (allowed) {
      expect(g.errors).toBeUndefined();
      expect(r.status).toBe(200);
    } else {
      expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(g.status).toBe(403);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('an organization sees only its own users, through GraphQL and REST', async () => {
    const other = tokens['admin@other.example'];
    const g = await gql<{ usersForOrg: { email: string; organizationId: number }[] }>(
      server.url,
      USERS_FOR_ORG,
      {},
      other,
    );
    expect(g.data?.usersForOrg.map((u) => u.email)).toEqual(['admin@other.example']);
    const r = await rest<{ email: string }[]>(server.url, 'GET', '/usersForOrg', { token: other });
    expect(r.body.map((u) => u.email)).toEqual(['admin@other.example']);

    const demoUsers = await gql<{ usersForOrg: { email: string }[] }>(
      server.url,
      USERS_FOR_ORG,
      {},
      tokens['admin@demo.example'],
    );
    expect(demoUsers.data?.usersForOrg.map((u) => u.email).sort()).toEqual([
      'admin@demo.example',
      'pricing@demo.example',
      'sales@demo.example',
      'superadmin@demo.example',
    ]);
  });

  it("refuses another organization's data to a non-admin login on both APIs", async () => {
    const other = tokens['admin@other.example'];
    const demoOrg = orgOf['admin@demo.example'];
    const g = await gql(server.url, USERS_FOR_ORG, { org: demoOrg }, other);
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(g.data).toBeNull();
    const r = await rest(server.url, 'GET', `/usersForOrg?organizationId=${demoOrg}`, { token: other });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: 'You can only access your own organization', code: 'FORBIDDEN' });

    // A single record of the other organization is not even acknowledged to exist.
    const demoUsers = await gql<{ usersForOrg: { id: number }[] }>(
      server.url,
      USERS_FOR_ORG,
      {},
      tokens['admin@demo.example'],
    );
    const someDemoUser = demoUsers.data!.usersForOrg[0]!.id;
    const one = await gql(server.url, USER, { id: someDemoUser }, other);
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets the admin login (Super Admin) choose an organization', async () => {
    const sa = tokens['superadmin@demo.example'];
    const otherOrg = orgOf['admin@other.example'];
    const g = await gql<{ usersForOrg: { email: string }[] }>(server.url, USERS_FOR_ORG, { org: otherOrg }, sa);
    expect(g.data?.usersForOrg.map((u) => u.email)).toEqual(['admin@other.example']);
    const r = await rest<{ email: string }[]>(server.url, 'GET', `/usersForOrg?organizationId=${otherOrg}`, {
      token: sa,
    });
    expect(r.body.map((u) => u.email)).toEqual(['admin@other.example']);
    const missing = await rest(server.url, 'GET', '/usersForOrg?organizationId=999999', { token: sa });
    expect(missing.status).toBe(404);
    const bad = await rest(server.url, 'GET', '/usersForOrg?organizationId=abc', { token: sa });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organizationId' });
  });
});
