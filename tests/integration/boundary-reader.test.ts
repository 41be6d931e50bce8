import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capesizeTubaraoQingdao } from '../fixtures/estimates.js';
import { gql, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, legacyOrderBody, orderInput, ORDER, SAVE_ORDER, type Json } from './orders-support.js';

/**
 * The boundary reader (shared/validation/boundary.ts) on both APIs: each case below is a place where
 * REST and GraphQL, or two REST calls, once read the same value differently.
 */

const SAVE_DISTANCE = `mutation ($input: SavePortDistanceInput!) { savePortDistance(input: $input) { id: databaseId distNormal } }`;
const ADD_TO_FLEET = `mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { id: databaseId } }`;
const DISTANCES = `query ($input: PortDistanceInput!) { portDistances(input: $input) { key distance passages } }`;

type Leg = { distance: number; distNormal: number; distEca: number; passages: string[]; overridden: boolean };

describe('one boundary reader for REST and GraphQL', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await createTenant(server, 'BOUNDARY')).users.pricing.token;
  });
  afterAll(async () => server?.close());

  const post = <T = Json>(path: string, body: unknown) => rest<T>(server.url, 'POST', path, { token, body });
  const graphql = <T = Json>(query: string, variables: Json) => gql<T>(server.url, query, variables, token);

  it('refuses 30 February on orders through REST and GraphQL, naming the field', async () => {
    const viaRest = await post('/clientQuery', legacyOrderBody({ laycanStartDate: '2027-02-30' }));
    expect(viaRest).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'laycanStartDate' } });
    expect(viaRest.body.error).toBe('laycanStartDate must be an ISO-8601 date between 1950 and 2200, got "2027-02-30"');
    const viaGraphql = await graphql(SAVE_ORDER, { input: orderInput({ laycanStartDate: '2027-02-30T00:00:00Z' }) });
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(viaGraphql.errors?.[0]?.message).toContain('"input.laycanStartDate"');
    expect(viaGraphql.data ?? null).toBeNull();
  });

  it('stores a zone-less laycan time as UTC whatever the server time zone, as GraphQL stores the same instant', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const created = await post('/clientQuery', legacyOrderBody({ laycanStartDate: '2027-05-01T10:30' }));
      expect(created.status).toBe(200);
      const viaRest = await graphql<{ order: Json }>(ORDER, { id: created.body });
      expect(viaRest.data?.order.laycanStartDate).toBe('2027-05-01T10:30:00.000Z');
      const viaGraphql = await graphql<{ saveOrder: Json }>(SAVE_ORDER, {
        input: orderInput({ laycanStartDate: '2027-05-01T10:30:00Z', laycanEndDate: '2027-05-08T00:00:00Z' }),
      });
      expect(viaGraphql.data?.saveOrder.laycanStartDate).toBe(viaRest.data?.order.laycanStartDate);
    } finally {
      process.env.TZ = zone;
    }
  });

  it("refuses ' 0x10 ' as a number on orders and in the calculation alike", async () => {
    const order = await post('/clientQuery', legacyOrderBody({ cve: ' 0x10 ' }));
    expect(order).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'cve' } });
    expect(order.body.error).toBe('cve must be a number, got " 0x10 "');
    const payload = capesizeTubaraoQingdao() as Json;
    payload.clientQuery.cve = ' 0x10 ';
    const calc = await post('/calculate/multiple/old', payload);
    expect(calc).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'clientQuery.cve' } });
  });

  it("reads a route flag 'Yes' as on in getPortDistance, portDistances and the calculation's ballast leg", async () => {
    const points = ['Jeddah', 'Tubarao'];
    const flagged = await post<Record<string, Leg>>('/getPortDistance', { portList: points, suez: 'Yes' });
    expect(flagged.status).toBe(200);
    const on = await post<Record<string, Leg>>('/getPortDistance', { portList: points, suez: true });
    const off = await post<Record<string, Leg>>('/getPortDistance', { portList: points, suez: 'no' });
    const leg = flagged.body['Jeddah_Tubarao']!;
    expect(leg).toEqual(on.body['Jeddah_Tubarao']);
    expect(leg.passages).not.toContain('Suez Canal');
    expect(off.body['Jeddah_Tubarao']!.passages).toContain('Suez Canal');

    const g = await graphql<{ portDistances: { distance: number }[] }>(DISTANCES, {
      input: { portList: points.map((name) => ({ name })), suez: true },
    });
    expect(g.data?.portDistances[0]?.distance).toBe(leg.distance);

    const payload = capesizeTubaraoQingdao() as Json;
    const entry = payload.fleetList[0];
    delete entry.ballastDistNormal;
    delete entry.ballastDistEca;
    entry.port = 'Jeddah';
    payload.clientQuery.suez = 'Yes';
    const calc = await post('/calculate/multiple/old', payload);
    expect(calc.status).toBe(200);
    const ballast = calc.body[String(entry.id)].portToPortOperationResultMap['1'];
    expect(ballast.distNormal + ballast.distEca).toBeCloseTo(leg.distance, 6);
  });

  it('refuses savePortDistance -3000 on GraphQL as on REST, and stores nothing', async () => {
    const body = { openingPort: 'Tubarao', endingPort: 'Qingdao', distNormal: -3000, distEca: 0 };
    const viaRest = await post('/savePortDistance', body);
    expect(viaRest).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'distNormal' } });
    const viaGraphql = await graphql(SAVE_DISTANCE, { input: body });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: viaRest.body.error,
      extensions: { code: 'BAD_USER_INPUT', field: 'distNormal' },
    });
    expect(viaRest.body.error).toBe('distNormal cannot be negative (got -3000)');
    const after = await post<Record<string, Leg>>('/getPortDistance', { portList: ['Tubarao', 'Qingdao'] });
    expect(after.body['Tubarao_Qingdao']!.overridden).toBe(false);
  });

  it('refuses NUL and over-length text on both APIs, naming the field', async () => {
    const nul = 'Mine\u0000ral';
    const long = 'x'.repeat(201);
    for (const [value, message] of [
      [nul, 'name must not contain NUL characters'],
      [long, 'name must be at most 200 characters'],
    ] as const) {
      const viaRest = await post('/clientQuery', legacyOrderBody({ name: value }));
      expect(viaRest).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'name', error: message } });
      const viaGraphql = await graphql(SAVE_ORDER, { input: orderInput({ name: value }) });
      expect(viaGraphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    }
    const line = { vesselName: `Kaiyo${nul}`, port: 'Santos', dateOpening: '2027-03-01T00:00:00Z' };
    const fleetRest = await post('/saveToFleet', [line]);
    expect(fleetRest).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: '0.vesselName' } });
    expect(fleetRest.body.error).toMatch(/vesselName must not contain NUL characters$/);
    const fleetGraphql = await graphql(ADD_TO_FLEET, { l: [line] });
    expect(fleetGraphql.errors?.[0]).toMatchObject({
      message: 'vesselName must not contain NUL characters',
      extensions: { code: 'BAD_USER_INPUT', field: '0.vesselName' },
    });
    const port = { openingPort: 'P'.repeat(201), endingPort: 'Qingdao', distNormal: 10 };
    const viaRest = await post('/savePortDistance', port);
    expect(viaRest).toMatchObject({ status: 400, body: { field: 'openingPort' } });
    const viaGraphql = await graphql(SAVE_DISTANCE, { input: { ...port, distEca: 0 } });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'openingPort must be at most 200 characters',
      extensions: { field: 'openingPort' },
    });
  });
});
