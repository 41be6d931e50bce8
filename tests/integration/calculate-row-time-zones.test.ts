import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalculateOnceDocument,
  CalculationRunVesselDocument,
  CalculationStreamDocument,
} from '../../web/src/__generated__/graphql.js';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, subscribeOverWs } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Row = { index: number; port: string; timeZone: string | null };
type Vessel = { fleetId: string; portToPortOperationResultMap: Row[] };

/**
 * calculate reads its rows' time zones ahead, in one go, so that graphql-js completes the result without a
 * promise per row (ADR 0021, addendum): the zones must be the ones the row's field answers on its own, as it
 * does for a vessel read from a kept run (calculationRunVessel, one read per row).
 */
describe('calculate over GraphQL: the rows time zones read ahead', () => {
  let server: TestServer;
  let token: string;
  const input = asGraphqlInput(supramaxIndonesiaIndia());
  // What the web's documents take (ADR 0021, addendum 5): the payload as REST reads it.
  const payload = supramaxIndonesiaIndia();

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  }, 180_000);
  afterAll(() => server?.close());

  const zonesOf = (v: Vessel) => v.portToPortOperationResultMap.map((r) => [r.port, r.timeZone] as const);

  it("answers each row's zone as the row's own field does, with the web client's selection", async () => {
    const once = await gql<{ calculate: { results: Vessel[] } }>(
      server.url,
      print(CalculateOnceDocument),
      { payload },
      token,
    );
    expect(once.errors).toBeUndefined();
    const results = once.data!.calculate.results;
    expect(results.length).toBeGreaterThan(1);

    const { events } = await subscribeOverWs<{ calculationStream: { runId: string } }>(
      server.url,
      print(CalculationStreamDocument),
      { payload },
      token,
    );
    const runId = events[0]!.data!.calculationStream.runId;
    for (const vessel of results) {
      const one = await gql<{ calculationRunVessel: Vessel }>(
        server.url,
        print(CalculationRunVesselDocument),
        { runId, fleetId: vessel.fleetId },
        token,
      );
      expect(zonesOf(vessel)).toEqual(zonesOf(one.data!.calculationRunVessel));
    }
    // Known ports have zones (the check would pass on all-null answers otherwise); Commence's TBN has none.
    const zones = new Map(zonesOf(results[0]!));
    expect(zones.get('Samarinda')).toMatch(/^Asia\//);
    expect(zones.get('Krishnapatnam')).toBe('Asia/Kolkata');
    expect(zones.get('TBN')).toBeNull();
  });

  it('answers the zone however it is selected (alias, fragment), and a selection without it alike', async () => {
    const query = `mutation ($input: CalculateInput!) {
      calculate(input: $input) { results { fleetId ...Rows } }
    }
    fragment Rows on VesselResult { portToPortOperationResultMap { index port ... on RowResult { zone: timeZone } } }`;
    const aliased = await gql<{
      calculate: { results: { portToPortOperationResultMap: { port: string; zone: string | null }[] }[] };
    }>(server.url, query, { input }, token);
    expect(aliased.errors).toBeUndefined();
    const rows = aliased.data!.calculate.results[0]!.portToPortOperationResultMap;
    expect(rows.find((r) => r.port === 'Krishnapatnam')?.zone).toBe('Asia/Kolkata');

    const without = await gql<{ calculate: { results: { portToPortOperationResultMap: { port: string }[] }[] } }>(
      server.url,
      `mutation ($input: CalculateInput!) { calculate(input: $input) { results { portToPortOperationResultMap { port } } } }`,
      { input },
      token,
    );
    expect(without.errors).toBeUndefined();
    expect(without.data!.calculate.results[0]!.portToPortOperationResultMap.map((r) => r.port)).toEqual(
      rows.map((r) => r.port),
    );
  });
});
