import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  ALL_ORDERS,
  codeOf,
  createTenant,
  MY_ORDERS,
  orderInput,
  PINS,
  saveOrder,
  SET_PINS,
  type Json,
} from './orders-support.js';

/** The two orders tables (My Orders, All Orders), their columns, paging and search, and pins, over GraphQL. */
describe('order lists and pins over GraphQL', () => {
  let server: TestServer;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    tenant = await createTenant(server, 'ORDLISTS');
  });
  afterAll(async () => server?.close());

  it('lists: My Orders are mine with pinned first; All Orders are the public ones plus mine; columns derive from the rows', async () => {
    const t = await createTenant(server, 'ORDLIST');
    const [a, p, s] = [t.users.admin.token, t.users.pricing.token, t.users.sales.token];
    const mine1 = await saveOrder(server.url, p, orderInput({ name: 'P private', access: 'PRIVATE' }));
    const mine2 = await saveOrder(server.url, p, orderInput({ name: 'P public', access: 'PUBLIC' }));
    await saveOrder(server.url, s, orderInput({ name: 'S private', access: 'PRIVATE' }));
    await saveOrder(
      server.url,
      s,
      orderInput({
        name: 'S public',
        access: 'PUBLIC',
        qtyMode: 'MINMAX',
        operations: [
          {
            operation: 'LOADING',
            port: 'Kamsar',
            rate: 30000,
            cargoQty: 170000,
            max: 180000,
            cargo: 'Bauxite',
            account: 'SAIC',
          },
          { operation: 'LOADING', port: 'Conakry', rate: 20000, cargoQty: 10000, max: 12000 },
          { operation: 'DISCHARGING', port: 'Yantai', rate: 25000 },
          { operation: 'DISCHARGING', port: 'Longkou', rate: 25000 },
        ],
      }),
    );

    const my = (await gql<{ myOrders: Json }>(server.url, MY_ORDERS, {}, p)).data!.myOrders;
    expect(my).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 10 });
    expect(my.content.map((r: Json) => r.name)).toEqual(['P public', 'P private']);
    await gql(server.url, SET_PINS, { ids: [mine1.id] }, p);
    const pinned = (await gql<{ myOrders: Json }>(server.url, MY_ORDERS, {}, p)).data!.myOrders;
    expect(pinned.content.map((r: Json) => [r.name, r.pinned])).toEqual([
      ['P private', true],
      ['P public', false],
    ]);

    const all = (await gql<{ allOrders: Json }>(server.url, ALL_ORDERS, {}, p)).data!.allOrders;
    expect(all.content.map((r: Json) => r.name)).toEqual(['S public', 'P public', 'P private']);
    expect(all.content[0]).toMatchObject({
      access: 'public',
      firstLoadPort: 'Kamsar',
      lastDischargePort: 'Longkou',
      cargo: 'Bauxite',
      account: 'SAIC',
      loadQty: 192000,
      voyType: 'Single Freight',
      createdUserName: 'Sales ORDLIST',
      userId: t.users.sales.id,
    });
    expect(all.content[1]).toMatchObject({
      firstLoadPort: 'Tubarao',
      lastDischargePort: 'Qingdao',
      cargo: 'Iron ore',
      loadQty: 150000,
    });
    // The admin sees public orders and its own only: private orders of others never appear.
    const adminAll = (await gql<{ allOrders: Json }>(server.url, ALL_ORDERS, {}, a)).data!.allOrders;
    expect(adminAll.content.map((r: Json) => r.name)).toEqual(['S public', 'P public']);

    const page = (await gql<{ allOrders: Json }>(server.url, ALL_ORDERS, { page: { limit: 2, offset: 1 } }, p)).data!
      .allOrders;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(page.content.map((r: Json) => r.id)).toEqual([mine1.id]);
    const search = async (search: Json) =>
      ((await gql<{ allOrders: Json }>(server.url, ALL_ORDERS, { search }, p)).data!.allOrders.content as Json[]).map(
        (r) => r.name,
      );
    expect(await search({ text: 'kams', type: 'FIRST_LOAD_PORT' })).toEqual(['S public']);
    expect(await search({ text: 'LONGKOU', type: 'LAST_DISCHARGE_PORT' })).toEqual(['S public']);
    expect(await search({ text: 'iron', type: 'CARGO' })).toEqual(['P public', 'P private']);
    expect(await search({ text: 'sales', type: 'CREATED_BY' })).toEqual(['S public']);
    expect(await search({ text: 'minerva', type: 'ACCOUNT' })).toEqual(['P public', 'P private']);
    expect(await search({ text: 'single', type: 'VOY_TYPE' })).toHaveLength(3);
    expect(await search({ text: 'P pub' })).toEqual(['P public']);
    expect(await search({ text: '%' })).toEqual([]);
    // The search row combines its columns: every column's text must match.
    const cols = (...pairs: [string, string][]) => ({ columns: pairs.map(([column, text]) => ({ column, text })) });
    expect(await search(cols(['CARGO', 'iron'], ['NAME', 'private']))).toEqual(['P private']);
    expect(await search(cols(['CARGO', 'iron'], ['CREATED_BY', 'sales']))).toEqual([]);
    expect(await search(cols(['ACCOUNT', 'minerva'], ['CARGO', ' ']))).toEqual(['P public', 'P private']);
    const refused = await gql(server.url, ALL_ORDERS, { search: cols(['ALL', 'iron']) }, p);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'search.columns[0].column',
    });
    expect(await search({ loadQtyFrom: 160000 })).toEqual(['S public']);
    expect(await search({ loadQtyTo: 160000 })).toEqual(['P public', 'P private']);
    expect(await search({ createdFrom: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await search({ createdTo: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(3);
    expect(mine2.access).toBe('PUBLIC');
  });

  it("pins: set and read your own, read a colleague's, refuse unknown or invisible orders", async () => {
    const t = await createTenant(server, 'ORDPIN');
    const mine = await saveOrder(server.url, t.users.pricing.token, orderInput({ name: 'pin me' }));
    const othersPrivate = await saveOrder(server.url, t.users.sales.token, orderInput({ name: 'not yours' }));
    const set = await gql<{ setPinnedOrders: number[] }>(
      server.url,
      SET_PINS,
      { ids: [mine.id, mine.id] },
      t.users.pricing.token,
    );
    expect(set.data!.setPinnedOrders).toEqual([mine.id]);
    const colleague = await gql<{ pinnedOrderIds: number[] }>(
      server.url,
      PINS,
      { userId: t.users.pricing.id },
      t.users.admin.token,
    );
    expect(colleague.data!.pinnedOrderIds).toEqual([mine.id]);
    const foreignUser = await gql(server.url, PINS, { userId: tenant.users.admin.id }, t.users.admin.token);
    expect(codeOf(foreignUser)).toBe('NOT_FOUND');
    for (const id of [othersPrivate.id, 999999]) {
      const r = await gql(server.url, SET_PINS, { ids: [mine.id, id] }, t.users.pricing.token);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids[1]' });
    }
    expect(
      (await gql<{ pinnedOrderIds: number[] }>(server.url, PINS, {}, t.users.pricing.token)).data!.pinnedOrderIds,
    ).toEqual([mine.id]);
    expect(
      (await gql<{ setPinnedOrders: number[] }>(server.url, SET_PINS, { ids: [] }, t.users.pricing.token)).data!
        .setPinnedOrders,
    ).toEqual([]);
  });

  it('the demo orders are there for the demo admin', async () => {
    const demoAdmin = await loginToken(server.url, 'admin@demo.example');
    const my = (await gql<{ myOrders: Json }>(server.url, MY_ORDERS, {}, demoAdmin)).data!.myOrders;
    expect(my.totalElements).toBe(4);
    expect(my.content.map((r: Json) => r.firstLoadPort).sort()).toEqual([
      'Convent',
      'Kamsar',
      'Newcastle (NSW)',
      'Tubarao',
    ]);
  });
});
