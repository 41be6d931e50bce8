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
  /** A fresh Pricing user of the organization, created by its ADMIN. */
  const newUser = async (o: Org): Promise<number> => {
    const r = await call(owner[o], 'POST', '/auth/createUser', {
      firstName: 'Matrix',
      email: `matrix${++marker}-${o}@example.org`,
      password: 'Secret!123',
      userRole: ['Pricing'],
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
        'query { profile { id organizationId } }',
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
          : await graph(a, 'query ($id: Int!) { vessel(id: $id) { id } }', { id: vessel[o] });
      expect(got).toBe(EXPECT.vessel.read(a, o));
    });

    it.each(cases)('update: %s -> %s vessel via %s', async (a, o, api) => {
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/createVessel', { id: vessel[o], vesselGears: mark }))
          : await graph(
              a,
              'mutation ($id: Int!, $m: String) { updateVessel(id: $id, input: { vesselGears: $m }) { id } }',
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
          : await graph(a, 'query ($u: Int!) { userFleet(userId: $u) { id } }', { u: who });
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
              'mutation ($id: Int, $m: String) { saveFleetEntry(input: { id: $id, remark: $m }) { id } }',
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
          : await graph(a, 'query ($id: Int!) { user(id: $id) { id } }', { id: target[o] });
      expect(got).toBe(EXPECT.user.read(a, o));
    });

    it.each(cases)('update: %s -> %s user via %s', async (a, o, api) => {
      const mark = `m-${++marker}`;
      const got =
        api === 'rest'
          ? await status(call(a, 'PUT', '/updateUser', { id: target[o], lastName: mark }))
          : await graph(a, 'mutation ($id: Int!, $m: String) { updateUser(id: $id, input: { lastName: $m }) { id } }', {
              id: target[o],
              m: mark,
            });
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
          'query { organizations { id } }',
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
              'mutation ($id: Int!, $m: String) { updateOrganization(id: $id, input: { contactPerson: $m }) { id } }',
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
          'query { vessels(limit: 1000) { content { id } } organizationFleet(limit: 1000) { content { userId } } usersForOrg { organizationId } }',
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
