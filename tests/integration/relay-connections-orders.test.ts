import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import type { Em } from '../../server/db/orm.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, orderInput, saveOrder, SET_PINS } from './orders-support.js';
import {
  connectionQuery,
  expectArgumentRefusals,
  forgedCursor,
  page,
  refusal,
  walk,
  type Json,
} from './relay-connections-support.js';

const NODE = 'id databaseId name access createdDate pinned userId';
const OFFSET = (field: string) =>
  `query ($page: PageInput, $search: OrderSearchInput) { ${field}(page: $page, search: $search) { content { databaseId } totalElements totalPages } }`;
const MY_ORDERS = OFFSET('myOrders');
const ALL_ORDERS = OFFSET('allOrders');
const ORDERS = connectionQuery(
  'ordersConnection',
  NODE,
  ', $scope: OrderListScope!, $filter: OrderSearchInput',
  ', scope: $scope, filter: $filter',
);

/** Orders created straight in the table (the triggers keep the list columns and counts), `step` minutes apart. */
async function seedOrders(server: TestServer, orgId: number, userIds: number[], count: number, tag: string) {
  const users = `(array[${userIds.join(',')}])`;
  // Three orders share each creation time: the id decides between them.
  await (server.orm.em.fork() as Em).execute(
    `insert into client_query (created_at, updated_at, name, access, qty_mode, laycan_start_date, laycan_end_date,
      organization_id, created_by_id)
    select timestamptz '2026-01-01' + (g / 3) * interval '1 minute' + interval '123456 microseconds', now(),
      '${tag} ' || g, (case when g % 4 = 0 then 'private' else 'public' end)::order_access, 'MOLOO'::qty_mode,
      now(), now() + interval '5 days', ${orgId}, ${users}[1 + g % ${userIds.length}]
    from generate_series(1, ${count}) g`,
  );
}

/** Every row of an offset list (10 000 at most), in its order. */
async function offsetList(url: string, token: string, query: string, field: string, search: Json | null) {
  const rows: Json[] = [];
  for (let offset = 0; ; offset++) {
    const r = await gql<Json>(url, query, { page: { offset, limit: 100 }, search }, token);
    expect(r.errors).toBeUndefined();
    const p = r.data![field];
    rows.push(...p.content);
    if (offset + 1 >= p.totalPages) return { rows, total: p.totalElements as number };
  }
}

describe('ordersConnection: My / All Orders by cursor', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('pages forward and backward in the offset lists order, with their totals, filters and pins', async () => {
    const t = await createTenant(server, 'RCORD');
    const [p, s] = [t.users.pricing, t.users.sales];
    await seedOrders(server, t.orgId, [p.id, s.id], 61, 'Seeded');
    const saved = await gql<Json>(
      server.url,
      'mutation ($input: OrderInput!) { saveOrder(input: $input) { name databaseId } }',
      { input: orderInput({ name: 'Mine kamsar', access: 'PRIVATE' }) },
      p.token,
    );
    const mine = saved.data!.saveOrder;
    const pins = await gql(server.url, SET_PINS, { ids: [mine.databaseId] }, p.token);
    expect(pins.errors).toBeUndefined();
    const cases: [string, string, string, Json | null][] = [
      ['ALL', ALL_ORDERS, 'allOrders', null],
      ['MY', MY_ORDERS, 'myOrders', null],
      ['ALL', ALL_ORDERS, 'allOrders', { text: '1', type: 'NAME' }],
      ['MY', MY_ORDERS, 'myOrders', { createdFrom: '2026-01-01T00:05:00Z', text: 'seeded' }],
    ];
    for (const [scope, offsetQuery, field, filter] of cases) {
      const expected = await offsetList(server.url, p.token, offsetQuery, field, filter);
      expect(expected.total).toBeGreaterThan(7);
      const vars = { scope, filter };
      // Row by row on the first list only: every page boundary; the others in pages of 7 and 100.
      for (const size of filter === null && scope === 'ALL' ? [1, 7, 100] : [7, 100]) {
        const fwd = await walk(server.url, p.token, ORDERS, 'ordersConnection', vars, size);
        expect(fwd.totalCount).toBe(expected.total);
        expect(fwd.nodes.map((n) => n.databaseId)).toEqual(expected.rows.map((r) => r.databaseId));
        const back = await walk(server.url, p.token, ORDERS, 'ordersConnection', vars, size, 'backward');
        expect(back.nodes.map((n) => n.databaseId)).toEqual(expected.rows.map((r) => r.databaseId));
        expect(back.totalCount).toBe(expected.total);
      }
    }
    // The pinned order leads My Orders; All Orders has only public orders besides the viewer's own.
    const my = await page(server.url, p.token, ORDERS, 'ordersConnection', { scope: 'MY', first: 2 });
    expect(my.edges[0].node).toMatchObject({ name: 'Mine kamsar', pinned: true });
    const all = await walk(server.url, s.token, ORDERS, 'ordersConnection', { scope: 'ALL' }, 50);
    expect(all.nodes.every((n) => n.access === 'public' || n.userId === s.id)).toBe(true);
    expect(all.nodes.some((n) => n.name === mine.name)).toBe(false);
  }, 180_000);

  it('an integrator pages through 1,000 orders while orders are being added: each seen once, none missed', async () => {
    const t = await createTenant(server, 'RCBULK');
    const [p, s] = [t.users.pricing, t.users.sales];
    await seedOrders(server, t.orgId, [p.id, s.id], 1000, 'Bulk');
    const before = await walk(server.url, p.token, ORDERS, 'ordersConnection', { scope: 'ALL' }, 100);
    const atStart = new Set(before.nodes.map((n) => n.id as string));
    expect(atStart.size).toBe(before.totalCount);
    expect(before.totalCount).toBeGreaterThan(700);

    // Another client keeps adding orders: new ones through the API (newest first: ahead of the cursor), and
    // back-dated ones straight in the table, landing inside pages already read and pages still to come.
    let adding = true;
    let added = 0;
    const writer = (async () => {
      const em = server.orm.em.fork() as Em;
      while (adding) {
        await saveOrder(server.url, s.token, orderInput({ name: `Added ${added}`, access: 'PUBLIC' }));
        await em.execute(
          `insert into client_query (created_at, updated_at, name, access, qty_mode, laycan_start_date,
            laycan_end_date, organization_id, created_by_id)
          values (timestamptz '2026-01-01' + ? * interval '1 second', now(), ?, 'public', 'MOLOO', now(), now(), ?, ?)`,
          [Math.floor(Math.random() * 20_000), `Backdated ${added}`, t.orgId, s.id],
        );
        added += 2;
      }
    })();
    let seed = 7;
    const size = () => 20 + ((seed = (seed * 48271) % 2147483647) % 31);
    const during = await walk(server.url, p.token, ORDERS, 'ordersConnection', { scope: 'ALL' }, size);
    adding = false;
    await writer;

    expect(added).toBeGreaterThan(0);
    const ids = during.nodes.map((n) => n.id as string);
    expect(new Set(ids).size).toBe(ids.length);
    const missing = [...atStart].filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
    // The order of what was read is the list's order: newest first, id breaking ties.
    const sorted = [...during.nodes].sort(
      (a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate) || b.databaseId - a.databaseId,
    );
    expect(during.nodes.map((n) => n.id)).toEqual(sorted.map((n) => n.id));
  });

  it("never shows another organization's orders, refuses a role without the orders routes, and bad arguments", async () => {
    const a = await createTenant(server, 'RCISO1');
    const b = await createTenant(server, 'RCISO2');
    await seedOrders(server, a.orgId, [a.users.pricing.id], 5, 'Iso A');
    await seedOrders(server, b.orgId, [b.users.pricing.id], 5, 'Iso B');
    const seen = await walk(server.url, b.users.admin.token, ORDERS, 'ordersConnection', { scope: 'ALL' }, 3);
    expect(seen.nodes.length).toBe(4);
    expect(seen.nodes.every((n) => n.name.startsWith('Iso B'))).toBe(true);
    // Org A's cursor means nothing in org B: it is only a position; org B's rows after it are org B's.
    const aPage = await page(server.url, a.users.pricing.token, ORDERS, 'ordersConnection', { scope: 'ALL', first: 1 });
    const bAfter = await page(server.url, b.users.pricing.token, ORDERS, 'ordersConnection', {
      scope: 'ALL',
      after: aPage.pageInfo.endCursor,
    });
    expect(bAfter.edges.every((e: Json) => e.node.name.startsWith('Iso B'))).toBe(true);

    // The offset lists' refusal for a role without /orders and /calculator, and the connection's.
    // The admin login (Super Admin) has no orders screen.
    const superAdmin = await loginToken(server.url, 'superadmin@demo.example');
    const offset = await gql(server.url, ALL_ORDERS, {}, superAdmin);
    const conn = await gql(server.url, ORDERS, { scope: 'ALL' }, superAdmin);
    expect(refusal(offset).code).toBe('FORBIDDEN');
    expect(refusal(conn).code).toBe('FORBIDDEN');
    const anonymous = await gql(server.url, ORDERS, { scope: 'ALL' });
    expect(refusal(anonymous).code).toBe('UNAUTHENTICATED');

    const myCursor = (
      await page(server.url, a.users.pricing.token, ORDERS, 'ordersConnection', { scope: 'MY', first: 1 })
    ).pageInfo.endCursor;
    await expectArgumentRefusals(
      server.url,
      a.users.pricing.token,
      ORDERS,
      'ordersConnection',
      { scope: 'ALL' },
      myCursor,
    );
    for (const forged of [
      forgedCursor('allOrders', ['2026-13-01T00:00:00.000000Z', '5']),
      forgedCursor('allOrders', ['yesterday', '5']),
      forgedCursor('allOrders', ['2026-01-01T00:00:00.000000Z', '0']),
    ]) {
      const r = await gql(server.url, ORDERS, { scope: 'ALL', after: forged }, a.users.pricing.token);
      expect(refusal(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    }
  });
});
