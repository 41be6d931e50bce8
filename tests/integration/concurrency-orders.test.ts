import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  CAPE_POINT,
  codeOf,
  createTenant,
  LEGACY_ROWS,
  legacyOrderBody,
  ORDER as WHOLE_ORDER,
  orderInput,
  SAVE_ORDER,
  saveOrder,
  type Json,
} from './orders-support.js';

/**
 * Optimistic concurrency of orders (issue #18 item 3, ADR 0013): two clients load the same order; the
 * first saves, the second saves from its stale copy. With the version it loaded the second save answers
 * CONFLICT naming who changed the order and when, and nothing changes; without a version (the legacy
 * clients) the save goes through as before.
 */
const FIELDS = `id: databaseId version changedByName changedAt name message operations { id: databaseId operation port }`;
const SAVE = `mutation ($input: OrderInput!, $version: Int) { saveOrder(input: $input, version: $version) { ${FIELDS} } }`;
const ORDER = `query ($id: Int!) { order(id: $id) { ${FIELDS} } }`;
const ADD_OP = `mutation ($orderId: Int!, $input: OperationInput!, $version: Int) {
  addOperation(orderId: $orderId, input: $input, version: $version) { ${FIELDS} } }`;
const CONFLICT_TEXT = /^This order was changed by (.+) at (\d{4}-\d\d-\d\d \d\d:\d\d) UTC$/;

/** The order's whole form as the dialog sends it: every field and every row (ids kept). */
function formOf(order: Json, patch: Json = {}): Json {
  const operations = (order.operations as Json[]).map((r) => ({ id: r.id }));
  return { ...orderInput(), id: order.id, name: order.name, message: order.message, operations, ...patch };
}

describe('optimistic concurrency of orders (GraphQL and REST)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof createTenant>>;
  const asAdmin = (q: string, v: Json) => gql<Json>(server.url, q, v, t.users.admin.token);
  const asPricing = (q: string, v: Json) => gql<Json>(server.url, q, v, t.users.pricing.token);
  const read = async (id: number): Promise<Json> => (await asPricing(ORDER, { id })).data!.order;

  /** A public order of Pricing's (so Admin, the second client, may change it too), loaded by both. */
  async function sharedOrder(): Promise<Json> {
    const made = await asPricing(SAVE, { input: orderInput({ access: 'PUBLIC', message: 'first' }) });
    expect(made.errors).toBeUndefined();
    return made.data!.saveOrder;
  }

  beforeAll(async () => {
    server = await startTestServer();
    t = await createTenant(server, 'ORDCONC');
  });
  afterAll(async () => server?.close());

  it('a new order starts at version 1 and every save counts one, naming its author', async () => {
    const order = await sharedOrder();
    expect(order.version).toBe(1);
    expect(order.changedByName).toBeNull();
    const saved = await asAdmin(SAVE, { input: formOf(order, { message: 'second' }), version: 1 });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveOrder).toMatchObject({ version: 2, changedByName: 'Admin ORDCONC', message: 'second' });
  });

  it("a stale save of the whole form answers CONFLICT and keeps client 1's new Passing row and field", async () => {
    const loaded = await sharedOrder();
    const [commence, loading, discharging] = loaded.operations as Json[];
    // Client 1 (Admin) adds a Passing row and changes the message.
    const withPassing = {
      operations: [
        { id: commence!.id },
        { id: loading!.id },
        { operation: 'PASSING', ...CAPE_POINT },
        { id: discharging!.id },
      ],
      message: 'client 1',
    };
    const first = await asAdmin(SAVE, { input: formOf(loaded, withPassing), version: loaded.version });
    expect(first.errors).toBeUndefined();
    const after1 = first.data!.saveOrder;
    expect(after1.operations.map((r: Json) => r.operation)).toEqual(['COMMENCE', 'LOADING', 'PASSING', 'DISCHARGING']);

    // Client 2 (Pricing) saves the copy it loaded before: without the Passing row, another message.
    const stale = await asPricing(SAVE, { input: formOf(loaded, { message: 'client 2' }), version: loaded.version });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors![0]!.extensions!.field).toBe('version');
    const text = stale.errors![0]!.message;
    expect(text).toMatch(CONFLICT_TEXT);
    expect(text.match(CONFLICT_TEXT)![1]).toBe('Admin ORDCONC');
    expect(text).toContain(new Date(after1.changedAt).toISOString().slice(0, 16).replace('T', ' '));

    // Nothing changed: the row, the message and the version are client 1's.
    const now = await read(loaded.id);
    expect(now.version).toBe(after1.version);
    expect(now.message).toBe('client 1');
    expect(now.operations.map((r: Json) => r.id)).toEqual(after1.operations.map((r: Json) => r.id));

    // Client 2 re-applies its change on the fresh copy (its version) and saves: both edits are kept.
    const again = await asPricing(SAVE, { input: formOf(now, { message: 'client 2' }), version: now.version });
    expect(again.errors).toBeUndefined();
    expect(again.data!.saveOrder.operations).toHaveLength(4);
    expect(again.data!.saveOrder).toMatchObject({ message: 'client 2', changedByName: 'Pricing ORDCONC' });
  });

  it('a save without a version is not checked (the behaviour before versions)', async () => {
    const loaded = await sharedOrder();
    await asAdmin(SAVE, { input: formOf(loaded, { message: 'client 1' }), version: loaded.version });
    const unchecked = await asPricing(SAVE, { input: formOf(loaded, { message: 'no version' }) });
    expect(unchecked.errors).toBeUndefined();
    expect(unchecked.data!.saveOrder).toMatchObject({ message: 'no version', version: 3 });
  });

  it('the row edits (addOperation) take the version too; a version that is no whole number is refused', async () => {
    const loaded = await sharedOrder();
    await asAdmin(SAVE, { input: formOf(loaded, { message: 'moved on' }), version: 1 });
    const stale = await asPricing(ADD_OP, {
      orderId: loaded.id,
      input: { operation: 'PASSING', ...CAPE_POINT },
      version: 1,
    });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((await read(loaded.id)).operations).toHaveLength(3);
    const zero = await asPricing(SAVE, { input: formOf(loaded), version: 0 });
    expect(codeOf(zero)).toBe('BAD_USER_INPUT');
    expect(zero.errors![0]!.extensions!.field).toBe('version');
  });

  it('REST: PUT /updateClientQuery and POST /updateCargoDetails answer 409 from a stale version; without one, as before', async () => {
    const token = t.users.pricing.token;
    const call = (method: string, path: string, body?: unknown, as = token) =>
      rest<Json>(server.url, method, path, { token: as, body });
    const created = await call('POST', '/clientQuery', legacyOrderBody({ access: 'public', cargoList: LEGACY_ROWS }));
    expect(created.status).toBe(200);
    const id = created.body as unknown as number;
    const loaded = (await call('GET', `/queryById?id=${id}`)).body;
    expect(loaded.version).toBe(1);
    const rows = (await call('GET', `/CargoByQuery?id=${id}`)).body as Json[];

    const first = await call(
      'PUT',
      '/updateClientQuery',
      { ...legacyOrderBody(), id, message: 'admin', version: 1 },
      t.users.admin.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2, message: 'Query updated successfully' });

    const stale = await call('PUT', '/updateClientQuery', {
      ...legacyOrderBody(),
      id,
      name: 'Stale',
      version: 1,
      cargoList: rows.slice(0, 2),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', field: 'version' });
    expect(stale.body.error).toMatch(/^This order was changed by Admin ORDCONC at .+ UTC$/);
    const staleRows = await call('POST', `/updateCargoDetails?queryId=${id}&version=1`, rows.slice(0, 2));
    expect(staleRows.status).toBe(409);

    const back = (await call('GET', `/queryById?id=${id}`)).body;
    expect(back).toMatchObject({ name: 'Legacy order', version: 2 });
    expect((await call('GET', `/CargoByQuery?id=${id}`)).body).toHaveLength(rows.length);

    const legacy = await call('PUT', '/updateClientQuery', { ...legacyOrderBody(), id, name: 'Legacy edit' });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ name: 'Legacy edit', version: 3 });
    const bad = await call('PUT', '/updateClientQuery', { ...legacyOrderBody(), id, version: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
  });

  it('serialises concurrent saves of one order: the result is one of them entirely', async () => {
    // Points at sea of their own: custom points.
    const seaPoint = (v: number) => ({ port: `P${v}`, customPoint: true, lat: 1, lng: 100 + v });
    const order = await saveOrder(server.url, t.users.pricing.token, orderInput({ name: 'race' }));
    const rows = order.operations.slice(1) as Json[];
    const versions = [1, 2, 3, 4, 5, 6].map((v) => ({
      id: order.id,
      name: `race v${v}`,
      operations: [
        rows[0] && { id: rows[0].id, notes: `v${v}` },
        ...Array.from({ length: v % 3 }, () => ({ operation: 'PASSING', ...seaPoint(v), notes: `v${v}` })),
        rows[1] && { id: rows[1].id, notes: `v${v}` },
      ],
    }));
    const results = await Promise.all(
      versions.map((input) => gql(server.url, SAVE_ORDER, { input }, t.users.pricing.token)),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    const final = (await gql<{ order: Json }>(server.url, WHOLE_ORDER, { id: order.id }, t.users.pricing.token)).data!
      .order;
    const v = /v(\d)$/.exec(final.name)![1];
    expect(final.operations.slice(1).map((o: Json) => o.notes)).toEqual(Array(2 + (Number(v) % 3)).fill(`v${v}`));
    expect(final.operations.filter((o: Json) => o.operation === 'PASSING').every((o: Json) => o.port === `P${v}`)).toBe(
      true,
    );
  });
});
