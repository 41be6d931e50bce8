import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, rest } from '../helpers/api.js';
import { contractOf } from '../helpers/openapi-contract.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

/** Issue #20 item 5: real answers of a seeded server, validated against the document the server serves. */
describe('REST answers match the OpenAPI document at /api/v1/openapi.json', () => {
  let server: TestServer;
  let token: string;
  let contract: ReturnType<typeof contractOf>;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const doc = await rest<Json>(server.url, 'GET', '/openapi.json');
    expect(doc.status).toBe(200);
    contract = contractOf(doc.body);
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  /** Calls a path and validates the answer against the document's schema for that path and status. */
  async function answer(method: string, url: string, status: number, body?: unknown, auth = true) {
    const r = await rest<Json>(server.url, method, url, { token: auth ? token : undefined, body });
    expect(r.status, `${method} ${url}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(status);
    expect(contract.check(method, url.split('?')[0]!, r.status, r.body), `${method} ${url}`).toEqual([]);
    return r.body;
  }

  it('is served without sign-in as an OpenAPI 3.1 document with a bearer scheme', async () => {
    const r = await rest<Json>(server.url, 'GET', '/openapi.json');
    expect(r.body.openapi).toBe('3.1.0');
    expect(r.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(r.body.paths['/queryById'].get.security).toEqual([{ bearer: [] }]);
  });

  it('sign-in and the signed-in user', async () => {
    await answer('POST', '/auth/login', 200, { email: 'pricing@demo.example', password: 'Demo!2026' }, false);
    await answer('GET', '/auth/profile', 200);
    await answer('GET', '/health', 200, undefined, false);
  });

  it('orders: the lists, the search, one order, its rows and extra details', async () => {
    const mine = await answer('GET', '/paginatedClientQueryOrg?offset=0&limit=5', 200);
    expect(mine.content.length).toBeGreaterThan(0);
    await answer('GET', '/paginatedClientQueryUser', 200);
    await answer('GET', '/allQueryByCharForOrg?searchParam=a&type=all', 200);
    const id = mine.content[0].id;
    await answer('GET', `/queryById?id=${id}`, 200);
    await answer('GET', `/CargoByQuery?id=${id}`, 200);
    await answer('GET', `/allCargoExtraDetailsByQuery?id=${id}`, 200);
  });

  it('fleet, vessels, ports and saved results', async () => {
    expect((await answer('GET', '/allFleet', 200)).length).toBeGreaterThan(0);
    expect((await answer('GET', '/paginatedFleet', 200)).content.length).toBeGreaterThan(0);
    const vessels = await answer('GET', '/allVessels?limit=3', 200);
    await answer('GET', `/vesselsWithId?vesselId=${vessels.content[0].id}`, 200);
    await answer('GET', '/allVesselsByChar?vessel=a', 200);
    expect((await answer('GET', '/portsByChar?port=rot', 200)).length).toBeGreaterThan(0);
    await answer('GET', '/result/allSavedResults', 200);
  });

  it('the calculation and port distances', async () => {
    const example = JSON.parse(readFileSync(path.resolve('docs/examples/calculate-payload.json'), 'utf8')) as Json;
    const results = await answer('POST', '/calculate/multiple/old', 200, example);
    expect(Object.keys(results)).toEqual([String(example.fleetList[0].id)]);
    const legs = await answer('POST', '/getPortDistance', 200, { portList: ['Tubarao', 'Qingdao'] });
    expect(Object.keys(legs)).toEqual(['Tubarao_Qingdao']);
  });

  it('refusals: 400, 401 and 404 in the documented error shape', async () => {
    const bad = await answer('GET', '/queryById?id=abc', 400);
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    await answer('POST', '/auth/login', 400, { email: '', password: '' }, false);
    await answer('GET', '/allFleet', 401, undefined, false);
    await answer('GET', '/queryById?id=99999999', 404);
    await answer('POST', '/getPortDistance', 400, { portList: 'Rotterdam' });
  });

  it('the check refuses an answer that does not match the document', () => {
    const page = { content: [{ id: 1, createdDate: '2026-01-01T00:00:00.000Z' }], totalPages: 1, number: 0, size: 10 };
    expect(contract.check('GET', '/paginatedClientQueryOrg', 200, page)).toEqual([
      expect.stringContaining('totalElements'),
    ]);
    expect(contract.check('GET', '/allFleet', 401, { error: 'no' })).toEqual([expect.stringContaining('code')]);
    expect(contract.check('GET', '/queryById', 200, { id: 'seven' })).not.toEqual([]);
    expect(contract.check('GET', '/nowhere', 200, {})).toEqual(['the document has no GET /nowhere']);
  });
});
