import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The isolation matrix: role (ADMIN, Pricing, Sales, Super Admin of the demo organization, and the
 * ADMIN of the other organization) x target organization x operation, on vessels, fleets, users and
 * organizations, through REST and GraphQL. A record of another organization is NOT_FOUND; a role
 * without the screen is FORBIDDEN; the admin login (Super Admin) may reach any organization but has no
 * calculator. A refused write leaves the record unchanged.
 */

type Actor = 'admin' | 'pricing' | 'sales' | 'sa' | 'other';
type Org = 'demo' | 'other';
type Api = 'rest' | 'gql';
type Outcome = 200 | 403 | 404 | 409;
type GrantedRole = 'ADMIN' | 'Pricing' | 'Sales';
const ACTORS: Actor[] = ['admin', 'pricing', 'sales', 'sa', 'other'];
const HOME: Record<Actor, Org> = { admin: 'demo', pricing: 'demo', sales: 'demo', sa: 'demo', other: 'other' };
const EMAIL: Record<Actor, string> = {
  admin: 'admin@demo.example',
  pricing: 'pricing@demo.example',
  sales: 'sales@demo.example',
  sa: 'superadmin@demo.example',
  other: 'admin@other.example',
};

/** Who reaches what: the single table the matrix checks. */
const reach = (a: Actor, o: Org): Outcome => (a === 'sa' || HOME[a] === o ? 200 : 404);
const EXPECT = {
  vessel: {
    read: (a: Actor, o: Org) => (a === 'sales' ? 403 : reach(a, o)),
    update: (a: Actor, o: Org) => (a === 'sales' ? 403 : reach(a, o)),
  },
  fleet: {
    read: (a: Actor, o: Org) => (a === 'sales' || a === 'sa' ? 403 : reach(a, o)),
    // Entries belong to the organization's ADMIN (demo: admin@demo, other: admin@other).
    update: (a: Actor, o: Org) =>
      a === 'sales' || a === 'sa' ? 403 : reach(a, o) === 404 ? 404 : a === 'pricing' ? 403 : 200,
    delete: (a: Actor, o: Org) => (a === 'sales' ? 403 : reach(a, o) === 404 ? 404 : a === 'pricing' ? 403 : 200),
  },
  user: {
    read: (a: Actor, o: Org) => (a === 'sales' ? 403 : reach(a, o)),
    update: (a: Actor, o: Org) => (a === 'sales' ? 403 : reach(a, o)),
    delete: (a: Actor, o: Org) => (a === 'sales' ? 403 : reach(a, o)),
  },
  /**
   * The role rule (issue #16): ADMIN and the admin login grant every assignable role, anyone else only
   * the roles they hold; only ADMIN or the admin login create, change or delete an ADMIN user.
   */
  roleRule: {
    grant: (a: Actor, role: GrantedRole) => (a === 'sales' || (a === 'pricing' && role !== 'Pricing') ? 403 : 200),
    manageAdmin: (a: Actor) => (a === 'sales' || a === 'pricing' ? 403 : 200),
  },
  organization: {
    update: (a: Actor) => (a === 'sa' ? 200 : 403),
    // The demo and other organizations have users: even the admin login is refused (CONFLICT).
    delete: (a: Actor) => (a === 'sa' ? 409 : 403),
  },
} as const;

const CODE_STATUS: Record<string, Outcome> = { FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

describe('isolation matrix: role x organization x operation, REST and GraphQL', () => {
  let server: TestServer;
  const t = {} as Record<Actor, string>;
  const uid = {} as Record<Actor, number>;
  const orgId = {} as Record<Org, number>;
  const vessel = {} as Record<Org, number>;
  const owner: Record<Org, Actor> = { demo: 'admin', other: 'other' };
  let marker = 0;

  const call = (a: Actor, method: string, path: string, body?: unknown) =>
    rest<any>(server.url, method, path, { token: t[a], ...(body === undefined ? {} : { body }) });
  const graph = async (a: Actor, query: string, variables: Record<string, unknown>): Promise<Outcome> => {
    const r = await gql(server.url, query, variables, t[a]);
    if (!r.errors) return 200;
    const code = r.errors[0]?.extensions?.code ?? 'UNKNOWN';
    if (!(code in CODE_STATUS)) throw new Error(`unexpected ${code}: ${r.errors[0]?.message}`);
    return CODE_STATUS[code]!;
  };
  const status = async (r: Promise<{ status: number }>) => (await r).status as Outcome;

  /** A fresh fleet entry of the organization's ADMIN. */
  const newFleetEntry = async (o: Org): Promise<number> => {
    const r = await call(owner[o], 'POST', '/saveToFleet', [
      { vesselId: vessel[o], port: 'Santos', dateOpening: '2027-06-01' },
    ]);
    expect(r.status).toBe(200);
    return r.body.content[0].id;
  };
  /** A fresh user of the organization (a Pricing user unless told), created by its ADMIN. */
  const newUser = async (o: Org, roles: string[] = ['Pricing']): Promise<number> => {
    const r = await call(owner[o], 'POST', '/auth/createUser', {
      firstName: 'Matrix',
      email: `matrix${++marker}-${o}@example.org`,
      password: 'Secret!123',
      userRole: roles,
    });
    expect(r.status).toBe(200);
    return r.body.user.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    for (const a of ACTORS) {
      t[a] = await loginToken(server.url, EMAIL[a]);
      const p = await gql<{ profile: { id: number; organizationId: number } }>(
        server.url,
        'query { profile { id: databaseId organizationId } }',
        {},
        t[a],
      );
      uid[a] = p.data!.profile.id;
      orgId[HOME[a]] = p.data!.profile.organizationId;
    }
    vessel.demo = (await call('admin', 'GET', '/allVessels?limit=1')).body.content[0].id;
    vessel.other = (
      await call('other', 'PUT', '/createVessel', { vesselName: 'Other Ocean Star', vesselDwt: 58_000 })
    ).body.vessel.id;
  });
  afterAll(async () => server?.close());

  const cases = ACTORS.flatMap((a) =>
    (['demo', 'other'] as Org[]).flatMap((o) => (['rest', 'gql'] as Api[]).map((api) => [a, o, api] as const)),
  );

  describe('vessels', () => {
    it.each(cases)('read: %s -> %s vessel via %s', async (a, o, api) => {
      const got =
        api === 'rest'
          ? await status(call(a, 'GET', `/vesselsWithId?vesselId=${vessel[o]}`))
          : await graph(a, 'query ($id: Int!) { vessel(id: $id) { id: databaseId } }', { id: vessel[o] });
      expect(got).toBe(EXPECT.vessel.read(a, o));
    });

    it.each(cases)('update: %s -> %s vessel via %s', async (a, o, api) => {
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/createVessel', { id: vessel[o], vesselGears: mark }))
          : await graph(
              a,
              'mutation ($id: Int!, $m: String) { updateVessel(id: $id, input: { vesselGears: $m }) { id: databaseId } }',
              { id: vessel[o], m: mark },
            );
      expect(got).toBe(EXPECT.vessel.update(a, o));
      const after = (await call('sa', 'GET', `/vesselsWithId?vesselId=${vessel[o]}`)).body;
      expect(after.vesselGears === mark).toBe(got === 200);
    });
  });

  describe('fleets', () => {
    it.each(cases)("read: %s -> %s organization ADMIN's fleet via %s", async (a, o, api) => {
      const who = uid[owner[o]];
      const got =
        api === 'rest'
          ? await status(call(a, 'GET', `/userFleets?id=${who}`))
          : await graph(a, 'query ($u: Int!) { userFleet(userId: $u) { id: databaseId } }', { u: who });
      expect(got).toBe(EXPECT.fleet.read(a, o));
    });

    it.each(cases)('update: %s -> %s fleet entry via %s', async (a, o, api) => {
      const entry = await newFleetEntry(o);
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'POST', '/fleet', { id: entry, remark: mark }))
          : await graph(
              a,
              'mutation ($id: Int, $m: String) { saveFleetEntry(input: { id: $id, remark: $m }) { id: databaseId } }',
              { id: entry, m: mark },
            );
      expect(got).toBe(EXPECT.fleet.update(a, o));
      const row = ((await call(owner[o], 'GET', '/allFleet')).body as { id: number; remark: string }[]).find(
        (e) => e.id === entry,
      );
      expect(row?.remark === mark).toBe(got === 200);
    });

    it.each(cases)('delete: %s -> %s fleet entry via %s', async (a, o, api) => {
      const entry = await newFleetEntry(o);
      const got =
        api === 'rest'
          ? await status(call(a, 'DELETE', `/deleteFleet?id=${entry}`))
          : await graph(a, 'mutation ($id: Int!) { deleteFleetEntry(id: $id) }', { id: entry });
      expect(got).toBe(EXPECT.fleet.delete(a, o));
      const still = ((await call(owner[o], 'GET', '/allFleet')).body as { id: number }[]).some((e) => e.id === entry);
      expect(still).toBe(got !== 200);
    });
  });

  describe('users', () => {
    let target: Record<Org, number>;
    beforeAll(async () => {
      target = { demo: await newUser('demo'), other: await newUser('other') };
    });

    it.each(cases)('read: %s -> %s user via %s', async (a, o, api) => {
      const got =
        api === 'rest'
          ? await status(call(a, 'GET', `/getUserRoles?id=${target[o]}`))
          : await graph(a, 'query ($id: Int!) { user(id: $id) { id: databaseId } }', { id: target[o] });
      expect(got).toBe(EXPECT.user.read(a, o));
    });

    it.each(cases)('update: %s -> %s user via %s', async (a, o, api) => {
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/updateUser', { id: target[o], lastName: mark }))
          : await graph(
              a,
              'mutation ($id: Int!, $m: String) { updateUser(id: $id, input: { lastName: $m }) { id: databaseId } }',
              {
                id: target[o],
                m: mark,
              },
            );
      expect(got).toBe(EXPECT.user.update(a, o));
      const users = (await call('sa', 'GET', `/usersForOrg?organizationId=${orgId[o]}`)).body as {
        id: number;
        lastName: string;
      }[];
      expect(users.find((u) => u.id === target[o])?.lastName === mark).toBe(got === 200);
    });

    it.each(cases)('delete: %s -> %s user via %s', async (a, o, api) => {
      const victim = await newUser(o);
      const got =
        api === 'rest'
          ? await status(call(a, 'DELETE', `/deleteUser?id=${victim}`))
          : await graph(a, 'mutation ($id: Int!) { deleteUser(id: $id) }', { id: victim });
      expect(got).toBe(EXPECT.user.delete(a, o));
      const users = (await call('sa', 'GET', `/usersForOrg?organizationId=${orgId[o]}`)).body as { id: number }[];
      expect(users.some((u) => u.id === victim)).toBe(got !== 200);
    });
  });

  describe('users: the role rule', () => {
    const ROLES: GrantedRole[] = ['ADMIN', 'Pricing', 'Sales'];
    const ruleCases = ACTORS.flatMap((a) =>
      ROLES.flatMap((role) => (['rest', 'gql'] as Api[]).map((api) => [a, role, api] as const)),
    );
    const adminCases = ACTORS.flatMap((a) => (['rest', 'gql'] as Api[]).map((api) => [a, api] as const));
    const home = (a: Actor): Org => HOME[a];
    const rolesOf = async (user: number) =>
      ((await call('sa', 'GET', `/getUserRoles?id=${user}`)).body as { name: string }[]).map((r) => r.name);
    const usersOf = async (o: Org) =>
      (await call('sa', 'GET', `/usersForOrg?organizationId=${orgId[o]}`)).body as { id: number; email: string }[];

    it.each(ruleCases)('create with a role: %s creates a %s user via %s', async (a, role, api) => {
      const email = `grant${++marker}@example.org`;
      const input = { firstName: 'Rule', email, password: 'Secret!123' };
      const got =
        api === 'rest'
          ? await status(call(a, 'POST', '/auth/createUser', { ...input, userRole: [{ role }] }))
          : await graph(a, 'mutation ($i: CreateUserInput!) { createUser(input: $i) { id: databaseId } }', {
              i: { ...input, roles: [role] },
            });
      expect(got).toBe(EXPECT.roleRule.grant(a, role));
      expect((await usersOf(home(a))).some((u) => u.email === email)).toBe(got === 200);
    });

    it.each(ruleCases)('grant on update: %s gives %s to a user without roles via %s', async (a, role, api) => {
      const target = await newUser(home(a), []);
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/updateUser', { id: target, userRole: [{ role }] }))
          : await graph(
              a,
              'mutation ($id: Int!, $r: [String!]) { updateUser(id: $id, input: { roles: $r }) { id: databaseId } }',
              {
                id: target,
                r: [role],
              },
            );
      expect(got).toBe(EXPECT.roleRule.grant(a, role));
      expect(await rolesOf(target)).toEqual(got === 200 ? [role] : []);
    });

    it.each(adminCases)('change: %s edits an ADMIN user of its organization via %s', async (a, api) => {
      const target = await newUser(home(a), ['ADMIN']);
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/updateUser', { id: target, lastName: mark }))
          : await graph(
              a,
              'mutation ($id: Int!, $m: String) { updateUser(id: $id, input: { lastName: $m }) { id: databaseId } }',
              {
                id: target,
                m: mark,
              },
            );
      expect(got).toBe(EXPECT.roleRule.manageAdmin(a));
      const row = (await usersOf(home(a))).find((u) => u.id === target) as unknown as { lastName: string };
      expect(row.lastName === mark).toBe(got === 200);
    });

    it.each(adminCases)('delete: %s deletes an ADMIN user of its organization via %s', async (a, api) => {
      const target = await newUser(home(a), ['ADMIN']);
      const got =
        api === 'rest'
          ? await status(call(a, 'DELETE', `/deleteUser?id=${target}`))
          : await graph(a, 'mutation ($id: Int!) { deleteUser(id: $id) }', { id: target });
      expect(got).toBe(EXPECT.roleRule.manageAdmin(a));
      expect((await usersOf(home(a))).some((u) => u.id === target)).toBe(got !== 200);
    });

    it('Pricing cannot make itself an ADMIN to delete what it may not: refused with the role named', async () => {
      const body = {
        firstName: 'Escalate',
        email: 'escalate@example.org',
        password: 'Secret!123',
        userRole: ['ADMIN'],
      };
      const r = await call('pricing', 'POST', '/auth/createUser', body);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        error: 'Only an ADMIN user or the admin login may create, change or delete an ADMIN user',
        code: 'FORBIDDEN',
      });
      const login = await rest(server.url, 'POST', '/auth/login', {
        body: { email: 'escalate@example.org', password: 'Secret!123' },
      });
      expect(login.status).toBe(400);
      expect((await usersOf('demo')).some((u) => u.email === 'escalate@example.org')).toBe(false);
      const sales = await call('pricing', 'POST', '/auth/createUser', { ...body, userRole: ['Pricing', 'Sales'] });
      expect(sales.body).toEqual({
        error: 'You may only grant roles you hold yourself: Sales is not yours',
        code: 'FORBIDDEN',
        field: 'roles',
      });
      const g = await gql(
        server.url,
        'mutation ($i: CreateUserInput!) { createUser(input: $i) { id: databaseId } }',
        { i: { firstName: 'Escalate', email: 'escalate@example.org', password: 'Secret!123', roles: ['ADMIN'] } },
        t.pricing,
      );
      expect(g.errors?.[0]).toMatchObject({
        message: 'Only an ADMIN user or the admin login may create, change or delete an ADMIN user',
        extensions: { code: 'FORBIDDEN' },
      });
    });
  });

  describe('organizations', () => {
    it.each(cases)('read: %s sees the %s organization via %s only when it may', async (a, o, api) => {
      const sees = (ids: number[]) => ids.includes(orgId[o]);
      if (api === 'rest') {
        const r = await call(a, 'GET', '/getAllOrganizations');
        if (a === 'sales') return expect(r.status).toBe(403);
        expect(sees(r.body.map((x: { id: number }) => x.id))).toBe(reach(a, o) === 200);
      } else {
        const r = await gql<{ organizations: { id: number }[] }>(
          server.url,
          'query { organizations { id: databaseId } }',
          {},
          t[a],
        );
        if (a === 'sales') return expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(sees(r.data!.organizations.map((x) => x.id))).toBe(reach(a, o) === 200);
      }
    });

    it.each(cases)('update: %s -> %s organization via %s', async (a, o, api) => {
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/updateOrganization', { id: orgId[o], contactPerson: mark }))
          : await graph(
              a,
              'mutation ($id: Int!, $m: String) { updateOrganization(id: $id, input: { contactPerson: $m }) { id: databaseId } }',
              { id: orgId[o], m: mark },
            );
      expect(got).toBe(EXPECT.organization.update(a));
      const orgs = (await call('sa', 'GET', '/getAllOrganizations')).body as { id: number; contactPerson: string }[];
      expect(orgs.find((x) => x.id === orgId[o])?.contactPerson === mark).toBe(got === 200);
    });

    it.each(cases)('delete: %s -> %s organization via %s', async (a, o, api) => {
      const got =
        api === 'rest'
          ? await status(call(a, 'DELETE', `/deleteOrganization?id=${orgId[o]}`))
          : await graph(a, 'mutation ($id: Int!) { deleteOrganization(id: $id) }', { id: orgId[o] });
      expect(got).toBe(EXPECT.organization.delete(a));
    });
  });

  describe('lists never show another organization', () => {
    it.each(ACTORS.filter((a) => a !== 'sales' && a !== 'sa'))(
      '%s: vessels, fleet list and users are its own on both APIs',
      async (a) => {
        const home = orgId[HOME[a]];
        const foreign = HOME[a] === 'demo' ? vessel.other : vessel.demo;
        const vessels = (await call(a, 'GET', '/allVesselsByChar?limit=1000')).body.content as { id: number }[];
        expect(vessels.some((v) => v.id === foreign)).toBe(false);
        const fleet = (await call(a, 'GET', '/paginatedFleet?limit=1000')).body.content as { organizationId: number }[];
        expect(fleet.every((e) => e.organizationId === home)).toBe(true);
        const users = (await call(a, 'GET', '/usersForOrg')).body as { organization: number }[];
        expect(users.every((u) => u.organization === home)).toBe(true);
        const g = await gql<{
          vessels: { content: { id: number }[] };
          organizationFleet: { content: { userId: number }[] };
          usersForOrg: { organizationId: number }[];
        }>(
          server.url,
          'query { vessels(limit: 1000) { content { id: databaseId } } organizationFleet(limit: 1000) { content { userId } } usersForOrg { organizationId } }',
          {},
          t[a],
        );
        expect(g.errors).toBeUndefined();
        expect(g.data!.vessels.content.some((v) => v.id === foreign)).toBe(false);
        expect(g.data!.usersForOrg.every((u) => u.organizationId === home)).toBe(true);
        const homeUsers = new Set(users.map((u) => (u as unknown as { id: number }).id));
        expect(g.data!.organizationFleet.content.every((e) => homeUsers.has(e.userId))).toBe(true);
      },
    );
  });
});
