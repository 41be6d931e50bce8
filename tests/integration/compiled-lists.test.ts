import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, type GqlResult } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, orderInput, saveOrder, saveVoyage, SET_PINS, type Json } from './orders-support.js';

/**
 * The lists' queries run compiled (graphql-jit, ADR 0036); the same query with one more root field runs on
 * graphql-js (server/graphql/compiled-execution.ts). Both must answer the same, value for value, errors
 * included (the extra field comes last, so an error's locations and path are the same in both).
 */
const ROW = `__typename id databaseId name access firstLoadPort lastDischargePort cargo loadQty voyType account
  createdDate createdUserName userId pinned`;
const ORDERS = (root: string) => `query Orders($page: PageInput, $search: OrderSearchInput, $withRows: Boolean!) {
  ${root}(page: $page, search: $search) {
    __typename number size totalElements totalPages
    content @include(if: $withRows) { ${ROW} ...more }
    rows: content { databaseId n: name }
  }
  EXTRA
}
fragment more on OrderListRow { loadQty again: createdDate }`;
const VOYAGES = `query Voyages($scope: SavedResultScope, $text: String, $page: PageInput) {
  voyages(scope: $scope, text: $text, page: $page) {
    number size totalElements totalPages
    content { __typename id databaseId saveLabel vessel name openingPort firstLoadPort lastDischargePort loadQuantity
      createdDate createdUserName userId orderId }
  }
  EXTRA
}`;

/** The query as the lists send it (compiled), and with a root field that makes it run on graphql-js. */
const compiled = (q: string) => q.replace('EXTRA', '');
const plain = (q: string) => q.replace('EXTRA', 'plainToo: __typename');

describe('compiled execution of the lists answers what graphql-js answers', () => {
  let server: TestServer;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    tenant = await createTenant(server, 'JITLISTS');
    const { pricing, sales } = tenant.users;
    const ids: number[] = [];
    for (const [i, token] of [pricing.token, sales.token, pricing.token, sales.token].entries()) {
      const input = orderInput({ name: `Jit order ${i}`, access: i === 3 ? 'PRIVATE' : 'PUBLIC' });
      ids.push((await saveOrder(server.url, token, input)).id as number);
    }
    await gql(server.url, SET_PINS, { ids: [ids[0]] }, pricing.token);
    await saveVoyage(server.url, pricing.token, 'Jit voyage A');
    await saveVoyage(server.url, tenant.users.admin.token, 'Jit voyage B', 2);
  }, 120_000);
  afterAll(async () => server?.close());

  async function both(query: string, variables: Json, token?: string): Promise<[GqlResult<Json>, GqlResult<Json>]> {
    return [
      await gql(server.url, compiled(query), variables, token),
      await gql(server.url, plain(query), variables, token),
    ];
  }

  const orderCases: [string, Json][] = [
    ['first page', { withRows: true }],
    ['page 2 of 2', { withRows: true, page: { offset: 1, limit: 2 } }],
    ['without the included rows', { withRows: false, page: { offset: 0, limit: 3 } }],
    ['search text', { withRows: true, search: { text: 'jit ORDER 1' } }],
    [
      'column search and bounds',
      { withRows: true, search: { columns: [{ column: 'NAME', text: 'order' }], loadQtyFrom: 1 } },
    ],
    ['nothing found', { withRows: true, search: { text: 'no such order anywhere' } }],
  ];
  for (const root of ['allOrders', 'myOrders']) {
    for (const [name, variables] of orderCases) {
      it(`${root}: ${name}`, async () => {
        for (const user of ['pricing', 'sales', 'admin'] as const) {
          const [a, b] = await both(ORDERS(root), variables, tenant.users[user].token);
          expect(a.errors).toBeUndefined();
          expect(a.status).toBe(200);
          expect(a.data![root]).toEqual(b.data![root]);
          expect(Object.keys(a.data!)).toEqual([root]);
          expect(b.data!.plainToo).toBe('Query');
        }
      });
    }
  }

  it('voyages: both scopes, a search and a page', async () => {
    for (const variables of [{}, { scope: 'MINE' }, { text: 'voyage b' }, { page: { offset: 1, limit: 1 } }]) {
      const [a, b] = await both(VOYAGES, variables, tenant.users.pricing.token);
      expect(a.errors).toBeUndefined();
      expect(a.data!.voyages.totalElements).toBeGreaterThan(0);
      expect(a.data!.voyages).toEqual(b.data!.voyages);
    }
  });

  it('refusals are the same answer: variables graphql-js refuses, no token, a bad search', async () => {
    const token = tenant.users.pricing.token;
    const cases: [Json, string | undefined, number][] = [
      [{ withRows: true, page: { offset: 'x' } }, token, 400],
      [{ withRows: true, search: { type: 'NOPE' } }, token, 400],
      [{ withRows: true, page: { offset: 0, limit: 20, extra: 1 } }, token, 400],
      [{ withRows: true }, undefined, 401],
      [{ withRows: true, search: { columns: [{ column: 'ALL', text: 'x' }] } }, token, 400],
    ];
    for (const [variables, who, status] of cases) {
      const [a, b] = await both(ORDERS('allOrders'), variables, who);
      expect(a.status).toBe(status);
      expect(a.errors?.length).toBeGreaterThan(0);
      expect(a.errors).toEqual(b.errors);
      expect(a.data ?? null).toBeNull();
    }
  });
});
