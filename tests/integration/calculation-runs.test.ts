import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, subscribeOverWs } from '../helpers/api.js';
import { CALCULATION_RUN, CALCULATION_STREAM, START_CALCULATION } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

/** startCalculation, then the run's events through calculationRun (this process: the in-memory run bus). */
describe('calculation runs: startCalculation + calculationRun', () => {
  let server: TestServer;
  let pricing: string;
  let admin: string;
  let otherAdmin: string;
  let sales: string;

  const start = (input: Json, token: string) =>
    gql<{ startCalculation: { runId: string; total: number } }>(server.url, START_CALCULATION, { input }, token);
  const follow = (runId: string, token: string) =>
    subscribeOverWs<{ calculationRun: Json }>(server.url, CALCULATION_RUN, { runId }, token);

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
    admin = await loginToken(server.url, 'admin@demo.example');
    otherAdmin = await loginToken(server.url, 'admin@other.example');
    sales = await loginToken(server.url, 'sales@demo.example');
  });
  afterAll(() => server?.close());

  it('streams the same events as calculationStream, and again to a subscriber who comes after the end', async () => {
    const payload = capesizeTubaraoQingdao();
    const input = asGraphqlInput(payload);
    const started = await start(input, pricing);
    expect(started.errors).toBeUndefined();
    const { runId, total } = started.data!.startCalculation;
    expect(total).toBe(payload.fleetList.length);

    const direct = (
      await subscribeOverWs<{ calculationStream: Json }>(server.url, CALCULATION_STREAM, { input }, pricing)
    ).events.map((e) => e.data!.calculationStream);
    const first = (await follow(runId, pricing)).events;
    expect(first.every((e) => e.errors === undefined)).toBe(true);
    const run = first.map((e) => e.data!.calculationRun);
    expect(run.map((e) => e.kind)).toEqual([...Array(total).fill('VESSEL'), 'COMPLETE']);
    expect(run).toEqual(direct);
    // The run is kept: a second subscriber, after COMPLETE, receives it whole.
    const again = (await follow(runId, pricing)).events.map((e) => e.data!.calculationRun);
    expect(again).toEqual(run);
  });

  it('is followed only by the user who started it: a colleague or another organization gets NOT_FOUND', async () => {
    const { runId } = (await start(asGraphqlInput(supramaxIndonesiaIndia()), pricing)).data!.startCalculation;
    for (const token of [admin, otherAdmin]) {
      const { events } = await follow(runId, token);
      expect(events).toHaveLength(1);
      expect(events[0]!.errors?.[0]).toMatchObject({
        message: `Calculation run ${runId} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const unknown = await follow('00000000-0000-4000-8000-000000000000', pricing);
    expect(unknown.events[0]!.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a role without the calculator, and a bad input, on the mutation itself: an error, no run id', async () => {
    const refused = await start(asGraphqlInput(supramaxIndonesiaIndia()), sales);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const payload = supramaxIndonesiaIndia();
    payload.cargoList[1]!.rate = -1;
    const bad = await start(asGraphqlInput(payload), pricing);
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cargoList[1].rate' });
  });
});
