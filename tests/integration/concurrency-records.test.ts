import { describe, expect, it } from 'vitest';
import { gql } from '../helpers/api.js';
import { useFleetServer, type Row } from './fleet-support.js';

/**
 * Optimistic concurrency of fleet entries, vessels, users and organizations (issue #18 item 3, ADR 0013),
 * through both APIs: client 1 saves, client 2 saves from the copy it loaded before. With that version
 * the second save answers CONFLICT ('This vessel was changed by {name} at {time}') and the record is as
 * client 1 left it; without a version (the legacy clients) the save goes through as before.
 */
const f = useFleetServer();
const q = (who: string, query: string, variables: Row = {}) => gql<Row>(f.server.url, query, variables, f.t[who]);

interface Case {
  kind: string;
  /** Client 1 and client 2 (the same user in two tabs where only one role may edit). */
  clients: [string, string];
  /** Client 1's full name, as the message names it. */
  firstName: string;
  make: () => Promise<number>;
  read: (id: number) => Promise<{ version: number; value: unknown }>;
  gqlSave: (who: string, id: number, value: string, version?: number) => Promise<Row>;
  restSave: (who: string, id: number, value: string, version?: number) => Promise<{ status: number; body: Row }>;
}

const stamp = () => String(Date.now() % 1e9);
const CASES: Case[] = [
  {
    kind: 'vessel',
    clients: ['admin', 'pricing'],
    firstName: 'Alex Andersen',
    make: async () => {
      const r = await f.call('admin', 'PUT', '/createVessel', {
        vesselName: `MV Concurrency ${stamp()}`,
        vesselDwt: 58000,
      });
      return r.body.vessel.id as number;
    },
    read: async (id) => {
      const v = (await q('admin', 'query ($id: Int!) { vessel(id: $id) { version vesselShipowner } }', { id })).data!
        .vessel;
      return { version: v.version, value: v.vesselShipowner };
    },
    gqlSave: (who, id, value, version) =>
      q(
        who,
        'mutation ($id: Int!, $v: Int, $o: String) { updateVessel(id: $id, input: { vesselShipowner: $o }, version: $v) { version } }',
        { id, v: version, o: value },
      ),
    restSave: (who, id, value, version) => f.call(who, 'PUT', '/createVessel', { id, vesselShipowner: value, version }),
  },
  {
    kind: 'fleet entry',
    clients: ['pricing', 'pricing'],
    firstName: 'Priya Patel',
    make: async () => {
      const name = Object.keys(f.vesselIds)[0]!;
      return (await f.add('pricing', [f.line(name)]))[0]!.id as number;
    },
    read: async (id) => {
      const all = (await q('pricing', 'query { myFleet { id: databaseId version remark } }')).data!.myFleet as Row[];
      const e = all.find((x) => x.id === id)!;
      return { version: e.version, value: e.remark };
    },
    gqlSave: (who, id, value, version) =>
      q(
        who,
        'mutation ($id: Int, $v: Int, $r: String) { saveFleetEntry(input: { id: $id, remark: $r }, version: $v) { version } }',
        { id, v: version, r: value },
      ),
    restSave: (who, id, value, version) => f.call(who, 'POST', '/fleet', { id, remark: value, version }),
  },
  {
    kind: 'user',
    clients: ['admin', 'admin'],
    firstName: 'Alex Andersen',
    make: async () => f.id.sales!,
    read: async (id) => {
      const u = (await q('admin', 'query ($id: Int!) { user(id: $id) { version lastName } }', { id })).data!.user;
      return { version: u.version, value: u.lastName };
    },
    gqlSave: (who, id, value, version) =>
      q(
        who,
        'mutation ($id: Int!, $v: Int, $l: String) { updateUser(id: $id, input: { lastName: $l }, version: $v) { version } }',
        { id, v: version, l: value },
      ),
    restSave: (who, id, value, version) => f.call(who, 'PUT', '/updateUser', { id, lastName: value, version }),
  },
  {
    kind: 'organization',
    clients: ['sa', 'sa'],
    firstName: 'Sam Stewart',
    make: async () => f.org.other!,
    read: async (id) => {
      const all = (await q('sa', 'query { organizations { id: databaseId version contactPerson } }')).data!
        .organizations as Row[];
      const o = all.find((x) => x.id === id)!;
      return { version: o.version, value: o.contactPerson };
    },
    gqlSave: (who, id, value, version) =>
      q(
        who,
        'mutation ($id: Int!, $v: Int, $c: String) { updateOrganization(id: $id, input: { contactPerson: $c }, version: $v) { version } }',
        { id, v: version, c: value },
      ),
    restSave: (who, id, value, version) =>
      f.call(who, 'PUT', '/updateOrganization', { id, contactPerson: value, version }),
  },
];

describe.each(CASES)('optimistic concurrency: $kind', (c) => {
  const message = new RegExp(`^This ${c.kind} was changed by (.+) at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`);

  it('GraphQL: a stale save answers CONFLICT naming client 1, and changes nothing', async () => {
    const id = await c.make();
    const loaded = await c.read(id);
    const first = await c.gqlSave(c.clients[0], id, 'Client One', loaded.version);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const stale = await c.gqlSave(c.clients[1], id, 'Client Two', loaded.version);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [, who] = stale.errors![0]!.message.match(message) ?? [];
    expect(who).toBe(c.firstName);
    expect(await c.read(id)).toEqual({ version: loaded.version + 1, value: 'Client One' });
  });

  it('REST: 409 with the message from a stale version; without a version, saved as before', async () => {
    const id = await c.make();
    const loaded = await c.read(id);
    const first = await c.restSave(c.clients[0], id, 'Rest One', loaded.version);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await c.restSave(c.clients[1], id, 'Rest Two', loaded.version);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', field: 'version' });
    expect(stale.body.error).toMatch(message);
    expect(await c.read(id)).toEqual({ version: loaded.version + 1, value: 'Rest One' });
    const legacy = await c.restSave(c.clients[1], id, 'Legacy', undefined);
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
    expect(await c.read(id)).toEqual({ version: loaded.version + 2, value: 'Legacy' });
  });
});
