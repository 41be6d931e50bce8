import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/relay/global-id.js';
import { gql, loginToken, rest, type GqlResult } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { orderInput, saveOrder, saveVoyage } from './orders-support.js';

/**
 * The isolation matrix for global object identification (issue #20): node(id) and nodes(ids) of every Node
 * type, for each role of the demo organization, the admin login and the ADMIN of the other organization,
 * against a row of each organization. A role without the type's query is FORBIDDEN as that query refuses it;
 * another organization's row, or one the role may not see, is NOT_FOUND; where the type has a query by id,
 * node(id) answers exactly as that query does.
 */

type Actor = 'admin' | 'pricing' | 'sales' | 'sa' | 'other';
type Org = 'demo' | 'other';
type Outcome = 200 | 403 | 404;
const ACTORS: Actor[] = ['admin', 'pricing', 'sales', 'sa', 'other'];
const HOME: Record<Actor, Org> = { admin: 'demo', pricing: 'demo', sales: 'demo', sa: 'demo', other: 'other' };
const EMAIL: Record<Actor, string> = {
  admin: 'admin@demo.example',
  pricing: 'pricing@demo.example',
  sales: 'sales@demo.example',
  sa: 'superadmin@demo.example',
  other: 'admin@other.example',
};
/** The ADMIN of each organization makes its rows. */
const OWNER: Record<Org, Actor> = { demo: 'admin', other: 'other' };

const home = (a: Actor, o: Org): Outcome => (HOME[a] === o ? 200 : 404);
/** The admin login reaches every organization's records on the screens it has. */
const reach = (a: Actor, o: Org): Outcome => (a === 'sa' ? 200 : home(a, o));
const without =
  (refused: Actor[], rule: (a: Actor, o: Org) => Outcome) =>
  (a: Actor, o: Org): Outcome =>
    refused.includes(a) ? 403 : rule(a, o);

/** Who gets what, per Node type (the routes and scope of the type's own query). */
const EXPECT: Record<string, (a: Actor, o: Org) => Outcome> = {
  Vessel: without(['sales'], reach),
  FleetEntry: without(['sales'], reach),
  User: without(['sales'], reach),
  Role: without(['sales'], () => 200),
  Organization: without(['sales'], reach),
  Profile: (a, o) => (a === OWNER[o] ? 200 : 404),
  Order: home,
  PortOperation: home,
  OrderListRow: without(['sa'], home),
  CargoExtraDetail: without(['sa'], home),
  SavedResult: home,
  SavedResultRowGql: home,
  PortDistanceOverride: without(['sales', 'sa'], home),
  AuditEvent: without(['pricing', 'sales'], reach),
  RegistrationRequestRow: without(['pricing', 'sales'], reach),
  ReaderEmail: without(['sales', 'sa'], home),
  ReaderEmailView: without(['sales', 'sa'], home),
  ReadPosition: without(['sales', 'sa'], home),
  EmailPosition: without(['sales', 'sa'], home),
  EmailPositionSource: without(['sales', 'sa'], home),
  Port: () => 200,
  ApiToken: without(['pricing', 'sales', 'sa'], home),
};

/** The query by id of the types that have one: node(id) must answer as it does. */
const BY_ID: Record<string, string> = {
  Vessel: 'query ($id: Int!) { vessel(id: $id) { databaseId } }',
  User: 'query ($id: Int!) { user(id: $id) { databaseId } }',
  Order: 'query ($id: Int!) { order(id: $id) { databaseId } }',
  SavedResult: 'query ($id: Int!) { savedResult(id: $id) { databaseId } }',
  ReaderEmailView: 'query ($id: Int!) { readerEmail(id: $id) { databaseId } }',
};

const NODE = 'query ($id: ID!) { node(id: $id) { __typename id ... on Node { id } } }';
const CODE_STATUS: Record<string, Outcome> = { FORBIDDEN: 403, NOT_FOUND: 404 };

function outcomeOf(r: GqlResult<unknown>): Outcome {
  if (!r.errors) return 200;
  const code = String(r.errors[0]?.extensions?.code ?? 'UNKNOWN');
  if (!(code in CODE_STATUS)) throw new Error(`unexpected ${code}: ${r.errors[0]?.message}`);
  return CODE_STATUS[code]!;
}

/** A small position list from a broker, as the reader gets it. */
function positionMail(org: Org, ship: string): string {
  return [
    'From: Broker One <desk@broker-one.example>',
    `To: positions@${org}.example`,
    'Subject: SUPRAMAX POSITIONS',
    `Date: ${new Date(Date.now() - 3_600_000).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <nodes-${org}@broker-one.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Good morning, pls find our open tonnage:',
    '',
    `MV ${ship} 58,000DWT BLT 2015 4X30T CR OPEN QINGDAO PPT`,
    '',
    'Best regards',
    '',
  ].join('\r\n');
}

describe('isolation matrix: node(id) and nodes(ids) of every Node type', () => {
  let server: TestServer;
  const t = {} as Record<Actor, string>;
  /** The numeric id of one row of each type per organization (Role and Port: reference data, the same row). */
  const rows = {} as Record<string, Record<Org, number>>;

  const as = async <T = any>(a: Actor, query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(server.url, query, variables, t[a]);
  const data = async (a: Actor, query: string, variables: Record<string, unknown> = {}) => {
    const r = await as(a, query, variables);
    if (r.errors) throw new Error(`${query}: ${r.errors[0]?.message}`);
    return r.data as any;
  };
  const call = async (a: Actor, method: string, path: string, body?: unknown) => {
    const r = await rest<any>(server.url, method, path, { token: t[a], ...(body === undefined ? {} : { body }) });
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };

  async function makeRows(o: Org): Promise<void> {
    const a = OWNER[o];
    const set = (type: string, id: number) => ((rows[type] ??= {} as Record<Org, number>)[o] = id);
    const profile = await data(a, 'query { profile { databaseId organizationId } }');
    set('Profile', profile.profile.databaseId);
    set('Organization', profile.profile.organizationId);
    const vessel = await call(a, 'PUT', '/createVessel', { vesselName: `Node Star ${o}`, vesselDwt: 58_000 });
    set('Vessel', vessel.vessel.id);
    const fleet = await call(a, 'POST', '/saveToFleet', [
      { vesselId: vessel.vessel.id, port: 'Santos', dateOpening: '2027-06-01' },
    ]);
    set('FleetEntry', fleet.content[0].id);
    const user = await call(a, 'POST', '/auth/createUser', {
      firstName: 'Node',
      email: `node-${o}@example.org`,
      password: 'Secret!123',
      userRole: ['Pricing'],
    });
    set('User', user.user.id);
    // The user created just now is in the organization's audit log.
    const audit = await data(a, 'query { auditLog(page: { limit: 1 }) { content { databaseId } } }');
    set('AuditEvent', audit.auditLog.content[0].databaseId);
    const order = await saveOrder(server.url, t[a], orderInput({ name: `Node order ${o}`, access: 'PUBLIC' }));
    set('Order', order.id);
    set('OrderListRow', order.id);
    set('PortOperation', order.operations[1].id);
    const detail = await data(
      a,
      'mutation ($op: Int!) { saveCargoExtraDetail(operationId: $op, input: { bunkerSuppliedHsfo: 10 }) { databaseId } }',
      { op: order.operations[1].id },
    );
    set('CargoExtraDetail', detail.saveCargoExtraDetail.databaseId);
    const saved = await saveVoyage(server.url, t[a], `Node voyage ${o}`);
    set('SavedResult', saved);
    set('SavedResultRowGql', saved);
    const distance = await data(
      a,
      'mutation ($i: SavePortDistanceInput!) { savePortDistance(input: $i) { databaseId } }',
      { i: { openingPort: 'Santos', endingPort: 'Qingdao', distNormal: 11_000 } },
    );
    set('PortDistanceOverride', distance.savePortDistance.databaseId);
    const upload = await data(
      a,
      'mutation ($raw: String!) { uploadEmail(raw: $raw) { id positions { databaseId } } }',
      {
        raw: positionMail(o, o === 'demo' ? 'NODE KESTREL' : 'NODE OSPREY'),
      },
    );
    set('ReaderEmail', upload.uploadEmail.id);
    set('ReaderEmailView', upload.uploadEmail.id);
    set('ReadPosition', upload.uploadEmail.positions[0].databaseId);
    set('EmailPosition', upload.uploadEmail.positions[0].databaseId);
    set('EmailPositionSource', upload.uploadEmail.positions[0].databaseId);
    const token = await data(
      a,
      'mutation ($i: ApiTokenInput!) { createApiToken(input: $i) { apiToken { databaseId } } }',
      { i: { name: `Node token ${o}`, scope: 'READ' } },
    );
    set('ApiToken', token.createApiToken.apiToken.databaseId);
    const submitted = await rest<any>(server.url, 'POST', '/auth/requestRegistration', {
      body: { name: 'Node Person', email: `node.person@${o}.example`, number: '12345678' },
    });
    expect(submitted.status).toBe(200);
    const pending = await data(a, 'query { registrationRequests { databaseId email } }');
    set(
      'RegistrationRequestRow',
      pending.registrationRequests.find((r: any) => r.email === `node.person@${o}.example`).databaseId,
    );
  }

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    for (const a of ACTORS) t[a] = await loginToken(server.url, EMAIL[a]);
    await makeRows('demo');
    await makeRows('other');
    const role = await data('admin', 'query { roles { databaseId name } }');
    const port = await data('admin', 'query { portsByChar(port: "Santos", limit: 1) { databaseId } }');
    rows.Role = { demo: role.roles[0].databaseId, other: role.roles[0].databaseId };
    rows.Port = { demo: port.portsByChar[0].databaseId, other: port.portsByChar[0].databaseId };
  }, 240_000);
  afterAll(async () => server?.close());

  it('covers every type that implements Node in the schema', async () => {
    const r = await data('admin', '{ __type(name: "Node") { possibleTypes { name } } }');
    const names = (r.__type.possibleTypes as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(Object.keys(EXPECT).sort());
    expect(Object.keys(rows).sort()).toEqual(names);
  });

  const cases = Object.keys(EXPECT).flatMap((type) =>
    ACTORS.flatMap((a) => (['demo', 'other'] as Org[]).map((o) => [type, a, o] as const)),
  );

  it.each(cases)('node: %s of %s -> %s organization', async (type, a, o) => {
    const id = toGlobalId(type, rows[type]![o]);
    const r = await as<{ node: { __typename: string; id: string } | null }>(a, NODE, { id });
    const got = outcomeOf(r);
    expect(got).toBe(EXPECT[type]!(a, o));
    if (got === 200) expect(r.data!.node).toEqual({ __typename: type, id });
    else expect(r.data?.node ?? null).toBeNull();
    if (BY_ID[type]) expect(outcomeOf(await as(a, BY_ID[type]!, { id: rows[type]![o] }))).toBe(got);
  });

  it('node answers the fields of its type, the global id and the numeric one', async () => {
    const id = toGlobalId('Order', rows.Order!.demo);
    const r = await data('pricing', 'query ($id: ID!) { node(id: $id) { id ... on Order { databaseId name } } }', {
      id,
    });
    expect(r.node).toEqual({ id, databaseId: rows.Order!.demo, name: 'Node order demo' });
    const list = await data('pricing', '{ allOrders(page: { limit: 100 }) { content { id databaseId } } }');
    const row = list.allOrders.content.find((c: any) => c.databaseId === rows.Order!.demo);
    expect(row.id).toBe(toGlobalId('OrderListRow', rows.Order!.demo));
    const listed = await data('pricing', 'query ($id: ID!) { node(id: $id) { ... on OrderListRow { name } } }', {
      id: row.id,
    });
    expect(listed.node).toEqual({ name: 'Node order demo' });
  });

  it('nodes: each id in its position, a refused one null with its own error', async () => {
    const ids = [
      toGlobalId('Order', rows.Order!.demo),
      toGlobalId('Order', rows.Order!.other),
      toGlobalId('Vessel', rows.Vessel!.demo),
      toGlobalId('User', rows.User!.demo),
    ];
    const r = await as<any>('pricing', 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids });
    expect(r.data.nodes).toEqual([
      { __typename: 'Order', id: ids[0] },
      null,
      { __typename: 'Vessel', id: ids[2] },
      { __typename: 'User', id: ids[3] },
    ]);
    expect(r.errors!.map((e: any) => [e.path, e.extensions.code])).toEqual([[['nodes', 1], 'NOT_FOUND']]);
    const sales = await as<any>('sales', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(sales.data.nodes).toEqual([{ id: ids[0] }, null, null, null]);
    expect(sales.errors!.map((e: any) => [e.path, e.extensions.code])).toEqual([
      [['nodes', 1], 'NOT_FOUND'],
      [['nodes', 2], 'FORBIDDEN'],
      [['nodes', 3], 'FORBIDDEN'],
    ]);
  });

  it('refuses malformed ids naming the argument, and more than 100 ids', async () => {
    const bad = await as<any>('admin', NODE, { id: 'not-an-id' });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const padded = await as<any>('admin', NODE, { id: `${toGlobalId('Order', rows.Order!.demo)}=` });
    expect(padded.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const ids = [toGlobalId('Order', rows.Order!.demo), 'T3JkZXI6MDE'];
    const list = await as<any>('admin', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(list.data).toBeNull();
    expect(list.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids[1]' });
    const many = Array.from({ length: 101 }, () => ids[0]);
    const tooMany = await as<any>('admin', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: many });
    expect(tooMany.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
  });

  it('answers NOT_FOUND for a well-formed id of a type that is not a Node, or of no row', async () => {
    for (const id of [toGlobalId('UploadedEmail', 1), toGlobalId('Nothing', 1), toGlobalId('Order', 99_999_999)]) {
      const r = await as<any>('admin', NODE, { id });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('asks for a signed-in user', async () => {
    const r = await gql<any>(server.url, NODE, { id: toGlobalId('Port', rows.Port!.demo) });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
