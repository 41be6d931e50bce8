import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { gql } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  ADD_OPERATION,
  CAPE_POINT,
  codeOf,
  COPY_ORDER,
  createTenant,
  DELETE_DETAIL,
  DELETE_OPERATION,
  DELETE_ORDER,
  ORDER,
  orderInput,
  PINS,
  REORDER,
  SAVE_DETAIL,
  SAVE_ORDER,
  saveOrder,
  SET_PINS,
  type Json,
} from './orders-support.js';

describe('orders over GraphQL', () => {
  let server: TestServer;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let admin: string;
  let pricing: string;
  let sales: string;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    tenant = await createTenant(server, 'ORDGQL');
    ({ admin, pricing, sales } = {
      admin: tenant.users.admin.token,
      pricing: tenant.users.pricing.token,
      sales: tenant.users.sales.token,
    });
  });
  afterAll(async () => server?.close());

  const getOrder = async (id: number, token = pricing) =>
    (await gql<{ order: Json }>(server.url, ORDER, { id }, token)).data!.order;

  it('creates an order with Commence added as row 0; creator, creation time and calculationFormat come from the server', async () => {
    const before = Date.now();
    const order = await saveOrder(server.url, pricing, orderInput({ name: 'Created by pricing' }));
    expect(order).toMatchObject({
      name: 'Created by pricing',
      access: 'PRIVATE',
      freightMode: 'SINGLE_FREIGHT',
      createdUserName: 'Pricing ORDGQL',
      createdById: tenant.users.pricing.id,
    });
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.operations.map((o: Json) => o.operation)).toEqual(['COMMENCE', 'LOADING', 'DISCHARGING']);
    expect(order.operations.map((o: Json) => o.index)).toEqual([0, 1, 2]);
    expect(order.calculationFormat).toBe(order.operations.map((o: Json) => o.id).join(','));
    // Commissions follow the row's terms: ttlComm = 3.75 + 1.25, netFrt = 20 x 0.95.
    expect(order.operations[1]).toMatchObject({ ttlComm: 5, netFrt: 19, orderId: order.id });
    expect(await getOrder(order.id)).toEqual(order);
  });

  it("answers the form's messages as BAD_USER_INPUT: the first with its field, all of them in extensions.errors", async () => {
    const input = orderInput({
      name: ' ',
      access: null,
      laycanEndDate: null,
      operations: [
        { operation: 'LOADING', port: '', rate: 0 },
        { operation: 'DISCHARGING', port: 'Qingdao', rate: 5 },
      ],
    });
    const r = await gql(server.url, SAVE_ORDER, { input }, pricing);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toBe('Query Name is Required');
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((r.errors?.[0]?.extensions as Json).errors).toEqual([
      { field: 'name', message: 'Query Name is Required' },
      { field: 'access', message: 'Access Mode is Required' },
      { field: 'laycanEndDate', message: 'Laycan end date is Required' },
      { field: 'operations[0].port', message: 'Loading PORT is required' },
      { field: 'operations[0].rate', message: 'Loading RATE must be greater than 0' },
    ]);
    const late = await gql(
      server.url,
      SAVE_ORDER,
      { input: orderInput({ laycanEndDate: '2027-03-01T00:00:00Z' }) },
      pricing,
    );
    expect(late.errors?.[0]).toMatchObject({
      message: ORDER_MSG.laycanEndBeforeStart,
      extensions: { field: 'laycanEndDate' },
    });
    const noRows = await gql(server.url, SAVE_ORDER, { input: orderInput({ operations: null }) }, pricing);
    expect(noRows.errors?.[0]?.message).toBe(ORDER_MSG.loadingAndDischarging);
  });

  it('updates in place: fields left out keep their value, listed rows keep their ids, an omitted Passing row goes', async () => {
    const created = await saveOrder(
      server.url,
      pricing,
      orderInput({
        cve: 1500,
        operations: [
          ...orderInput().operations.slice(0, 1),
          { operation: 'PASSING', ...CAPE_POINT },
          ...orderInput().operations.slice(1),
        ],
      }),
    );
    const [commence, loading, passing, discharging] = created.operations as Json[];
    const updated = await saveOrder(server.url, pricing, {
      id: created.id,
      name: 'Renamed',
      operations: [
        { id: loading!.id, rate: 60000 },
        { operation: 'WAITING', port: 'Singapore' },
        { id: discharging!.id },
      ],
    });
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Renamed',
      cve: 1500,
      access: 'PRIVATE',
      createdAt: created.createdAt,
    });
    expect(updated.operations.map((o: Json) => [o.operation, o.port])).toEqual([
      ['COMMENCE', ''],
      ['LOADING', 'Tubarao'],
      ['WAITING', 'Singapore'],
      ['DISCHARGING', 'Qingdao'],
    ]);
    expect(updated.operations[0].id).toBe(commence!.id);
    expect(updated.operations[1]).toMatchObject({ id: loading!.id, rate: 60000, cargoQty: 150000 });
    expect(updated.operations.map((o: Json) => o.id)).not.toContain(passing!.id);
    expect(updated.calculationFormat).toBe(updated.operations.map((o: Json) => o.id).join(','));
  });

  it("a row added without a DWF takes the order's (the one every row shares, else its predecessor's); a typed one wins", async () => {
    const created = await saveOrder(
      server.url,
      pricing,
      orderInput({ operations: orderInput().operations.map((o: Json) => ({ ...o, dwf: 2.5 })) }),
    );
    const [, loading, discharging] = created.operations as Json[];
    const DWF = `query ($id: Int!) { order(id: $id) { operations { operation dwf } } }`;
    await saveOrder(server.url, pricing, {
      id: created.id,
      operations: [
        { id: loading!.id },
        { operation: 'BUNKERING', port: 'Singapore' },
        { operation: 'PASSING', ...CAPE_POINT, dwf: 1 },
        { id: discharging!.id },
      ],
    });
    const read = await gql<{ order: { operations: Json[] } }>(server.url, DWF, { id: created.id }, pricing);
    expect(read.data!.order.operations.map((o) => [o.operation, o.dwf])).toEqual([
      ['COMMENCE', 0],
      ['LOADING', 2.5],
      ['BUNKERING', 2.5],
      ['PASSING', 1],
      ['DISCHARGING', 2.5],
    ]);
  });

  it('Single Freight copies the first Loading row to later Loading rows on every save; Multiple Freight does not', async () => {
    const rows = [
      { operation: 'LOADING', port: 'Tubarao', rate: 80000, freight: 21.5, adcom: 3.75, other: 0.5, brokerage: 1.25 },
      { operation: 'LOADING', port: 'Ponta da Madeira', rate: 60000, freight: 18, adcom: 1, other: 0, brokerage: 0 },
      { operation: 'DISCHARGING', port: 'Qingdao', rate: 30000, freight: 0 },
    ];
    const multi = await saveOrder(
      server.url,
      pricing,
      orderInput({ freightMode: 'MULTIPLE_FREIGHT', operations: rows }),
    );
    expect(multi.operations[2]).toMatchObject({ freight: 18, adcom: 1, other: 0, brokerage: 0, ttlComm: 1 });
    // Switching the mode alone (no rows sent) applies the copy.
    const single = await saveOrder(server.url, pricing, { id: multi.id, freightMode: 'SINGLE_FREIGHT' });
    expect(single.operations[2]).toMatchObject({
      freight: 21.5,
      adcom: 3.75,
      other: 0.5,
      brokerage: 1.25,
      ttlComm: 5.5,
    });
    expect(single.operations[3]).toMatchObject({ operation: 'DISCHARGING', freight: 0 });
  });

  it('sets the factor from the terms table unless a factor is given, and refuses unknown terms without one', async () => {
    const order = await saveOrder(
      server.url,
      pricing,
      orderInput({
        operations: [
          { operation: 'LOADING', port: 'Santos', rate: 10000, terms: 'SHEX-24hrs' },
          { operation: 'DISCHARGING', port: 'Qingdao', rate: 10000, terms: 'SHEX-48hrs', factor: 1.25 },
        ],
      }),
    );
    expect(order.operations[1].factor).toBeCloseTo(168 / 144, 10);
    expect(order.operations[2].factor).toBe(1.25);
    expect(order.operations[0]).toMatchObject({ terms: 'SHINC', factor: 1 });
    const r = await gql(
      server.url,
      SAVE_ORDER,
      {
        input: orderInput({
          operations: [
            { operation: 'LOADING', port: 'Santos', rate: 1, terms: 'soon' },
            { operation: 'DISCHARGING', port: 'Qingdao', rate: 1 },
          ],
        }),
      },
      pricing,
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'operations[0].terms' });
  });

  it('keeps Loading, Discharging and Commence: no deleting, retyping or moving Commence', async () => {
    const order = await saveOrder(server.url, pricing, orderInput());
    const [commence, loading, discharging] = order.operations as Json[];
    const cases: [Json[], string][] = [
      [[{ id: loading!.id }], ORDER_MSG.cannotDelete('Discharging')],
      [
        [{ id: loading!.id, operation: 'PASSING' }, { id: discharging!.id }],
        ORDER_MSG.cannotChangeType('Loading', 'Passing'),
      ],
      [[{ id: loading!.id }, { id: commence!.id }, { id: discharging!.id }], ORDER_MSG.commenceFirst],
      [[{ id: discharging!.id }, { id: loading!.id }], ORDER_MSG.loadingBeforeDischarging],
    ];
    for (const [operations, message] of cases) {
      const r = await gql(server.url, SAVE_ORDER, { input: { id: order.id, operations } }, pricing);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(((r.errors?.[0]?.extensions as Json).errors as Json[]).map((e) => e.message)).toContain(message);
    }
    expect(await getOrder(order.id)).toEqual(order);
  });

  it('adds, deletes and reorders rows the way the calculator does', async () => {
    const order = await saveOrder(server.url, pricing, orderInput());
    const refused = await gql(
      server.url,
      ADD_OPERATION,
      { orderId: order.id, input: { operation: 'LOADING', port: 'Singapore', rate: 5 } },
      pricing,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: ORDER_MSG.cannotAdd('Loading'),
      extensions: { code: 'BAD_USER_INPUT', field: 'input.operation' },
    });
    const atZero = await gql(
      server.url,
      ADD_OPERATION,
      { orderId: order.id, input: { operation: 'WAITING', port: 'Singapore' }, position: 0 },
      pricing,
    );
    expect(atZero.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'position' });
    const noPort = await gql(
      server.url,
      ADD_OPERATION,
      { orderId: order.id, input: { operation: 'WAITING' } },
      pricing,
    );
    expect(noPort.errors?.[0]).toMatchObject({
      message: 'Waiting PORT is required',
      extensions: { field: 'input.port' },
    });

    const added = await gql<{ addOperation: Json }>(
      server.url,
      ADD_OPERATION,
      { orderId: order.id, input: { operation: 'BUNKERING', port: 'Singapore' }, position: 2 },
      pricing,
    );
    const rows = added.data!.addOperation.operations as Json[];
    expect(rows.map((o) => o.operation)).toEqual(['COMMENCE', 'LOADING', 'BUNKERING', 'DISCHARGING']);

    const [commence, loading, bunkering, discharging] = rows;
    const reordered = await gql<{ reorderOperations: Json }>(
      server.url,
      REORDER,
      { orderId: order.id, ids: [commence!.id, loading!.id, discharging!.id, bunkering!.id] },
      pricing,
    );
    expect(reordered.data!.reorderOperations.operations.map((o: Json) => o.operation)).toEqual([
      'COMMENCE',
      'LOADING',
      'DISCHARGING',
      'BUNKERING',
    ]);
    const moveCommence = await gql(
      server.url,
      REORDER,
      { orderId: order.id, ids: [loading!.id, commence!.id, discharging!.id, bunkering!.id] },
      pricing,
    );
    expect(moveCommence.errors?.[0]?.message).toBe(ORDER_MSG.commenceFirst);
    const partial = await gql(server.url, REORDER, { orderId: order.id, ids: [commence!.id, loading!.id] }, pricing);
    expect(partial.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });

    const noDelete = await gql(server.url, DELETE_OPERATION, { id: loading!.id }, pricing);
    expect(noDelete.errors?.[0]?.message).toBe(ORDER_MSG.cannotDelete('Loading'));
    const deleted = await gql<{ deleteOperation: Json }>(server.url, DELETE_OPERATION, { id: bunkering!.id }, pricing);
    expect(deleted.data!.deleteOperation.operations.map((o: Json) => o.operation)).toEqual([
      'COMMENCE',
      'LOADING',
      'DISCHARGING',
    ]);
    expect(deleted.data!.deleteOperation.calculationFormat).toBe(
      [commence!.id, loading!.id, discharging!.id].join(','),
    );
  });

  it('"Create New Order" saves a copy with new rows and leaves the source untouched', async () => {
    const source = await saveOrder(server.url, pricing, orderInput({ name: 'Source' }));
    const input = {
      ...orderInput({ name: 'Copy' }),
      id: source.id,
      operations: source.operations
        .slice(1)
        .map((o: Json) => ({ id: o.id, operation: o.operation, port: o.port, rate: o.rate })),
    };
    const copy = (await gql<{ createOrderAsCopy: Json }>(server.url, COPY_ORDER, { input }, sales)).data!
      .createOrderAsCopy;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'Copy', createdById: tenant.users.sales.id });
    const sourceIds = source.operations.map((o: Json) => o.id);
    expect(copy.operations.some((o: Json) => sourceIds.includes(o.id))).toBe(false);
    expect(await getOrder(source.id)).toEqual(source);
  });

  it('keeps one extra detail per operation: in the rows of a save, or through its own mutations', async () => {
    const order = await saveOrder(
      server.url,
      pricing,
      orderInput({
        operations: [
          ...orderInput().operations.slice(0, 1),
          { operation: 'BUNKERING', port: 'Singapore', extraDetail: { bunkerSuppliedHsfo: 1800, paidBy: 'OPERATOR' } },
          ...orderInput().operations.slice(1),
        ],
      }),
    );
    const bunkering = order.operations[2] as Json;
    expect(order.cargoExtraDetails).toEqual([
      { id: expect.any(Number), operationId: bunkering.id, bunkerSuppliedHsfo: 1800, paidBy: 'OPERATOR' },
    ]);
    const saved = await gql<{ saveCargoExtraDetail: Json }>(
      server.url,
      SAVE_DETAIL,
      { operationId: bunkering.id, input: { bunkerSuppliedHsfo: 900 } },
      pricing,
    );
    expect(saved.data!.saveCargoExtraDetail).toEqual({ ...order.cargoExtraDetails[0], bunkerSuppliedHsfo: 900 });
    const loadingDetail = await gql<{ saveCargoExtraDetail: Json }>(
      server.url,
      SAVE_DETAIL,
      { operationId: order.operations[1].id, input: { speedFactor: 5 } },
      pricing,
    );
    expect((await getOrder(order.id)).cargoExtraDetails).toHaveLength(2);
    expect(
      (await gql(server.url, DELETE_DETAIL, { id: loadingDetail.data!.saveCargoExtraDetail.id }, pricing)).data,
    ).toEqual({ deleteCargoExtraDetail: true });
    const cleared = await saveOrder(server.url, pricing, {
      id: order.id,
      operations: order.operations
        .slice(1)
        .map((o: Json) => ({ id: o.id, ...(o.id === bunkering.id ? { extraDetail: null } : {}) })),
    });
    expect(cleared.cargoExtraDetails).toEqual([]);
  });

  it('deletes an order with its rows, details and pins', async () => {
    const order = await saveOrder(server.url, admin, orderInput());
    await gql(server.url, SET_PINS, { ids: [order.id] }, admin);
    expect((await gql(server.url, DELETE_ORDER, { id: order.id }, admin)).data).toEqual({ deleteOrder: true });
    expect(codeOf(await gql(server.url, ORDER, { id: order.id }, admin))).toBe('NOT_FOUND');
    expect((await gql<{ pinnedOrderIds: number[] }>(server.url, PINS, {}, admin)).data!.pinnedOrderIds).toEqual([]);
    expect(codeOf(await gql(server.url, DELETE_ORDER, { id: order.id }, admin))).toBe('NOT_FOUND');
  });

  it("lets an ADMIN change a colleague's public order, and answers it even once it is made private", async () => {
    const order = await saveOrder(server.url, pricing, orderInput({ name: 'Shared', access: 'PUBLIC' }));
    const bySales = await gql(server.url, SAVE_ORDER, { input: { id: order.id, name: 'Sales edit' } }, sales);
    expect(codeOf(bySales)).toBe('FORBIDDEN');
    const byAdmin = await gql<{ saveOrder: Json }>(
      server.url,
      SAVE_ORDER,
      { input: { id: order.id, name: 'Admin edit', access: 'PRIVATE' } },
      admin,
    );
    expect(byAdmin.data!.saveOrder).toMatchObject({
      id: order.id,
      name: 'Admin edit',
      access: 'PRIVATE',
      createdById: tenant.users.pricing.id,
    });
    expect(codeOf(await gql(server.url, ORDER, { id: order.id }, admin))).toBe('NOT_FOUND');
    expect((await getOrder(order.id)).name).toBe('Admin edit');
  });
});
