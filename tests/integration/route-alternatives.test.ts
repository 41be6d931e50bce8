import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { DEFAULT_CANAL_DUES, dwtClassOf } from '../../shared/voyage/route-alternatives-dues.js';

type Json = Record<string, any>;

const ALTERNATIVES = `query ($input: CalculateInput!, $fleetIds: [String!], $canalDues: [CanalDuesInput!]) {
  routeAlternatives(input: $input, fleetIds: $fleetIds, canalDues: $canalDues) {
    fleetId
    alternatives { route canals distance voyageDays canalDues canalExpenses tcEq profitNet canMakeLaycan cheapest }
  }
}`;
const DISTANCES = `query ($input: PortDistanceInput!) { portDistances(input: $input) { distNormal distEca passages } }`;

/** The avoid flags each route sets (the order's other flags untouched). */
const FLAGS: Record<string, { suez: boolean; panama: boolean }> = {
  SHORTEST: { suez: false, panama: false },
  SUEZ: { suez: false, panama: true },
  PANAMA: { suez: true, panama: false },
  CAPE: { suez: true, panama: true },
};

describe('routeAlternatives (issue #21 item 3): each alternative is what calculate answers with that route and its dues', () => {
  let server: TestServer;
  let token: string;
  const leg = async (flags: { suez: boolean; panama: boolean }) => {
    const r = await gql<{ portDistances: Json[] }>(
      server.url,
      DISTANCES,
      { input: { portList: [{ name: 'Samarinda' }, { name: 'Rotterdam' }], ...flags } },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.portDistances[0]!;
  };
  /** Samarinda -> Rotterdam coal: the laden leg measured as the web measures it, with the given flags. */
  const asiaEurope = async (flags: { suez: boolean; panama: boolean }, canalExpenses = 0): Promise<EstimatePayload> => {
    const p = supramaxIndonesiaIndia();
    const l = await leg(flags);
    p.clientQuery = { ...p.clientQuery, name: 'Coal Samarinda / Rotterdam', ...flags, canalExpenses };
    p.cargoList = p.cargoList.map((r: Json) =>
      r.operation === 'Discharging' ? { ...r, port: 'Rotterdam', distNormal: l.distNormal, distEca: l.distEca } : r,
    );
    return p;
  };
  const alternatives = (p: EstimatePayload, variables: Json = {}, as = token) =>
    gql<{ routeAlternatives: Json[] }>(server.url, ALTERNATIVES, { input: asGraphqlInput(p), ...variables }, as);
  const calculate = async (p: EstimatePayload) => {
    const r = await gql<{ calculate: { results: Json[] } }>(server.url, CALCULATE, { input: asGraphqlInput(p) }, token);
    expect(r.errors).toBeUndefined();
    return new Map(r.data!.calculate.results.map((v) => [v.fleetId as string, v]));
  };
  const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b)));

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('Asia -> Europe: Suez (the shortest) and the Cape differ; each equals calculate with the avoid flags and the dues', async () => {
    const shortestLeg = await leg(FLAGS.SHORTEST!);
    expect(shortestLeg.passages).toContain('Suez Canal');
    const payload = await asiaEurope(FLAGS.SHORTEST!);
    const r = await alternatives(payload);
    expect(r.errors).toBeUndefined();
    const vessels = r.data!.routeAlternatives;
    expect(vessels.map((v) => v.fleetId)).toEqual(payload.fleetList.map((e: Json) => String(e.id)));
    for (const v of vessels) {
      expect(v.alternatives.map((a: Json) => a.route)).toEqual(['SHORTEST', 'CAPE']);
      const [viaSuez, cape] = v.alternatives as Json[];
      expect(viaSuez!.canals).toEqual(['SUEZ']);
      expect(cape!.canals).toEqual([]);
      expect(cape!.distance).toBeGreaterThan(viaSuez!.distance + 2_000);
      const entry = payload.fleetList.find((e: Json) => String(e.id) === v.fleetId) as Json;
      const dwt = typeof entry.vessel === 'string' ? JSON.parse(entry.vessel).vesselDwt : entry.vessel.vesselDwt;
      expect(viaSuez!.canalDues).toBe(DEFAULT_CANAL_DUES.SUEZ[dwtClassOf(Number(dwt))]);
      expect(cape!.canalDues).toBe(0);
      for (const alt of v.alternatives as Json[]) {
        const truth = (await calculate(await asiaEurope(FLAGS[alt.route]!, alt.canalExpenses))).get(v.fleetId)!;
        near(alt.tcEq, truth.tcEq);
        near(alt.profitNet, truth.profitNet);
        near(alt.voyageDays, truth.voyageDays);
        expect(alt.canMakeLaycan).toBe(truth.canMakeLaycan);
      }
      const best = Math.max(...v.alternatives.map((a: Json) => a.tcEq));
      expect(v.alternatives.filter((a: Json) => a.cheapest).map((a: Json) => a.tcEq)).toEqual([best]);
    }
  });

  it('canal dues given replace the defaults; out of range they are refused naming the field', async () => {
    const payload = await asiaEurope(FLAGS.SHORTEST!);
    const dwtClass = 'SUPRAMAX';
    const r = await alternatives(payload, { canalDues: [{ canal: 'SUEZ', dwtClass, usdPerTransit: 1_234 }] });
    expect(r.errors).toBeUndefined();
    const entryClasses = payload.fleetList.map((e: Json) =>
      dwtClassOf(Number((typeof e.vessel === 'string' ? JSON.parse(e.vessel) : e.vessel).vesselDwt)),
    );
    r.data!.routeAlternatives.forEach((v, i) => {
      const suez = v.alternatives[0];
      expect(suez.canalDues).toBe(entryClasses[i] === dwtClass ? 1_234 : DEFAULT_CANAL_DUES.SUEZ[entryClasses[i]!]);
    });
    const bad = await alternatives(payload, { canalDues: [{ canal: 'SUEZ', dwtClass, usdPerTransit: -1 }] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.field).toBe('canalDues[0].usdPerTransit');
    const unknown = await alternatives(payload, { canalDues: [{ canal: 'KIEL', dwtClass, usdPerTransit: 1 }] });
    expect(unknown.errors?.[0]?.message).toMatch(/KIEL/);
  });

  it('a voyage through no canal has the one route; Sales may not ask', async () => {
    const r = await alternatives(supramaxIndonesiaIndia());
    expect(r.errors).toBeUndefined();
    for (const v of r.data!.routeAlternatives) {
      expect(v.alternatives).toHaveLength(1);
      expect(v.alternatives[0]).toMatchObject({ route: 'SHORTEST', canals: [], canalDues: 0, cheapest: true });
    }
    const sales = await loginToken(server.url, 'sales@demo.example');
    const refused = await alternatives(supramaxIndonesiaIndia(), {}, sales);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
