import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, LEGACY_ROWS, legacyOrderBody, type Json } from './orders-support.js';

const LIST_ROW_KEYS = [
  'access',
  'account',
  'cargo',
  'createdDate',
  'createdUserName',
  'firstLoadPort',
  'id',
  'lastDischargePort',
  'loadQty',
  'name',
  'pinned',
  'userId',
  'voyType',
];

/** The failure body convention: { error, code, field? } (+ errors for the order form). */
function expectFailure(r: { status: number; body: Json }, status: number, code: string, field?: string) {
  expect(r.status).toBe(status);
  expect(typeof r.body.error).toBe('string');
  expect(r.body.code).toBe(code);
  if (field !== undefined) expect(r.body.field).toBe(field);
}

describe('orders REST contract (/api/v1, as the legacy client calls it)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof createTenant>>;
  let token: string;
  const call = (method: string, path: string, body?: unknown, as = token) =>
    rest<Json>(server.url, method, path, { token: as, body });

  /** POST /clientQuery then POST /cargoList, the way the legacy client creates an order. */
  async function createLegacyOrder(overrides: Json = {}, as = token): Promise<number> {
    const created = await call('POST', '/clientQuery', legacyOrderBody(overrides), as);
    expect(created.status).toBe(200);
    const rows = await call('POST', `/cargoList?queryId=${created.body}`, LEGACY_ROWS, as);
    expect(rows.status).toBe(200);
    return created.body as unknown as number;
  }

  beforeAll(async () => {
    server = await startTestServer();
    t = await createTenant(server, 'ORDREST');
    token = t.users.pricing.token;
  });
  afterAll(async () => server?.close());

  it('answers 401 with the error body without a token', async () => {
    for (const [method, path] of [
      ['GET', '/paginatedClientQueryUser'],
      ['POST', '/clientQuery'],
      ['GET', '/getQueryFormat'],
    ]) {
      const r = await rest<Json>(server.url, method!, path!);
      expectFailure(r, 401, 'UNAUTHENTICATED');
    }
  });

  it('POST /clientQuery creates an order and answers its id; POST /cargoList?queryId= adds its rows', async () => {
    const created = await call(
      'POST',
      '/clientQuery',
      legacyOrderBody({ createdBy: 999, userId: 999, createdDate: '2001-01-01' }),
    );
    expect(created.status).toBe(200);
    expect(typeof created.body).toBe('number');
    const rows = await call('POST', `/cargoList?queryId=${created.body}`, LEGACY_ROWS);
    expect(rows.status).toBe(200);
    expect(rows.body.map((r: Json) => r.operation)).toEqual(['Commence', 'Loading', 'Discharging']);
    expect(rows.body[1]).toMatchObject({
      cargoId: rows.body[1].id,
      queryId: created.body,
      port: 'Newcastle (NSW)',
      index: 1,
      cargoDetails: null,
    });
    const order = await call('GET', `/queryById?id=${created.body}`);
    // Created on / by are the server's, whatever the body said.
    expect(order.body).toMatchObject({ userId: t.users.pricing.id, createdUserName: 'Pricing ORDREST' });
    expect(Date.parse(order.body.createdDate)).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(order.body.calculationFormat).toBe(rows.body.map((r: Json) => r.id).join(','));
  });

  it('POST /clientQuery with cargoList saves the order and rows together; failures carry every message', async () => {
    const ok = await call('POST', '/clientQuery', legacyOrderBody({ cargoList: LEGACY_ROWS }));
    expect(ok.status).toBe(200);
    expect((await call('GET', `/CargoByQuery?id=${ok.body}`)).body).toHaveLength(3);

    const bad = await call(
      'POST',
      '/clientQuery',
      legacyOrderBody({
        name: '',
        qtyMode: '',
        cargoList: [
          { ...LEGACY_ROWS[0], rate: 0 },
          { operation: 'Discharging', port: '', rate: 5 },
        ],
      }),
    );
    expectFailure(bad, 400, 'BAD_USER_INPUT', 'name');
    expect(bad.body.error).toBe('Query Name is Required');
    expect(bad.body.errors).toEqual([
      { field: 'name', message: 'Query Name is Required' },
      { field: 'qtyMode', message: 'Qty option is Required' },
      { field: 'cargoList[0].rate', message: 'Loading RATE must be greater than 0' },
      { field: 'cargoList[1].port', message: 'Discharging PORT is required' },
    ]);
    const typed = await call('POST', '/clientQuery', legacyOrderBody({ cve: 'lots' }));
    expectFailure(typed, 400, 'BAD_USER_INPUT', 'cve');
    const wrongEnum = await call(
      'POST',
      '/clientQuery',
      legacyOrderBody({ cargoList: [{ operation: 'Sailing', port: 'x' }] }),
    );
    expectFailure(wrongEnum, 400, 'BAD_USER_INPUT', 'cargoList[0].operation');
  });

  it('GET /paginatedClientQueryUser and /paginatedClientQueryOrg: limit 10, offset counts pages, rows in content', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i++)
      ids.push(
        await createLegacyOrder({ name: `page order ${i}`, access: i % 2 ? 'public' : 'private' }, t.users.sales.token),
      );
    const first = await call('GET', '/paginatedClientQueryUser', undefined, t.users.sales.token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['content', 'number', 'size', 'totalElements', 'totalPages']);
    expect(first.body).toMatchObject({ totalElements: 11, totalPages: 2, number: 0, size: 10 });
    expect(first.body.content).toHaveLength(10);
    expect(Object.keys(first.body.content[0]).sort()).toEqual(LIST_ROW_KEYS);
    expect(first.body.content[0]).toMatchObject({
      firstLoadPort: 'Newcastle (NSW)',
      lastDischargePort: 'Kashima',
      cargo: 'Steam coal',
      loadQty: 80000,
      voyType: 'Single Freight',
      account: 'EHP',
      createdUserName: 'Sales ORDREST',
    });
    const second = await call('GET', '/paginatedClientQueryUser?offset=1', undefined, t.users.sales.token);
    expect(second.body.content.map((r: Json) => r.id)).toEqual([ids[0]]);
    const org = await call('GET', '/paginatedClientQueryOrg?limit=50', undefined, t.users.admin.token);
    expect(org.body.content.map((r: Json) => r.name).sort()).toEqual(
      ['page order 1', 'page order 3', 'page order 5', 'page order 7', 'page order 9'].sort(),
    );
    expectFailure(await call('GET', '/paginatedClientQueryOrg?limit=abc'), 400, 'BAD_USER_INPUT', 'limit');
    expectFailure(await call('GET', '/paginatedClientQueryOrg?limit=1000'), 400, 'BAD_USER_INPUT', 'limit');
    expectFailure(await call('GET', '/paginatedClientQueryUser?offset=-1'), 400, 'BAD_USER_INPUT', 'offset');
  });

  it('GET /allQueryByCharForUser and /allQueryByCharForOrg: searchParam with type, load qty and created date ranges', async () => {
    const s = t.users.sales.token;
    const search = async (path: string) => {
      const r = await call('GET', path, undefined, s);
      expect(r.status).toBe(200);
      return r.body.content.map((row: Json) => row.name) as string[];
    };
    expect(await search('/allQueryByCharForUser?searchParam=page%20order%2010&type=name')).toEqual(['page order 10']);
    expect(await search('/allQueryByCharForUser?searchParam=KASHIMA&type=lastDischargePort')).toHaveLength(10);
    expect(
      (await call('GET', '/allQueryByCharForUser?searchParam=KASHIMA&type=lastDischargePort&offset=1', undefined, s))
        .body,
    ).toMatchObject({ number: 1, totalElements: 11 });
    expect(await search('/allQueryByCharForUser?searchParam=sales&type=createdUserName')).toHaveLength(10);
    expect(await search('/allQueryByCharForUser?searchParam=nowhere')).toEqual([]);
    expect(await search('/allQueryByCharForOrg?loadQtyFrom=80000&loadQtyTo=80000&limit=100')).toHaveLength(11);
    expect(await search('/allQueryByCharForOrg?loadQtyFrom=80001')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await search(`/allQueryByCharForOrg?createdFrom=${today}&createdTo=${today}&limit=100`)).toHaveLength(11);
    expect(await search('/allQueryByCharForOrg?createdTo=2020-01-01')).toEqual([]);
    expectFailure(await call('GET', '/allQueryByCharForOrg?searchParam=x&type=colour'), 400, 'BAD_USER_INPUT', 'type');
    expectFailure(
      await call('GET', '/allQueryByCharForOrg?createdFrom=yesterday'),
      400,
      'BAD_USER_INPUT',
      'createdFrom',
    );
  });

  it('GET /queryById, /CargoByQuery and /allCargoExtraDetailsByQuery answer the order, its rows and their details', async () => {
    const id = await createLegacyOrder();
    const order = await call('GET', `/queryById?id=${id}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      id,
      name: 'Legacy order',
      access: 'private',
      freightMode: 'Single Freight',
      qtyMode: 'MOLOO',
      laycanStartDate: '2027-05-01T00:00:00.000Z',
    });
    const rows = (await call('GET', `/CargoByQuery?id=${id}`)).body as Json[];
    const posted = await call('POST', '/cargoExtraDetails', {
      cargoId: rows[1]!.id,
      bunkerSuppliedHsfo: 500,
      paidBy: 'External',
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({
      cargoId: rows[1]!.id,
      queryId: id,
      bunkerSuppliedHsfo: 500,
      paidBy: 'Operator',
    });
    const details = await call('GET', `/allCargoExtraDetailsByQuery?id=${id}`);
    expect(details.body).toEqual([posted.body]);
    expect((await call('GET', `/CargoByQuery?id=${id}`)).body[1].cargoDetails).toEqual(posted.body);
    for (const path of ['/queryById', '/CargoByQuery', '/allCargoExtraDetailsByQuery']) {
      expectFailure(await call('GET', path), 400, 'BAD_USER_INPUT', 'id');
      expectFailure(await call('GET', `${path}?id=x`), 400, 'BAD_USER_INPUT', 'id');
      expectFailure(await call('GET', `${path}?id=987654`), 404, 'NOT_FOUND');
    }
  });

  it('POST /cargoExtraDetails takes one detail or a list; DELETE /deleteCargoExtraDetail?id= removes one', async () => {
    const id = await createLegacyOrder();
    const rows = (await call('GET', `/CargoByQuery?id=${id}`)).body as Json[];
    const list = await call('POST', '/cargoExtraDetails', [
      { cargoId: rows[1]!.id, speedFactor: 2 },
      { operationId: rows[2]!.id, bnkrFactor: 3 },
    ]);
    expect(list.status).toBe(200);
    expect(list.body.map((d: Json) => d.cargoId)).toEqual([rows[1]!.id, rows[2]!.id]);
    const byId = await call('POST', '/cargoExtraDetails', { id: list.body[0].id, speedFactor: 4 });
    expect(byId.body).toMatchObject({ id: list.body[0].id, speedFactor: 4 });
    expectFailure(await call('POST', '/cargoExtraDetails', { speedFactor: 1 }), 400, 'BAD_USER_INPUT', 'cargoId');
    expectFailure(
      await call('POST', '/cargoExtraDetails', { cargoId: rows[1]!.id, speedFactor: -1 }),
      400,
      'BAD_USER_INPUT',
      'speedFactor',
    );
    const del = await call('DELETE', `/deleteCargoExtraDetail?id=${list.body[0].id}`);
    expect(del).toEqual({ status: 200, body: { message: ORDER_MSG.cargoExtraDetailDeleted } });
    expectFailure(await call('DELETE', `/deleteCargoExtraDetail?id=${list.body[0].id}`), 404, 'NOT_FOUND');
    expectFailure(await call('DELETE', '/deleteCargoExtraDetail'), 400, 'BAD_USER_INPUT', 'id');
  });

  // A passing point at sea is a custom point: its own name and position.
  const TORRES_STRAIT = { port: 'Torres Strait', customPoint: true, lat: -10.6, lng: 142.2 };

  it('POST /cargoList adds only the extra types once the order has cargo rows; a bad row adds nothing', async () => {
    const id = await createLegacyOrder();
    const refused = await call('POST', `/cargoList?queryId=${id}`, [
      { operation: 'Loading', port: 'Santos', rate: 100 },
    ]);
    expectFailure(refused, 400, 'BAD_USER_INPUT', 'cargoList[0].operation');
    const partly = await call('POST', `/cargoList?queryId=${id}`, [
      { operation: 'Passing', ...TORRES_STRAIT },
      { operation: 'Waiting', port: '' },
    ]);
    expectFailure(partly, 400, 'BAD_USER_INPUT', 'cargoList[1].port');
    expect((await call('GET', `/CargoByQuery?id=${id}`)).body).toHaveLength(3);
    const added = await call('POST', `/cargoList?queryId=${id}`, [{ operation: 'Passing', ...TORRES_STRAIT }]);
    expect(added.body.map((r: Json) => r.operation)).toEqual(['Commence', 'Loading', 'Discharging', 'Passing']);
    expectFailure(
      await call('POST', '/cargoList', [{ operation: 'Passing', port: 'x' }]),
      400,
      'BAD_USER_INPUT',
      'queryId',
    );
    expectFailure(
      await call('POST', `/cargoList?queryId=${id}`, { operation: 'Passing' }),
      400,
      'BAD_USER_INPUT',
      'cargoList',
    );
  });

  it('POST /updateCargoDetails makes the list the itinerary: updates by id, adds, deletes the extra types left out', async () => {
    const id = await createLegacyOrder();
    await call('POST', `/cargoList?queryId=${id}`, [{ operation: 'Passing', ...TORRES_STRAIT }]);
    const rows = (await call('GET', `/CargoByQuery?id=${id}`)).body as Json[];
    const body = [
      rows[0],
      { ...rows[1], rate: 40000 },
      { operation: 'Bunkering', port: 'Singapore', queryId: id },
      rows[2],
    ];
    const updated = await call('POST', '/updateCargoDetails', body);
    expect(updated.status).toBe(200);
    expect(updated.body.map((r: Json) => [r.operation, r.port])).toEqual([
      ['Commence', ''],
      ['Loading', 'Newcastle (NSW)'],
      ['Bunkering', 'Singapore'],
      ['Discharging', 'Kashima'],
    ]);
    expect(updated.body[1]).toMatchObject({ id: rows[1]!.id, rate: 40000 });
    const dropLoading = await call('POST', `/updateCargoDetails?queryId=${id}`, [rows[0], rows[2]]);
    expectFailure(dropLoading, 400, 'BAD_USER_INPUT', 'cargoList');
    expect(dropLoading.body.error).toBe(ORDER_MSG.cannotDelete('Loading'));
    expectFailure(
      await call('POST', '/updateCargoDetails', [{ operation: 'Passing', port: 'x' }]),
      400,
      'BAD_USER_INPUT',
      'queryId',
    );
  });

  it('PUT /updateClientQuery updates the order (and its rows when sent) in one call, or nothing at all', async () => {
    const id = await createLegacyOrder();
    const ok = await call('PUT', '/updateClientQuery', { id, name: 'Renamed', access: 'public', cve: 1200 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id,
      name: 'Renamed',
      access: 'public',
      cve: 1200,
      qtyMode: 'MOLOO',
      message: ORDER_MSG.queryUpdated,
    });
    const rows = (await call('GET', `/CargoByQuery?id=${id}`)).body as Json[];
    const bad = await call('PUT', '/updateClientQuery', {
      id,
      name: 'Half saved?',
      cargoList: [rows[1], { ...rows[2], port: '' }],
    });
    expectFailure(bad, 400, 'BAD_USER_INPUT', 'cargoList[1].port');
    expect((await call('GET', `/queryById?id=${id}`)).body.name).toBe('Renamed');
    expectFailure(await call('PUT', '/updateClientQuery', { name: 'no id' }), 400, 'BAD_USER_INPUT', 'id');
    expectFailure(await call('PUT', '/updateClientQuery', { id: 987654, name: 'x' }), 404, 'NOT_FOUND');
  });

  it('POST /Querydelete deletes by ?id= or { id }', async () => {
    const a = await createLegacyOrder();
    const b = await createLegacyOrder();
    expect(await call('POST', `/Querydelete?id=${a}`)).toEqual({
      status: 200,
      body: { message: ORDER_MSG.queryDeleted },
    });
    expect(await call('POST', '/Querydelete', { id: b })).toEqual({
      status: 200,
      body: { message: ORDER_MSG.queryDeleted },
    });
    expectFailure(await call('GET', `/queryById?id=${a}`), 404, 'NOT_FOUND');
    expectFailure(await call('POST', '/Querydelete', { id: b }), 404, 'NOT_FOUND');
    expectFailure(await call('POST', '/Querydelete', {}), 400, 'BAD_USER_INPUT', 'id');
  });

  it('GET /getQueryFormat, /getQueryFormatForUser and PUT /updateQueryFormat, /updateQueryFormt: the pinned ids', async () => {
    const a = await createLegacyOrder();
    const b = await createLegacyOrder();
    for (const path of ['/updateQueryFormat', '/updateQueryFormt']) {
      expect(await call('PUT', path, [b, a])).toEqual({ status: 200, body: [a, b].sort((x, y) => x - y) });
      expect(await call('GET', '/getQueryFormat')).toEqual({ status: 200, body: [a, b].sort((x, y) => x - y) });
      expect(
        (await call('GET', `/getQueryFormatForUser?userId=${t.users.pricing.id}`, undefined, t.users.admin.token)).body,
      ).toEqual([a, b].sort((x, y) => x - y));
      // An empty list arrives as a single null.
      expect(await call('PUT', path, [null])).toEqual({ status: 200, body: [] });
    }
    const pinned = (await call('GET', '/paginatedClientQueryUser')).body.content as Json[];
    expect(pinned.some((r) => r.pinned)).toBe(false);
    await call('PUT', '/updateQueryFormat', [a]);
    expect((await call('GET', '/paginatedClientQueryUser')).body.content[0]).toMatchObject({ id: a, pinned: true });
    const unknown = await call('PUT', '/updateQueryFormat', [a, 987654]);
    expectFailure(unknown, 400, 'BAD_USER_INPUT', 'ids[1]');
    expect(unknown.body.errors).toEqual([{ field: 'ids[1]', message: 'Order 987654 cannot be pinned: no such order' }]);
    expectFailure(await call('PUT', '/updateQueryFormat', { ids: [a] }), 400, 'BAD_USER_INPUT', 'ids');
    expectFailure(await call('GET', '/getQueryFormatForUser?userId=abc'), 400, 'BAD_USER_INPUT', 'userId');
    expectFailure(await call('GET', '/getQueryFormatForUser?userId=987654'), 404, 'NOT_FOUND');
  });
});
