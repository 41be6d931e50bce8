import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, saveVoyage, type Json } from './orders-support.js';

const ROW_KEYS = [
  'createdDate',
  'createdUserName',
  'firstLoadPort',
  'id',
  'lastDischargePort',
  'loadQuantity',
  'name',
  'openingPort',
  'orderId',
  'saveLabel',
  'userId',
  'vessel',
];
const PAGE =
  'content { id: databaseId saveLabel vessel name openingPort firstLoadPort lastDischargePort loadQuantity createdDate createdUserName userId orderId } totalElements totalPages number size';
const SAVED_RESULTS = `query ($scope: SavedResultScope, $page: PageInput) { savedResults(scope: $scope, page: $page) { ${PAGE} } }`;
const VOYAGES = `query ($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) { voyages(scope: $scope, text: $text, type: $type, page: $page) { ${PAGE} } }`;
const SAVED_RESULT = `query ($id: Int!) { savedResult(id: $id) { id: databaseId saveLabel vesselName orderName createdUserName orderId calculatorResult cargoOrder fleet portOperation } }`;
const DELETE = `mutation ($id: Int!) { deleteSavedResult(id: $id) }`;

describe('saved results and voyages (GraphQL and REST)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof createTenant>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    t = await createTenant(server, 'RESULTS');
    ids.p1 = await saveVoyage(server.url, t.users.pricing.token, 'Pricing first', 0);
    ids.p2 = await saveVoyage(server.url, t.users.pricing.token, 'Pricing second', 1);
    ids.a1 = await saveVoyage(server.url, t.users.admin.token, 'Admin only', 2);
  });
  afterAll(async () => server?.close());

  it('GET /result/allSavedResults: limit 10, offset counts pages, rows in content, newest first', async () => {
    const r = await rest<Json>(server.url, 'GET', '/result/allSavedResults', { token: t.users.sales.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 10 });
    expect(r.body.content.map((row: Json) => row.saveLabel)).toEqual(['Admin only', 'Pricing second', 'Pricing first']);
    expect(Object.keys(r.body.content[0]).sort()).toEqual(ROW_KEYS);
    expect(r.body.content[1]).toMatchObject({
      vessel: 'Ionian Galene',
      name: 'Coal Samarinda / Krishnapatnam 50k 10% MOLOO',
      openingPort: 'Kaohsiung',
      firstLoadPort: 'Samarinda',
      lastDischargePort: 'Krishnapatnam',
      createdUserName: 'Pricing RESULTS',
      userId: t.users.pricing.id,
    });
    expect(r.body.content[1].loadQuantity).toBeGreaterThan(0);
    const page = await rest<Json>(server.url, 'GET', '/result/allSavedResults?limit=2&offset=1', {
      token: t.users.sales.token,
    });
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(page.body.content.map((row: Json) => row.id)).toEqual([ids.p1]);
    const mine = await rest<Json>(server.url, 'GET', '/result/allSavedResults?scope=mine', {
      token: t.users.admin.token,
    });
    expect(mine.body.content.map((row: Json) => row.id)).toEqual([ids.a1]);
    const bad = await rest<Json>(server.url, 'GET', '/result/allSavedResults?limit=0', { token: t.users.sales.token });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', field: 'limit', error: expect.any(String) },
    });
  });

  it('GET /result/allVoyageResultsByChar: searchParam over label, vessel, name and ports, optional type', async () => {
    const search = async (q: string) => {
      const r = await rest<Json>(server.url, 'GET', `/result/allVoyageResultsByChar?${q}`, {
        token: t.users.pricing.token,
      });
      expect(r.status).toBe(200);
      return r.body.content.map((row: Json) => row.saveLabel) as string[];
    };
    expect(await search('searchParam=galene')).toEqual(['Pricing second']);
    expect(await search('searchParam=PRICING&type=saveLabel')).toEqual(['Pricing second', 'Pricing first']);
    expect(await search('searchParam=krishna&type=lastDischargePort&offset=0')).toHaveLength(3);
    expect(await search('searchParam=krishna&type=firstLoadPort')).toEqual([]);
    expect(await search('searchParam=_')).toEqual([]);
    expect(await search('scope=mine')).toEqual(['Pricing second', 'Pricing first']);
    const bad = await rest<Json>(server.url, 'GET', '/result/allVoyageResultsByChar?type=colour', {
      token: t.users.pricing.token,
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'type' } });
  });

  it('GET /result/resultById: the row fields and the saveResultDTO snapshots', async () => {
    const r = await rest<Json>(server.url, 'GET', `/result/resultById?id=${ids.p2}`, { token: t.users.sales.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: ids.p2, saveLabel: 'Pricing second', vessel: 'Ionian Galene' });
    expect(Object.keys(r.body.saveResultDTO).sort()).toEqual([
      'calculatorResult',
      'cargoOrder',
      'fleet',
      'portOperation',
    ]);
    expect(r.body.saveResultDTO.calculatorResult).toMatchObject({ fleetId: '502', vesselName: 'Ionian Galene' });
    expect(r.body.saveResultDTO.cargoOrder).toMatchObject({ name: 'Coal Samarinda / Krishnapatnam 50k 10% MOLOO' });
    expect(r.body.saveResultDTO.portOperation).toHaveLength(3);
    const missing = await rest<Json>(server.url, 'GET', '/result/resultById?id=987654', { token: t.users.sales.token });
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: expect.any(String) } });
    const noId = await rest<Json>(server.url, 'GET', '/result/resultById', { token: t.users.sales.token });
    expect(noId).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'id' } });
  });

  it('GraphQL savedResults, voyages and savedResult answer the same rows', async () => {
    const g = await gql<{ savedResults: Json }>(server.url, SAVED_RESULTS, {}, t.users.sales.token);
    const r = await rest<Json>(server.url, 'GET', '/result/allSavedResults', { token: t.users.sales.token });
    expect(g.data!.savedResults).toEqual(r.body);
    const v = await gql<{ voyages: Json }>(
      server.url,
      VOYAGES,
      { scope: 'MINE', text: 'first', type: 'SAVE_LABEL' },
      t.users.pricing.token,
    );
    expect(v.data!.voyages.content.map((row: Json) => row.id)).toEqual([ids.p1]);
    const one = await gql<{ savedResult: Json }>(server.url, SAVED_RESULT, { id: ids.p1 }, t.users.sales.token);
    expect(one.data!.savedResult).toMatchObject({
      id: ids.p1,
      vesselName: 'Pearl Delta Fortune',
      createdUserName: 'Pricing RESULTS',
      orderId: null,
    });
    expect(one.data!.savedResult.portOperation).toHaveLength(3);
  });

  it('DELETE /result/deleteById and deleteSavedResult: whoever saved it or an ADMIN; others are refused', async () => {
    const victim = await saveVoyage(server.url, t.users.pricing.token, 'to delete');
    const sales = await rest<Json>(server.url, 'DELETE', `/result/deleteById?id=${victim}`, {
      token: t.users.sales.token,
    });
    expect(sales).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const outsider = await rest<Json>(server.url, 'DELETE', `/result/deleteById?id=${victim}`, {
      token: await loginToken(server.url, 'admin@other.example'),
    });
    expect(outsider).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const admin = await rest<Json>(server.url, 'DELETE', `/result/deleteById?id=${victim}`, {
      token: t.users.admin.token,
    });
    expect(admin).toEqual({ status: 200, body: { message: ORDER_MSG.resultDeleted } });
    expect(
      (await rest<Json>(server.url, 'DELETE', `/result/deleteById?id=${victim}`, { token: t.users.admin.token }))
        .status,
    ).toBe(404);

    const own = await saveVoyage(server.url, t.users.pricing.token, 'own delete');
    expect((await gql(server.url, DELETE, { id: own }, t.users.pricing.token)).data).toEqual({
      deleteSavedResult: true,
    });
    expect(
      (await gql(server.url, SAVED_RESULT, { id: own }, t.users.pricing.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('a saved voyage survives the deletion of its order (the snapshot stays readable)', async () => {
    const order = await rest<number>(server.url, 'POST', '/clientQuery', {
      token: t.users.pricing.token,
      body: {
        name: 'Linked',
        access: 'private',
        freightMode: 'Single Freight',
        qtyMode: 'MOLOO',
        laycanStartDate: '2027-03-10',
        laycanEndDate: '2027-03-15',
      },
    });
    const payload = supramaxIndonesiaIndia();
    payload.autoSave = true;
    payload.clientQuery.id = order.body;
    Object.assign(payload.fleetList[0]!, { selectedForSave: true, saveLabel: 'linked voyage' });
    const calc = await rest<Json>(server.url, 'POST', '/calculate/multiple/old', {
      token: t.users.pricing.token,
      body: asRestPayload(payload),
    });
    const savedId = calc.body['501'].savedResultId as number;
    const linked = await gql<{ savedResult: Json }>(server.url, SAVED_RESULT, { id: savedId }, t.users.pricing.token);
    expect(linked.data!.savedResult.orderId).toBe(order.body);
    await rest(server.url, 'POST', `/Querydelete?id=${order.body}`, { token: t.users.pricing.token });
    const after = await rest<Json>(server.url, 'GET', `/result/resultById?id=${savedId}`, {
      token: t.users.pricing.token,
    });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ orderId: null, saveLabel: 'linked voyage' });
  });
});
