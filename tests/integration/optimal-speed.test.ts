import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { calculateByFleet, expectNear } from './calculate-truth-support.js';

type Json = Record<string, any>;

const POINT = 'ballastKnots ladenKnots tcEq profitNet canMakeLaycan cii';
const OPTIMAL = `query ($input: CalculateInput!, $fleetIds: [String!]) {
  optimalSpeeds(input: $input, fleetIds: $fleetIds) {
    fleetId ballastSpeeds ladenSpeeds evaluated
    current { ${POINT} }
    unconstrained { point { ${POINT} } gainPerDay reason }
    ciiFloor { point { ${POINT} } gainPerDay reason }
  }
}`;

/** One vessel's estimate with the speeds typed into every ballast / laden row, as a user would. */
function byHand(p: EstimatePayload, fleetId: string, ballast: number | null, laden: number | null): EstimatePayload {
  const copy = JSON.parse(JSON.stringify(p)) as Json;
  copy.fleetList = copy.fleetList.filter((e: Json) => String(e.id) === fleetId);
  for (const row of copy.cargoList) {
    const v = row.lbmarker === 'laden' ? laden : ballast;
    if (row.operation !== 'Commence' && v !== null) Object.assign(row, { speedNormal: v, speedECA: v });
  }
  return copy as EstimatePayload;
}

describe('optimalSpeeds (issue #21 item 2): each figure is what calculate answers on the estimate edited by hand', () => {
  let server: TestServer;
  let token: string;
  const payload = supramaxIndonesiaIndia();
  const optimal = (p: EstimatePayload, variables: Json = {}, as = token) =>
    gql<{ optimalSpeeds: Json[] }>(server.url, OPTIMAL, { input: asGraphqlInput(p), ...variables }, as);
  const calculate = (p: EstimatePayload) => calculateByFleet(server.url, token, p);
  const near = expectNear;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('current, optimal and CII-floor figures equal calculate at those speeds', async () => {
    const r = await optimal(payload);
    expect(r.errors).toBeUndefined();
    const vessels = r.data!.optimalSpeeds;
    expect(vessels.map((v) => v.fleetId)).toEqual(payload.fleetList.map((e) => String(e.id)));
    const table = await calculate(payload);
    let points = 0;
    for (const v of vessels) {
      const row = table.get(v.fleetId)!;
      near(v.current.tcEq, row.tcEq);
      near(v.current.profitNet, row.profitNet);
      expect(v.current.cii).toBe(row.emissions.cii.rating);
      expect(v.ballastSpeeds.length).toBeGreaterThan(10);
      for (const optimum of [v.unconstrained, v.ciiFloor]) {
        if (!optimum.point) {
          expect(optimum.reason).toMatch(/No /);
          continue;
        }
        const p = optimum.point;
        const truth = (await calculate(byHand(payload, v.fleetId, p.ballastKnots, p.ladenKnots))).get(v.fleetId)!;
        near(p.tcEq, truth.tcEq);
        near(p.profitNet, truth.profitNet);
        near(optimum.gainPerDay, truth.tcEq - row.tcEq);
        expect(truth.canMakeLaycan).toBe(true);
        expect(p.cii).toBe(truth.emissions.cii.rating);
        points++;
      }
      if (v.ciiFloor.point) expect(['A', 'B', 'C']).toContain(v.ciiFloor.point.cii);
    }
    expect(points).toBeGreaterThanOrEqual(3);
  });

  it('says why when no speed meets the laycan; fleetIds picks vessels and is refused by field', async () => {
    const late = JSON.parse(JSON.stringify(payload)) as EstimatePayload;
    Object.assign(late.clientQuery, {
      laycanStartDate: '2027-03-01T00:00:00.000Z',
      laycanEndDate: '2027-03-02T06:00:00.000Z',
    });
    const answer = await optimal(late, { fleetIds: ['502'] });
    expect(answer.errors).toBeUndefined();
    const missed = answer.data!.optimalSpeeds;
    expect(missed.map((v) => v.fleetId)).toEqual(['502']);
    expect(missed[0]!.current.canMakeLaycan).toBe(false);
    expect(missed[0]!.unconstrained).toMatchObject({ point: null, gainPerDay: null });
    expect(missed[0]!.unconstrained.reason).toMatch(/reaches the load port by the laycan end/);
    for (const [fleetIds, field] of [
      [['999'], 'fleetIds[0]'],
      [['501', '501'], 'fleetIds[1]'],
    ] as const) {
      const r = await optimal(payload, { fleetIds });
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('is the calculator route: Sales and signed-out callers are refused as calculate refuses them', async () => {
    const sales = await loginToken(server.url, 'sales@demo.example');
    const bySales = await optimal(payload, {}, sales);
    expect(bySales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(bySales.data?.optimalSpeeds ?? null).toBeNull();
    expect((await optimal(payload, {}, '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
