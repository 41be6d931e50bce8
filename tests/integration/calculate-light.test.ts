import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken, subscribeOverWs } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

const LIGHT_FIELDS =
  'fleetId vesselName tcEq profitNet vesselPremium positionPremium eta warnings { no level message }';
const CALCULATE_LIGHT = `mutation ($input: CalculateInput!) {
  calculate(input: $input) { referenceFleetId savedResultId savedFleetId results { ${LIGHT_FIELDS} } }
}`;
const STREAM_LIGHT = `subscription ($input: CalculateInput!) {
  calculationStream(input: $input) { kind referenceFleetId savedResultId savedFleetId vessel { ${LIGHT_FIELDS} } }
}`;

/** The payload with its second vessel selected for saving under `label`, autoSave on. */
function withSave(label: string): EstimatePayload {
  const p = JSON.parse(JSON.stringify(supramaxIndonesiaIndia())) as Json;
  p.autoSave = true;
  Object.assign(p.fleetList[1], { selectedForSave: true, saveLabel: label });
  return p as EstimatePayload;
}

const pick = (v: Json) => ({
  fleetId: v.fleetId,
  vesselName: v.vesselName,
  tcEq: v.tcEq,
  profitNet: v.profitNet,
  vesselPremium: v.vesselPremium,
  positionPremium: v.positionPremium,
  eta: v.eta,
  warnings: v.warnings.map((w: Json) => ({ no: w.no, level: w.level, message: w.message })),
});

/** Answers that select no row table and no explanation are computed light (ADR 0032): same figures, same save. */
describe('light answers: calculate and calculationStream without the heavy fields', () => {
  let server: TestServer;
  let pricing: string;
  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
  }, 180_000);
  afterAll(() => server?.close());

  it("answers the light fields as the full answer does, and saves the same whole voyage (the full answer's saved id)", async () => {
    const payload = withSave('Light answers save whole');
    const full = await gql<{ calculate: Json }>(server.url, CALCULATE, { input: asGraphqlInput(payload) }, pricing);
    expect(full.errors).toBeUndefined();
    const light = await gql<{ calculate: Json }>(
      server.url,
      CALCULATE_LIGHT,
      { input: asGraphqlInput(payload) },
      pricing,
    );
    expect(light.errors).toBeUndefined();
    expect(light.data!.calculate.results).toEqual(full.data!.calculate.results.map(pick));
    expect(light.data!.calculate.referenceFleetId).toBe(full.data!.calculate.referenceFleetId);
    // Saving again what changes nothing answers the saved voyage's id (its result compared exactly): the light
    // answers stored the same whole result as the full one.
    const savedId = full.data!.calculate.savedResultId as number;
    expect(savedId).toEqual(expect.any(Number));
    expect(light.data!.calculate).toMatchObject({ savedResultId: savedId, savedFleetId: '502' });
    const { events } = await subscribeOverWs<{ calculationStream: Json }>(
      server.url,
      STREAM_LIGHT,
      { input: asGraphqlInput(payload) },
      pricing,
    );
    const streamed = events.map((e) => e.data!.calculationStream);
    const vessels = streamed.flatMap((e) => (e.vessel ? [e.vessel] : []));
    expect(vessels).toHaveLength(full.data!.calculate.results.length);
    for (const v of vessels)
      expect(v).toEqual(pick(full.data!.calculate.results.find((r: Json) => r.fleetId === v.fleetId)));
    expect(streamed.at(-1)).toMatchObject({ kind: 'COMPLETE', savedResultId: savedId, savedFleetId: '502' });
  });
});
