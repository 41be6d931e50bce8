import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, VESSELS, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { expectNear } from './calculate-truth-support.js';
import { DEFAULT_CANAL_DUES, dwtClassOf } from '../../shared/voyage/route-alternatives-dues.js';
import { routeFlagsFor } from '../../shared/voyage/route-alternatives-flags.js';
import { codeOf, orderInput, saveOrder } from './orders-support.js';

type Json = Record<string, any>;

const ALTERNATIVES = `query ($input: CalculateInput!) {
  routeAlternatives(input: $input) {
    fleetId
    alternatives { route canals distance voyageDays canalDues canalExpenses tcEq profitNet canMakeLaycan }
  }
}`;
const CALCULATE = `mutation ($input: CalculateInput!) {
  calculate(input: $input) {
    results {
      fleetId tcEq profitNet voyageDays canMakeLaycan details { others }
      warnings { level message }
      explain { canalDues { dwtClass total transits { canal leg toPort usdPerTransit } unknownLegs { leg toPort } } }
    }
  }
}`;
const DISTANCES = `query ($input: PortDistanceInput!) { portDistances(input: $input) { distNormal distEca passages } }`;
const ORDER_DUES = `query ($id: Int!) { order(id: $id) { canalDues routeChoice suez panama } }`;
const SAVE = `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId canalDues } }`;

/** The order's own flags: Suez avoided (the shortest route is the Cape), Panama allowed. */
const OWN = { suez: true, panama: false };

describe('the chosen route charges its canal dues in the fleet table (issue #21 item 3, ADR 0029)', () => {
  let server: TestServer;
  let token: string;
  const leg = async (from: string, to: string, flags: { suez: boolean; panama: boolean }) => {
    const r = await gql<{ portDistances: Json[] }>(
      server.url,
      DISTANCES,
      { input: { portList: [{ name: from }, { name: to }], ...flags } },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.portDistances[0]!;
  };
  /**
   * Samarinda -> Rotterdam coal priced with these flags, the laden leg measured with them as the web
   * measures it, every ballast leg routed by the server; a Capesize beside the Supramaxes (two classes).
   */
  const asiaEurope = async (
    flags: { suez: boolean; panama: boolean },
    canalDues: Json[] | null,
  ): Promise<EstimatePayload> => {
    const p = supramaxIndonesiaIndia();
    const l = await leg('Samarinda', 'Rotterdam', flags);
    p.clientQuery = {
      ...p.clientQuery,
      name: 'Coal Samarinda / Rotterdam',
      ...flags,
      ...(canalDues ? { canalDues } : {}),
    };
    p.cargoList = p.cargoList.map((r: Json) =>
      r.operation === 'Discharging' ? { ...r, port: 'Rotterdam', distNormal: l.distNormal, distEca: l.distEca } : r,
    );
    const routed = p.fleetList.map(
      ({ ballastDistNormal: _n, ballastDistEca: _e, ...e }) => e,
    ) as EstimatePayload['fleetList'];
    p.fleetList = [
      ...routed,
      {
        ...routed[0]!,
        id: 599,
        vesselName: 'Pacific Ironbark',
        vessel: VESSELS.pacificIronbark,
        isReferenceVessel: false,
      },
    ];
    return p;
  };
  const classOf = (p: EstimatePayload, fleetId: string) => {
    const e = p.fleetList.find((x: Json) => String(x.id) === fleetId) as Json;
    return dwtClassOf(Number((typeof e.vessel === 'string' ? JSON.parse(e.vessel) : e.vessel).vesselDwt));
  };
  const calculate = async (p: EstimatePayload) => {
    const r = await gql<{ calculate: { results: Json[] } }>(server.url, CALCULATE, { input: asGraphqlInput(p) }, token);
    expect(r.errors).toBeUndefined();
    return new Map(r.data!.calculate.results.map((v) => [v.fleetId as string, v]));
  };
  const alternatives = async (p: EstimatePayload) => {
    const r = await gql<{ routeAlternatives: Json[] }>(server.url, ALTERNATIVES, { input: asGraphqlInput(p) }, token);
    expect(r.errors).toBeUndefined();
    return new Map(r.data!.routeAlternatives.map((v) => [v.fleetId as string, v.alternatives as Json[]]));
  };
  const restCalculate = async (p: EstimatePayload) => {
    const r = await rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token, body: asRestPayload(p) });
    expect(r.status).toBe(200);
    // The legacy answer: each vessel's result keyed by its fleet id.
    return new Map(Object.values(r.body as Json).map((v: Json) => [String(v.fleetId), v]));
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('SUEZ chosen: every vessel pays the Suez dues of its class, equal to the dialog (both inputs) and on REST', async () => {
    // The dues stored with the order: Supramax Suez set by the user, the rest defaults.
    const created = await saveOrder(server.url, token, orderInput({ name: 'Suez dues', ...OWN }));
    const saved = await gql<{ saveOrder: Json }>(
      server.url,
      SAVE,
      {
        input: {
          id: created.id,
          routeChoice: 'SUEZ',
          canalDues: [{ canal: 'SUEZ', dwtClass: 'SUPRAMAX', usdPerTransit: 150_000 }],
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const order = (await gql<{ order: Json }>(server.url, ORDER_DUES, { id: created.id }, token)).data!.order;
    expect(order.canalDues).toEqual([{ canal: 'SUEZ', dwtClass: 'SUPRAMAX', usdPerTransit: 150_000 }]);
    const chosen = routeFlagsFor({ suez: order.suez, panama: order.panama }, order.routeChoice);
    expect(chosen).toEqual({ suez: false, panama: true });

    // The fleet table: the payload as the web builds it (the chosen route's flags, the order's dues).
    const priced = await asiaEurope(chosen, order.canalDues);
    const table = await calculate(priced);
    const classes = new Set<string>();
    for (const [fleetId, r] of table) {
      const cls = classOf(priced, fleetId);
      classes.add(cls);
      const want = cls === 'SUPRAMAX' ? 150_000 : DEFAULT_CANAL_DUES.SUEZ[cls];
      expect(r.explain.canalDues).toMatchObject({ dwtClass: cls, total: want, unknownLegs: [] });
      expect(r.explain.canalDues.transits).toEqual([
        { canal: 'SUEZ', leg: '103', toPort: 'Rotterdam', usdPerTransit: want },
      ]);
      expect(r.warnings.filter((w: Json) => w.message.startsWith('Canal dues:'))).toEqual([]);
    }
    expect(classes.size).toBeGreaterThanOrEqual(2);

    // The same payload without the dues: Others differ by exactly the dues.
    const { canalDues: _d, ...noDues } = priced.clientQuery as Json;
    const bare = await calculate({ ...priced, clientQuery: noDues });
    for (const [fleetId, r] of table)
      expectNear(r.details.others - bare.get(fleetId)!.details.others, r.explain.canalDues.total);

    // The dialog on the order's own flags: its SUEZ row is the fleet table's.
    const own = await alternatives(await asiaEurope(OWN, order.canalDues));
    // The dialog as the web asks (the payload of the fleet table): its first row is the chosen route.
    const asWeb = await alternatives(priced);
    for (const [fleetId, r] of table) {
      const suez = own.get(fleetId)!.find((a) => a.route === 'SUEZ')!;
      const now = asWeb.get(fleetId)![0]!;
      for (const alt of [suez, now]) {
        expect(alt.canals).toEqual(['SUEZ']);
        expectNear(alt.canalDues, r.explain.canalDues.total);
        expectNear(alt.tcEq, r.tcEq);
        expectNear(alt.profitNet, r.profitNet);
        expectNear(alt.voyageDays, r.voyageDays);
        expect(alt.canMakeLaycan).toBe(r.canMakeLaycan);
      }
    }

    // REST prices the same payload to the same figures.
    const viaRest = await restCalculate(priced);
    for (const [fleetId, r] of table) {
      const v = viaRest.get(fleetId)!;
      expectNear(v.tcEq, r.tcEq);
      expectNear(v.profitNet, r.profitNet);
      expect(v.explain.canalDues.total).toBe(r.explain.canalDues.total);
    }
  });

  it('SHORTEST without a transit charges none; a typed laden distance is said, not guessed', async () => {
    const p = supramaxIndonesiaIndia();
    const measured = await leg('Samarinda', 'Krishnapatnam', { suez: false, panama: false });
    expect(measured.passages).not.toContain('Suez Canal');
    const at = (distNormal: number, distEca: number): EstimatePayload => ({
      ...p,
      clientQuery: { ...p.clientQuery, canalDues: [] },
      cargoList: p.cargoList.map((r: Json) => (r.operation === 'Discharging' ? { ...r, distNormal, distEca } : r)),
    });
    // Every leg routed by the server, the laden one as measured: all known, none through a canal.
    const routed = (q: EstimatePayload): EstimatePayload => ({
      ...q,
      fleetList: q.fleetList.map(
        ({ ballastDistNormal: _n, ballastDistEca: _e, ...e }) => e,
      ) as EstimatePayload['fleetList'],
    });
    const bare = await calculate(p);
    const none = await calculate(routed(at(measured.distNormal, measured.distEca)));
    const plain = await calculate(routed({ ...p, cargoList: at(measured.distNormal, measured.distEca).cargoList }));
    for (const [fleetId, r] of none) {
      expect(r.explain.canalDues).toMatchObject({ total: 0, transits: [], unknownLegs: [] });
      expectNear(r.tcEq, plain.get(fleetId)!.tcEq);
    }
    // The fixture's ballast legs are given with the entries and its laden leg typed (2,950 nm): not routed here.
    const typed = await calculate(at(2_950, 0));
    for (const [fleetId, r] of typed) {
      expect(r.explain.canalDues.total).toBe(0);
      expect(r.explain.canalDues.unknownLegs).toEqual([
        { leg: 'ballast', toPort: 'Samarinda' },
        { leg: '103', toPort: 'Krishnapatnam' },
      ]);
      const said = r.warnings.filter((w: Json) => w.message.startsWith('Canal dues:'));
      expect(said.map((w: Json) => w.level)).toEqual(['ALERT', 'ALERT']);
      expect(said[1].message).toContain('the leg to Krishnapatnam');
      expectNear(r.tcEq, bare.get(fleetId)!.tcEq);
    }
  });

  it('the stored dues are read by one rule on both APIs: negative or non-numeric refused with code and field', async () => {
    const created = await saveOrder(server.url, token, orderInput({ name: 'Dues refusals' }));
    for (const usdPerTransit of [-1, 'lots']) {
      const bad = await gql(
        server.url,
        SAVE,
        { input: { id: created.id, canalDues: [{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit }] } },
        token,
      );
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.extensions?.field).toBe('canalDues[0].usdPerTransit');
      const restBad = await rest<Json>(server.url, 'PUT', '/updateClientQuery', {
        token,
        body: { id: created.id, canalDues: [{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit }] },
      });
      expect(restBad.status).toBe(400);
      expect(restBad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'canalDues[0].usdPerTransit' });
    }
    const restKiel = await rest<Json>(server.url, 'PUT', '/updateClientQuery', {
      token,
      body: { id: created.id, canalDues: [{ canal: 'KIEL', dwtClass: 'PANAMAX', usdPerTransit: 1 }] },
    });
    expect(restKiel.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'canalDues[0].canal' });
    const ok = await rest<Json>(server.url, 'PUT', '/updateClientQuery', {
      token,
      body: { id: created.id, canalDues: [{ canal: 'PANAMA', dwtClass: 'CAPESIZE', usdPerTransit: '280000' }] },
    });
    expect(ok.status).toBe(200);
    const stored = [{ canal: 'PANAMA', dwtClass: 'CAPESIZE', usdPerTransit: 280_000 }];
    expect((await rest<Json>(server.url, 'GET', `/queryById?id=${created.id}`, { token })).body.canalDues).toEqual(
      stored,
    );
    expect(
      (await gql<{ order: Json }>(server.url, ORDER_DUES, { id: created.id }, token)).data!.order.canalDues,
    ).toEqual(stored);
    // The payload's dues are refused by both calculation APIs alike.
    const p = { ...supramaxIndonesiaIndia() };
    p.clientQuery = { ...p.clientQuery, canalDues: [{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit: -5 }] };
    const gBad = await gql(server.url, CALCULATE, { input: asGraphqlInput(p) }, token);
    const rBad = await rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token, body: asRestPayload(p) });
    expect(codeOf(gBad)).toBe('BAD_USER_INPUT');
    expect(rBad.status).toBe(400);
    expect(gBad.errors?.[0]?.extensions?.field).toBe(rBad.body.field);
  });
});
