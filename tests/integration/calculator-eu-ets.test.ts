import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ETS_DEFAULTS } from '../../shared/validation/order-ets.js';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, VESSELS, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { legacyOrderBody, LEGACY_ROWS, orderInput } from './orders-support.js';

type Json = Record<string, any>;

/**
 * Issue #12: every input the EU ETS reads reaches the engine. The EU/EEA flags come from the port table
 * (the server fills the ones a payload leaves out; a sent flag wins), and the EUA price, EUR/USD and
 * "ETS in P&L" are order fields with defaults, on REST and GraphQL alike.
 */

/** A Capesize ballasting from Rotterdam (on hire from delivery, DLOSP) to Tubarao, then to Qingdao. */
function rotterdamBallast(mutate: (p: Json) => void = () => {}): EstimatePayload {
  const p = JSON.parse(JSON.stringify(capesizeTubaraoQingdao())) as Json;
  p.clientQuery.deliveryTerms = 'DLOSP';
  p.clientQuery.euaPriceEur = 75;
  p.clientQuery.eurUsd = 1.08;
  p.fleetList = [{ ...p.fleetList[1], port: 'Rotterdam', ballastDistNormal: 5_250 }];
  mutate(p);
  return p as EstimatePayload;
}

const ETS_FIELDS = 'euaPriceEur eurUsd etsInPnl';

describe('EU ETS inputs through REST and GraphQL', () => {
  let server: TestServer;
  let token: string;
  const restCalc = (p: EstimatePayload) =>
    rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token, body: asRestPayload(p) });
  const gqlCalc = (p: EstimatePayload) =>
    gql<{ calculate: { results: Json[] } }>(server.url, CALCULATE, { input: asGraphqlInput(p) }, token);
  /** The one vessel's emissions, on both APIs (they must agree). */
  async function emissions(p: EstimatePayload): Promise<{ etsAllowances: number; etsCostUsd: number }> {
    const r = await restCalc(p);
    expect(r.status).toBe(200);
    const g = await gqlCalc(p);
    expect(g.errors).toBeUndefined();
    const viaRest = (Object.values(r.body)[0] as Json).emissions;
    const viaGql = g.data!.calculate.results[0]!.emissions;
    expect(viaGql).toEqual(viaRest);
    return viaRest;
  }

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('a Capesize ballasting from Rotterdam owes EUAs without sending a flag: the server reads the port table', async () => {
    const e = await emissions(rotterdamBallast());
    expect(e.etsAllowances).toBeGreaterThan(100);
    expect(e.etsCostUsd).toBeCloseTo(e.etsAllowances * 75 * 1.08, 6);
  });

  it('an explicitly sent flag wins over the port table, either way', async () => {
    const notEu = await emissions(rotterdamBallast((p) => (p.fleetList[0].isEuOpenPort = false)));
    expect(notEu).toMatchObject({ etsAllowances: 0, etsCostUsd: 0 });
    // Qingdao flagged by hand: the laden leg (one EU end) and the discharge stay count.
    const typed = await emissions(
      rotterdamBallast((p) => {
        p.fleetList[0].isEuOpenPort = false;
        p.cargoList[3].isEu = true;
      }),
    );
    expect(typed.etsAllowances).toBeGreaterThan(0);
  });

  it('the EUA price and EUR/USD of the request price the EUAs; ETS in the P&L moves the profit', async () => {
    const base = await restCalc(rotterdamBallast());
    const dearer = await restCalc(rotterdamBallast((p) => (p.clientQuery.euaPriceEur = 90)));
    const [a, b] = [Object.values(base.body)[0] as Json, Object.values(dearer.body)[0] as Json];
    expect(b.emissions.etsCostUsd).toBeCloseTo(a.emissions.etsCostUsd * (90 / 75), 6);
    expect(b.profitNet).toBe(a.profitNet);
    const inPnl = await restCalc(rotterdamBallast((p) => (p.clientQuery.etsInPnl = true)));
    const c = Object.values(inPnl.body)[0] as Json;
    expect(c.profitNet).toBeCloseTo(a.profitNet - a.emissions.etsCostUsd, 4);
  });

  it('GraphQL answers each row’s and open port’s flag from the port table, and portIsEu by name', async () => {
    const saved = await gql<{ saveOrder: Json }>(
      server.url,
      `mutation ($input: OrderInput!) { saveOrder(input: $input) { id: databaseId operations { operation port isEu } } }`,
      {
        input: orderInput({
          operations: [
            { operation: 'LOADING', port: 'Tubarao', rate: 80000, cargoQty: 150000 },
            { operation: 'DISCHARGING', port: 'Rotterdam', rate: 30000, cargoQty: 150000 },
          ],
        }),
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const rows = saved.data!.saveOrder.operations as Json[];
    expect(rows.map((r) => [r.operation, r.isEu])).toEqual([
      ['COMMENCE', false],
      ['LOADING', false],
      ['DISCHARGING', true],
    ]);
    const added = await gql<{ addToFleet: Json[] }>(
      server.url,
      `mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { id: databaseId port isEuOpenPort } }`,
      {
        l: ['Rotterdam', 'Singapore'].map((port) => ({
          vesselName: 'Cape Merlin',
          vessel: VESSELS.capeMerlin,
          port,
          dateOpening: '2027-03-22T00:00:00.000Z',
          hirePerDay: 24_500,
        })),
      },
      token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addToFleet.map((e) => [e.port, e.isEuOpenPort])).toEqual([
      ['Rotterdam', true],
      ['Singapore', false],
    ]);
    const q = `query ($n: String!) { portIsEu(name: $n) }`;
    for (const [name, eu] of [
      ['hamburg', true],
      ['Qingdao', false],
      ['Nowhere At All', false],
    ] as const)
      expect((await gql<{ portIsEu: boolean }>(server.url, q, { n: name }, token)).data?.portIsEu).toBe(eu);
  });
});

describe('the order’s EU ETS inputs: defaults, round trip, refusals', () => {
  let server: TestServer;
  let token: string;
  const call = (method: string, path: string, body?: unknown) => rest<Json>(server.url, method, path, { token, body });
  const saveOrder = (input: Json) =>
    gql<{ saveOrder: Json }>(
      server.url,
      `mutation ($input: OrderInput!) { saveOrder(input: $input) { id: databaseId ${ETS_FIELDS} } }`,
      { input },
      token,
    );

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('GraphQL: a new order takes the defaults; an update changes them; a field left out keeps its value', async () => {
    const created = await saveOrder(orderInput());
    expect(created.errors).toBeUndefined();
    expect(created.data!.saveOrder).toMatchObject(ORDER_ETS_DEFAULTS);
    const id = created.data!.saveOrder.id as number;
    const updated = await saveOrder({
      ...orderInput({ id, operations: undefined }),
      euaPriceEur: 82.5,
      etsInPnl: true,
    });
    expect(updated.data!.saveOrder).toMatchObject({ euaPriceEur: 82.5, eurUsd: 1.08, etsInPnl: true });
    const read = await gql<{ order: Json }>(
      server.url,
      `query ($id: Int!) { order(id: $id) { ${ETS_FIELDS} } }`,
      { id },
      token,
    );
    expect(read.data!.order).toEqual({ euaPriceEur: 82.5, eurUsd: 1.08, etsInPnl: true });
  });

  it('GraphQL: a negative EUA price or EUR/USD is BAD_USER_INPUT naming the field', async () => {
    for (const field of ['euaPriceEur', 'eurUsd']) {
      const r = await saveOrder({ ...orderInput(), [field]: -1 });
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(r.errors?.[0]?.message).toBe(`${field} cannot be negative`);
    }
  });

  it('REST: POST /clientQuery takes the defaults; PUT /updateClientQuery round-trips the fields as sent', async () => {
    const created = await call('POST', '/clientQuery', { ...legacyOrderBody(), cargoList: LEGACY_ROWS });
    expect(created.status).toBe(200);
    const id = created.body as unknown as number;
    const read = await call('GET', `/queryById?id=${id}`);
    expect(read.body).toMatchObject(ORDER_ETS_DEFAULTS);
    // Legacy spellings read by the boundary reader: numeric strings, 'Yes'.
    const put = await call('PUT', '/updateClientQuery', {
      ...legacyOrderBody(),
      id,
      euaPriceEur: '68.4',
      eurUsd: 1.12,
      etsInPnl: 'Yes',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ euaPriceEur: 68.4, eurUsd: 1.12, etsInPnl: true });
    expect((await call('GET', `/queryById?id=${id}`)).body).toMatchObject({ euaPriceEur: 68.4, eurUsd: 1.12 });
  });

  it('REST: a negative EUA price is a 400 naming the field; a value that is not a number too', async () => {
    const negative = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      euaPriceEur: -5,
      cargoList: LEGACY_ROWS,
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'euaPriceEur',
      error: 'euaPriceEur cannot be negative',
    });
    const text = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      eurUsd: 'about one',
      cargoList: LEGACY_ROWS,
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'eurUsd' });
  });
});
