import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../server/db/orm.js';
import type { Actor } from '../../server/modules/auth/actor.js';
import { Order } from '../../server/modules/orders/order.entity.js';
import { OperationType } from '../../server/modules/orders/order.enums.js';
import { OrderService, type OrderWriteHooks } from '../../server/modules/orders/order.service.js';
import { PortOperation } from '../../server/modules/orders/port-operation.entity.js';
import { gql, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { CAPE_POINT, createTenant, ORDER, orderInput, saveOrder, type Json } from './orders-support.js';

/**
 * An order and its operations are saved in one transaction: a fault injected midway (through the
 * service's test seam, on the real database, no mocks) must leave the previous version exactly as it was.
 */
describe('order saves are all or nothing', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof createTenant>>;
  let actor: Actor;

  const faulty = (hooks: OrderWriteHooks) => new OrderService(server.orm.em.fork() as Em, hooks);
  const fault = (where: string) => () => {
    throw new Error(`injected fault ${where}`);
  };
  const snapshot = async (id: number) =>
    (await gql<{ order: Json }>(server.url, ORDER, { id }, t.users.pricing.token)).data!.order;
  const counts = async () => {
    const em = server.orm.em.fork();
    return {
      orders: await em.count(Order, { organization: t.orgId }),
      rows: await em.count(PortOperation, { organization: t.orgId }),
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    t = await createTenant(server, 'ATOMIC');
    actor = {
      id: t.users.pricing.id,
      organizationId: t.orgId,
      firstName: 'Pricing',
      email: t.users.pricing.email,
      roles: ['Pricing'],
    };
  });
  afterAll(async () => server?.close());

  it.each([
    ['after the order row is written, before its operations', { afterOrderWritten: fault('after the order row') }],
    ['after everything is written, just before the commit', { beforeCommit: fault('before the commit') }],
  ])('an update failing %s leaves the previous version intact', async (_when, hooks) => {
    const before = await saveOrder(
      server.url,
      t.users.pricing.token,
      orderInput({
        name: 'Version 1',
        cve: 1000,
        operations: [
          ...orderInput().operations.slice(0, 1),
          { operation: 'PASSING', ...CAPE_POINT, extraDetail: { speedFactor: 3 } },
          ...orderInput().operations.slice(1),
        ],
      }),
    );
    const [, loading, passing, discharging] = before.operations as Json[];
    const attempt = faulty(hooks).save(actor, {
      id: before.id,
      order: { name: 'Version 2', cve: 2000 },
      operations: [
        { id: loading!.id, rate: 1, freight: 99 },
        { operation: OperationType.WAITING, port: 'Singapore' },
        { id: discharging!.id, port: 'Rizhao' },
      ],
    });
    await expect(attempt).rejects.toThrow('injected fault');
    expect(await snapshot(before.id)).toEqual(before);
    expect(passing).toBeDefined();

    // The same save without the fault goes through whole.
    const after = await new OrderService(server.orm.em.fork() as Em).save(actor, {
      id: before.id,
      order: { name: 'Version 2' },
      operations: [
        { id: loading!.id, rate: 1 },
        { operation: OperationType.WAITING, port: 'Singapore' },
        { id: discharging!.id },
      ],
    });
    expect(after.name).toBe('Version 2');
    expect((await snapshot(before.id)).operations.map((o: Json) => o.operation)).toEqual([
      'COMMENCE',
      'LOADING',
      'WAITING',
      'DISCHARGING',
    ]);
  });

  it('a create failing midway leaves no order and no rows behind', async () => {
    const before = await counts();
    const attempt = faulty({ afterOrderWritten: fault('after the order row') }).save(actor, {
      order: {
        name: 'Never',
        access: orderInputValue('access'),
        freightMode: orderInputValue('freightMode'),
        qtyMode: orderInputValue('qtyMode'),
        laycanStartDate: new Date('2027-01-01'),
        laycanEndDate: new Date('2027-01-02'),
      },
      operations: [
        { operation: OperationType.LOADING, port: 'Santos', rate: 1 },
        { operation: OperationType.DISCHARGING, port: 'Qingdao', rate: 1 },
      ],
    });
    await expect(attempt).rejects.toThrow('injected fault');
    expect(await counts()).toEqual(before);
  });

  it('each legacy rows call is atomic: POST /cargoList and /updateCargoDetails failing before the commit change nothing', async () => {
    const created = await rest<number>(server.url, 'POST', '/clientQuery', {
      token: t.users.pricing.token,
      body: {
        name: 'Legacy',
        access: 'private',
        freightMode: 'Single Freight',
        qtyMode: 'MOLOO',
        laycanStartDate: '2027-01-01',
        laycanEndDate: '2027-01-09',
      },
    });
    const id = created.body;
    const empty = await snapshot(id);
    const rows = [
      { operation: OperationType.LOADING, port: 'Santos', rate: 10 },
      { operation: OperationType.DISCHARGING, port: 'Qingdao', rate: 10 },
    ];
    await expect(
      faulty({ beforeCommit: fault('before the commit') }).writeOperations(actor, id, rows, 'append'),
    ).rejects.toThrow('injected fault');
    expect(await snapshot(id)).toEqual(empty);

    await new OrderService(server.orm.em.fork() as Em).writeOperations(actor, id, rows, 'append');
    const full = await snapshot(id);
    const replace = [
      { id: full.operations[1].id, port: 'Rizhao' },
      { operation: OperationType.PASSING, port: 'Singapore' },
      { id: full.operations[2].id },
    ];
    await expect(
      faulty({ beforeCommit: fault('before the commit') }).writeOperations(actor, id, replace, 'replace'),
    ).rejects.toThrow('injected fault');
    expect(await snapshot(id)).toEqual(full);
  });

  it('values the database could not store are refused as BAD_USER_INPUT, never a server error', async () => {
    const base = {
      name: 'Edge',
      access: 'private',
      freightMode: 'Single Freight',
      qtyMode: 'MOLOO',
      laycanStartDate: '2027-01-01',
      laycanEndDate: '2027-01-09',
    };
    const cases: [Json, string][] = [
      [{ ...base, laycanStartDate: '-010000-01-01T00:00:00.000Z' }, 'laycanStartDate'],
      [{ ...base, name: 'nul\u0000name' }, 'name'],
      [
        {
          ...base,
          cargoList: [
            { operation: 'Loading', port: 'Santos', rate: 1, geoJSON: { type: 'x\u0000' } },
            { operation: 'Discharging', port: 'Qingdao', rate: 1 },
          ],
        },
        'cargoList[0].geoJSON',
      ],
    ];
    for (const [body, field] of cases) {
      const r = await rest<Json>(server.url, 'POST', '/clientQuery', { token: t.users.pricing.token, body });
      expect(r).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field } });
    }
    const huge = await rest<Json>(server.url, 'GET', '/queryById?id=99999999999', { token: t.users.pricing.token });
    expect(huge).toMatchObject({ status: 400, body: { field: 'id' } });
    const nulSearch = await rest<Json>(server.url, 'GET', '/allQueryByCharForOrg?searchParam=%00', {
      token: t.users.pricing.token,
    });
    expect(nulSearch.status).toBe(200);
    const farPage = await rest<Json>(server.url, 'GET', '/paginatedClientQueryOrg?offset=1e21', {
      token: t.users.pricing.token,
    });
    expect(farPage).toMatchObject({ status: 400, body: { field: 'offset' } });
  });
});

/** The GraphQL default values as the service's enum values. */
function orderInputValue(key: 'access' | 'freightMode' | 'qtyMode') {
  const values = { access: 'private', freightMode: 'Single Freight', qtyMode: 'MOLOO' } as const;
  return values[key] as never;
}
