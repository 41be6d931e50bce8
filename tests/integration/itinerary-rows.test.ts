import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, subscribeOverWs } from '../helpers/api.js';
import { EXPLAIN_FIELDS, ROW_RESULT_FIELDS } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;
type Both = {
  fleetId: string;
  portToPortOperationResultMap: Json[];
  itineraryRows: Json[];
  explain: Json;
  explanation: Json;
};

const BOTH = `fleetId portToPortOperationResultMap { ${ROW_RESULT_FIELDS} } itineraryRows
  explain { ${EXPLAIN_FIELDS} } explanation`;
const CALCULATE_BOTH = `mutation ($input: CalculateInput!) { calculate(input: $input) { results { ${BOTH} } } }`;
const CALCULATE_COMPACT = `mutation ($input: CalculateInput!) {
  calculate(input: $input) { results { fleetId itineraryRows explanation } }
}`;
const STREAM = `subscription ($input: CalculateInput!) {
  calculationStream(input: $input) { runId vessel { ${BOTH} } }
}`;
const RUN_VESSEL = `query ($runId: ID!, $fleetId: ID!) { calculationRunVessel(runId: $runId, fleetId: $fleetId) { ${BOTH} } }`;

/**
 * VesselResult.itineraryRows and explanation (ADR 0021, addendum 2): each row one ItineraryRow value with
 * exactly the fields and values of the deprecated portToPortOperationResultMap selected whole (timeZone
 * included), whether the zones were read ahead (calculate) or through the port loader (a stream's event, a
 * kept run); the explanation exactly the deprecated explain selected whole.
 */
describe('itineraryRows and explanation: the heavy parts as one value each', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  }, 180_000);
  afterAll(() => server?.close());

  const expectSame = (vessels: Both[]) => {
    expect(vessels.length).toBeGreaterThan(1);
    for (const v of vessels) {
      expect(v.itineraryRows.length).toBeGreaterThan(2);
      expect(v.itineraryRows).toStrictEqual(v.portToPortOperationResultMap);
      expect(v.explanation).toStrictEqual(v.explain);
    }
  };

  it('answers calculate with the old fields whole, with and without the old fields beside them', async () => {
    const input = asGraphqlInput(supramaxIndonesiaIndia());
    const both = await gql<{ calculate: { results: Both[] } }>(server.url, CALCULATE_BOTH, { input }, token);
    expect(both.errors).toBeUndefined();
    const results = both.data!.calculate.results;
    expectSame(results);
    // Values that tell the shapes apart: an enum's name, a null leg speed, a known port's zone, a UTC instant.
    const rows = results[0]!.itineraryRows;
    expect(rows[0]).toMatchObject({ index: 0, operation: 'COMMENCE', legSpeed: null, timeZone: null });
    expect(rows.find((r) => r.port === 'Krishnapatnam')).toMatchObject({
      operation: 'DISCHARGING',
      timeZone: 'Asia/Kolkata',
      legSpeed: { condition: 'laden' },
    });
    expect(rows[1]!.arrivalTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const compact = await gql<{ calculate: { results: Both[] } }>(server.url, CALCULATE_COMPACT, { input }, token);
    expect(compact.errors).toBeUndefined();
    expect(compact.data!.calculate.results.map((v) => [v.itineraryRows, v.explanation])).toStrictEqual(
      results.map((v) => [v.itineraryRows, v.explanation]),
    );
    expect(results[0]!.explanation).toMatchObject({ canalDues: null, fuel: { hs: { consumed: expect.any(Number) } } });
  });

  it("answers a stream's events and a kept run's vessel alike (zones through the port loader)", async () => {
    const input = asGraphqlInput(capesizeTubaraoQingdao());
    const { events } = await subscribeOverWs<{ calculationStream: { runId: string; vessel: Both | null } }>(
      server.url,
      STREAM,
      { input },
      token,
    );
    const streamed = events.flatMap((e) => (e.data?.calculationStream.vessel ? [e.data.calculationStream.vessel] : []));
    expectSame(streamed);
    expect(streamed[0]!.itineraryRows.some((r) => typeof r.timeZone === 'string')).toBe(true);

    const runId = events[0]!.data!.calculationStream.runId;
    const kept = await gql<{ calculationRunVessel: Both }>(
      server.url,
      RUN_VESSEL,
      { runId, fleetId: streamed[1]!.fleetId },
      token,
    );
    expect(kept.errors).toBeUndefined();
    expectSame([kept.data!.calculationRunVessel, streamed[1]!]);
    expect(kept.data!.calculationRunVessel.itineraryRows).toStrictEqual(streamed[1]!.itineraryRows);
  });
});
