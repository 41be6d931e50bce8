import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { codeOf, createTenant, ORDER, ORDER_FIELDS, orderInput, saveOrder, type Json } from './orders-support.js';

const COPY = `mutation ($id: Int!) { copyOrder(id: $id) { ${ORDER_FIELDS} } }`;

/** The rows as a user sees them, without the ids that differ between an order and its copy. */
const rowsOf = (order: Json) => (order.operations as Json[]).map(({ id: _id, orderId: _order, ...row }) => row);
const detailsOf = (order: Json) =>
  (order.cargoExtraDetails as Json[]).map((d) => ({
    row: (order.operations as Json[]).findIndex((o) => o.id === d.operationId),
    bunkerSuppliedHsfo: d.bunkerSuppliedHsfo,
    paidBy: d.paidBy,
  }));

describe('Copy as my order (copyOrder)', () => {
  let server: TestServer;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let colleagues: Json;

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await createTenant(server, 'COPYORD');
    const base = orderInput();
    colleagues = await saveOrder(
      server.url,
      tenant.users.admin.token,
      orderInput({
        name: "Admin's public order",
        access: 'PUBLIC',
        cve: 1750,
        operations: [
          base.operations[0],
          { operation: 'BUNKERING', port: 'Singapore', extraDetail: { bunkerSuppliedHsfo: 1800, paidBy: 'OPERATOR' } },
          base.operations[1],
        ],
      }),
    );
  });
  afterAll(async () => server?.close());

  it("makes a colleague's public order the caller's own private order, rows and bunker supply included", async () => {
    const pricing = tenant.users.pricing;
    const r = await gql<{ copyOrder: Json }>(server.url, COPY, { id: colleagues.id }, pricing.token);
    expect(r.errors).toBeUndefined();
    const copy = r.data!.copyOrder;
    expect(copy.id).not.toBe(colleagues.id);
    expect(copy).toMatchObject({
      name: "Admin's public order",
      access: 'PRIVATE',
      createdById: pricing.id,
      createdUserName: 'Pricing COPYORD',
      cve: 1750,
      laycanStartDate: colleagues.laycanStartDate,
    });
    expect(rowsOf(copy)).toEqual(rowsOf(colleagues));
    expect(detailsOf(copy)).toEqual(detailsOf(colleagues));
    expect(detailsOf(copy)).toEqual([{ row: 2, bunkerSuppliedHsfo: 1800, paidBy: 'OPERATOR' }]);
    expect(copy.calculationFormat).toBe(copy.operations.map((o: Json) => o.id).join(','));

    // The copy is the caller's to change; the original is still refused and untouched.
    const renamed = await saveOrder(server.url, pricing.token, { id: copy.id, name: 'My version' });
    expect(renamed.name).toBe('My version');
    const refused = await gql(
      server.url,
      `mutation ($input: OrderInput!) { saveOrder(input: $input) { id: databaseId } }`,
      {
        input: { id: colleagues.id, name: 'Not mine' },
      },
      pricing.token,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const original = (await gql<{ order: Json }>(server.url, ORDER, { id: colleagues.id }, pricing.token)).data!.order;
    expect(original).toMatchObject({
      name: "Admin's public order",
      access: 'PUBLIC',
      createdById: tenant.users.admin.id,
    });
  });

  it("answers NOT_FOUND for an order the caller cannot see: a colleague's private one or another organization's", async () => {
    const priv = await saveOrder(server.url, tenant.users.admin.token, orderInput({ name: 'Private to admin' }));
    const r = await gql(server.url, COPY, { id: priv.id }, tenant.users.pricing.token);
    expect(codeOf(r)).toBe('NOT_FOUND');
    const other = await loginToken(server.url, 'admin@other.example');
    expect(codeOf(await gql(server.url, COPY, { id: colleagues.id }, other))).toBe('NOT_FOUND');
  });

  it('writes nothing when the copy is refused', async () => {
    const mine = `query { myOrders { totalElements } }`;
    const count = async () =>
      (await gql<{ myOrders: { totalElements: number } }>(server.url, mine, {}, tenant.users.sales.token)).data!
        .myOrders.totalElements;
    const before = await count();
    expect(codeOf(await gql(server.url, COPY, { id: 999_999 }, tenant.users.sales.token))).toBe('NOT_FOUND');
    expect(await count()).toBe(before);
  });

  it('lets the Super Admin read an order for /map/{id} but not copy or list orders', async () => {
    const demoAdmin = await loginToken(server.url, 'admin@demo.example');
    const order = await saveOrder(server.url, demoAdmin, orderInput({ name: 'Demo public', access: 'PUBLIC' }));
    const sa = await loginToken(server.url, 'superadmin@demo.example');
    const read = await gql<{ order: Json }>(server.url, ORDER, { id: order.id }, sa);
    expect(read.errors).toBeUndefined();
    expect(read.data!.order.operations.map((o: Json) => o.port)).toEqual(['', 'Tubarao', 'Qingdao']);
    expect(codeOf(await gql(server.url, COPY, { id: order.id }, sa))).toBe('FORBIDDEN');
    expect(codeOf(await gql(server.url, `query { myOrders { totalElements } }`, {}, sa))).toBe('FORBIDDEN');
  });
});
