import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { calculateByFleet, expectNear } from './calculate-truth-support.js';

type Json = Record<string, any>;

const SENSITIVITY = `query ($input: CalculateInput!, $columns: SensitivityAxisInput!, $rows: SensitivityAxisInput!) {
  sensitivity(input: $input, columns: $columns, rows: $rows) {
    columns { kind values } rows { kind values }
    vessels { fleetId tcEq profit breakEvenFreight method }
    best { tcEq fleetId }
  }
}`;

const FREIGHT = { kind: 'FREIGHT', values: [-2, 0, 2] };
const BUNKER = { kind: 'BUNKER', values: [-10, 0, 10] };

/** The estimate edited as a user would type it: freight on the Loading rows, every fuel price of the order. */
function edited(p: EstimatePayload, freight: number, bunkerPercent: number): EstimatePayload {
  const copy = JSON.parse(JSON.stringify(p)) as Json;
  for (const row of copy.cargoList) if (row.operation === 'Loading') row.freight += freight;
  for (const key of Object.keys(copy.clientQuery)) {
    if (/FuelPriceType\d$/.test(key)) copy.clientQuery[key] *= 1 + bunkerPercent / 100;
  }
  return copy as EstimatePayload;
}

describe('sensitivity (issue #21 item 1): the grid is what calculate answers on the edited estimate', () => {
  let server: TestServer;
  let token: string;
  const payload = supramaxIndonesiaIndia();
  const sensitivity = (variables: Json, as = token) =>
    gql<{ sensitivity: Json }>(server.url, SENSITIVITY, { input: asGraphqlInput(payload), ...variables }, as);
  const calculate = (p: EstimatePayload) => calculateByFleet(server.url, token, p);
  const near = expectNear;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('every cell equals calculate on the estimate edited by hand; the best vessel and break-even agree', async () => {
    const r = await sensitivity({ columns: FREIGHT, rows: BUNKER });
    expect(r.errors).toBeUndefined();
    const grid = r.data!.sensitivity;
    expect(grid.columns).toEqual(FREIGHT);
    expect(grid.vessels.map((v: Json) => v.fleetId)).toEqual(payload.fleetList.map((e: Json) => String(e.id)));
    for (const [yi, b] of BUNKER.values.entries()) {
      for (const [xi, f] of FREIGHT.values.entries()) {
        const truth = await calculate(edited(payload, f, b));
        for (const v of grid.vessels) {
          near(v.tcEq[yi][xi], truth.get(v.fleetId)!.tcEq);
          near(v.profit[yi][xi], truth.get(v.fleetId)!.profitNet);
        }
        const best = [...truth.values()].reduce((a, c) => (c.tcEq > a.tcEq ? c : a));
        expect(grid.best.fleetId[yi][xi]).toBe(best.fleetId);
        near(grid.best.tcEq[yi][xi], best.tcEq);
      }
    }
    // Break-even per bunker column needs freight on the rows: swap the axes and price that freight.
    const swapped = (await sensitivity({ columns: BUNKER, rows: FREIGHT })).data!.sensitivity;
    for (const v of swapped.vessels) {
      const shift = v.breakEvenFreight[1]; // bunkers as they are
      const atBreakEven = await calculate(edited(payload, shift, 0));
      expect(Math.abs(atBreakEven.get(v.fleetId)!.profitNet)).toBeLessThan(0.01);
    }
  });

  it('refuses axes that make no grid, naming the field, and prices nothing', async () => {
    const cases: [Json, string][] = [
      [{ columns: FREIGHT, rows: FREIGHT }, 'rows.kind'],
      [{ columns: { kind: 'FREIGHT', values: [1] }, rows: BUNKER }, 'columns.values'],
      [{ columns: FREIGHT, rows: { kind: 'BUNKER', values: [-100, 0] } }, 'rows.values[0]'],
      [{ columns: FREIGHT, rows: { kind: 'EUA', values: [0, 0] } }, 'rows.values'],
      [
        { columns: { kind: 'FREIGHT', values: Array.from({ length: 42 }, (_, i) => i) }, rows: BUNKER },
        'columns.values',
      ],
    ];
    for (const [variables, field] of cases) {
      const r = await sensitivity(variables);
      expect(r.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('is the calculator route: Sales and signed-out callers are refused as calculate refuses them', async () => {
    const sales = await loginToken(server.url, 'sales@demo.example');
    const bySales = await sensitivity({ columns: FREIGHT, rows: BUNKER }, sales);
    const calcBySales = await gql(server.url, CALCULATE, { input: asGraphqlInput(payload) }, sales);
    expect(calcBySales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(bySales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(bySales.data?.sensitivity ?? null).toBeNull();
    const anonymous = await sensitivity({ columns: FREIGHT, rows: BUNKER }, '');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
