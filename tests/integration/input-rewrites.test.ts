import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, type GqlResult, type RestResult } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  createTenant,
  legacyOrderBody,
  LEGACY_ROWS,
  ORDER,
  SAVE_ORDER,
  orderInput,
  type Json,
} from './orders-support.js';

/**
 * Issue #18's silent rewrites, replayed through both APIs: a value that is no value ("" or null), of the wrong
 * type or out of range is refused with a 400 naming its field, and a read-back shows the stored value kept.
 */

const SAVE_DISTANCE = `mutation ($i: SavePortDistanceInput!) { savePortDistance(input: $i) { id: databaseId distNormal } }`;
const DISTANCES = `query ($i: PortDistanceInput!) { portDistances(input: $i) { distance overridden } }`;
const SAVE_FLEET = `mutation ($i: FleetEntryInput!) { saveFleetEntry(input: $i) { id: databaseId hirePerDay } }`;
const MY_FLEET = `query { myFleet { id: databaseId hirePerDay dateOpening } }`;

describe('no silent rewrite of stored values', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await createTenant(server, 'REWRITE')).users.pricing.token;
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, body?: unknown) => rest<Json>(server.url, method, path, { token, body });
  const graphql = <T = Json>(query: string, variables: Json) => gql<T>(server.url, query, variables, token);
  const refusedRest = (r: RestResult<Json>, field: string, message?: string) => {
    expect(r, JSON.stringify(r.body)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field } });
    if (message !== undefined) expect(r.body.error).toBe(message);
  };
  const refusedGraphql = (g: GqlResult<unknown>, field?: string, message?: string) => {
    expect(g.errors?.[0]?.extensions?.code, JSON.stringify(g.errors)).toBe('BAD_USER_INPUT');
    if (field !== undefined) expect(g.errors?.[0]?.extensions?.field).toBe(field);
    if (message !== undefined) expect(g.errors?.[0]?.message).toBe(message);
  };

  it('GraphQL savePortDistance holds to the rules REST applies: no -3,000 nm, no empty port, no 1e300, no 100,000-character note', async () => {
    const pair = { openingPort: 'Santos', endingPort: 'Rotterdam' };
    for (const [input, field, message] of [
      [{ ...pair, distNormal: -3_000, distEca: 0 }, 'distNormal', 'distNormal cannot be negative (got -3000)'],
      [{ openingPort: '', endingPort: 'Rotterdam', distNormal: 5_000 }, 'openingPort', 'openingPort is required'],
      [{ openingPort: 'Santos', endingPort: '  ', distNormal: 5_000 }, 'endingPort', 'endingPort is required'],
      [{ ...pair, distNormal: 1e300 }, 'distNormal', 'distNormal must be at most 50000 (got 1e+300)'],
      [{ ...pair, distNormal: 5_000, notes: 'n'.repeat(100_000) }, 'notes', 'notes must be at most 2000 characters'],
    ] as const) {
      refusedGraphql(await graphql(SAVE_DISTANCE, { i: input }), field, message);
      refusedRest(await call('POST', '/savePortDistance', input), field, message);
    }
    const leg = await graphql<{ portDistances: { distance: number; overridden: boolean }[] }>(DISTANCES, {
      i: { portList: [{ name: 'Santos' }, { name: 'Rotterdam' }] },
    });
    expect(leg.data?.portDistances[0]).toMatchObject({ overridden: false });
    expect(leg.data!.portDistances[0]!.distance).toBeGreaterThan(5_000);
  });

  it('refuses distNormal null, "", [] and true on both APIs and keeps the saved distance', async () => {
    const pair = { openingPort: 'Santos', endingPort: 'Rotterdam' };
    expect((await call('POST', '/savePortDistance', { ...pair, distNormal: 5_010 })).status).toBe(200);
    for (const value of [null, '', [], true]) {
      const r = await call('POST', '/savePortDistance', { ...pair, distNormal: value });
      refusedRest(r, 'distNormal');
      refusedGraphql(await graphql(SAVE_DISTANCE, { i: { ...pair, distNormal: value } }));
    }
    const back = await call('POST', '/getPortDistance', { portList: ['Santos', 'Rotterdam'] });
    expect(back.body['Santos_Rotterdam']).toMatchObject({ distNormal: 5_010, overridden: true });
    // Notes alone (distNormal left out) still save without touching the figure.
    expect((await call('POST', '/savePortDistance', { ...pair, notes: 'Via Dover Strait' })).status).toBe(200);
    const after = await call('POST', '/getPortDistance', { portList: ['Santos', 'Rotterdam'] });
    expect(after.body['Santos_Rotterdam']).toMatchObject({ distNormal: 5_010 });
  });

  it('refuses hirePerDay "" or null instead of writing 0 over 24,500, on both APIs', async () => {
    const line = { vesselName: 'Kaiyo', port: 'Santos', dateOpening: '2027-03-01', hirePerDay: 24_500 };
    const id = (await call('POST', '/fleet', line)).body.id as number;
    const message = 'hirePerDay needs a number (0 for none); leave it out to keep the saved value';
    refusedRest(await call('POST', '/fleet', { id, hirePerDay: '' }), 'hirePerDay', message);
    refusedRest(await call('PUT', '/updateVesselWithFleetDetails', { id, hirePerDay: null }), 'hirePerDay', message);
    refusedGraphql(await graphql(SAVE_FLEET, { i: { id, hirePerDay: null } }), 'hirePerDay', message);
    const fleet = await graphql<{ myFleet: { id: number; hirePerDay: number }[] }>(MY_FLEET, {});
    expect(fleet.data?.myFleet.find((e) => e.id === id)?.hirePerDay).toBe(24_500);
    // Left out, the saved value stays; 0 sent as 0 is written.
    expect((await call('POST', '/fleet', { id, port: 'Santos' })).body.hirePerDay).toBe(24_500);
    expect(
      (await graphql<{ saveFleetEntry: Json }>(SAVE_FLEET, { i: { id, hirePerDay: 0 } })).data?.saveFleetEntry
        .hirePerDay,
    ).toBe(0);
  });

  it('refuses dateOpening -1 (it stored 1969-12-31) and keeps the epoch milliseconds legacy clients send', async () => {
    const line = { vesselName: 'Epoch', port: 'Santos', hirePerDay: 1 };
    refusedRest(await call('POST', '/fleet', { ...line, dateOpening: -1 }), 'dateOpening');
    refusedRest(await call('POST', '/saveToFleet', [{ ...line, dateOpening: 0 }]), '0.dateOpening');
    refusedGraphql(await graphql(SAVE_FLEET, { i: { ...line, dateOpening: -1 } }));
    const ok = await call('POST', '/fleet', { ...line, dateOpening: Date.UTC(2027, 2, 1) });
    expect(ok.body.dateOpening).toBe('2027-03-01T00:00:00.000Z');
  });

  it('never stores 1e309 as the order name "Infinity"', async () => {
    const res = await fetch(`${server.url}/api/v1/clientQuery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(legacyOrderBody()).replace('"Legacy order"', '1e309'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    // JSON writes Infinity as null: GraphQL's String! refuses it (no name), never "Infinity".
    refusedGraphql(await graphql(SAVE_ORDER, { input: orderInput({ name: Number.POSITIVE_INFINITY }) }));
  });

  it('keeps a stored cargo quantity when a Loading row is saved again with cargoQty "" or null', async () => {
    const id = (await call('POST', '/clientQuery', legacyOrderBody({ cargoList: LEGACY_ROWS })))
      .body as unknown as number;
    const rows = (await call('GET', `/CargoByQuery?id=${id}`)).body as Json[];
    const loading = rows.find((r) => r.operation === 'Loading')!;
    const blanked = rows.map((r) => (r.id === loading.id ? { ...r, cargoQty: '' } : r));
    expect((await call('PUT', '/updateClientQuery', { ...legacyOrderBody(), id, cargoList: blanked })).status).toBe(
      200,
    );
    expect((await call('POST', '/updateCargoDetails', blanked)).status).toBe(200);
    const order = (await graphql<{ order: Json }>(ORDER, { id })).data!.order;
    const ops = (order.operations as Json[]).map(({ id: opId, operation, port, rate, cargoQty }) => ({
      id: opId,
      operation,
      port,
      rate,
      cargoQty: opId === loading.id ? null : cargoQty,
    }));
    const g = await graphql<{ saveOrder: Json }>(SAVE_ORDER, { input: { ...orderInput(), id, operations: ops } });
    expect(g.errors).toBeUndefined();
    const back = (await graphql<{ order: Json }>(ORDER, { id })).data!.order.operations as Json[];
    expect(back.find((r) => r.id === loading.id)?.cargoQty).toBe(80_000);
  });
});
