import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculationStreamDocument } from '../../web/src/__generated__/graphql.js';
import { KEPT_RUNS_PER_USER } from '../../server/modules/calculator/run-results.js';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, subscribeOverWs } from '../helpers/api.js';
import { CALCULATE, VESSEL_RESULT_FIELDS } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

const WEB_STREAM = print(CalculationStreamDocument);
const RUN_VESSEL = `query ($runId: ID!, $fleetId: ID!) {
  calculationRunVessel(runId: $runId, fleetId: $fleetId) { ${VESSEL_RESULT_FIELDS} }
}`;

/** A streamed run's kept results (ADR 0021): the web client streams light fields and reads one vessel's whole. */
describe('calculationRunVessel: a vessel of a kept streamed run', () => {
  let server: TestServer;
  let pricing: string;
  let admin: string;
  let otherAdmin: string;
  let sales: string;

  // The web's stream document takes the payload as REST reads it (ADR 0021, addendum 5): the fixture as it is.
  const stream = async (payload: Json, token: string) =>
    (await subscribeOverWs<{ calculationStream: Json }>(server.url, WEB_STREAM, { payload }, token)).events.map(
      (e) => e.data!.calculationStream,
    );
  const read = (runId: string, fleetId: string, token: string) =>
    gql<{ calculationRunVessel: Json }>(server.url, RUN_VESSEL, { runId, fleetId }, token);

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
    admin = await loginToken(server.url, 'admin@demo.example');
    otherAdmin = await loginToken(server.url, 'admin@other.example');
    sales = await loginToken(server.url, 'sales@demo.example');
  }, 180_000);
  afterAll(() => server?.close());

  it("answers each vessel's full result of the run, equal to calculate's; the stream carries no row table", async () => {
    const input = asGraphqlInput(capesizeTubaraoQingdao());
    const events = await stream(capesizeTubaraoQingdao(), pricing);
    const runId = events[0]!.runId as string;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(events.every((e) => e.runId === runId)).toBe(true);
    const vessels = events.flatMap((e) => (e.vessel ? [e.vessel] : []));
    expect(vessels.length).toBeGreaterThan(1);
    expect(vessels.every((v) => !('portToPortOperationResultMap' in v) && !('explain' in v))).toBe(true);

    const calculated = (await gql<{ calculate: { results: Json[] } }>(server.url, CALCULATE, { input }, pricing)).data!
      .calculate.results;
    for (const v of vessels) {
      const kept = await read(runId, v.fleetId, pricing);
      expect(kept.errors).toBeUndefined();
      const whole = kept.data!.calculationRunVessel;
      expect(whole).toEqual(calculated.find((c) => c.fleetId === v.fleetId));
      expect(whole.portToPortOperationResultMap.length).toBeGreaterThan(0);
      expect(whole).toMatchObject(v);
    }
  });

  it('is read only by the user who ran it: a colleague, another organization, a role without the calculator', async () => {
    const events = await stream(supramaxIndonesiaIndia(), pricing);
    const runId = events[0]!.runId as string;
    const fleetId = events[0]!.vessel.fleetId as string;
    expect((await read(runId, fleetId, pricing)).data?.calculationRunVessel.fleetId).toBe(fleetId);
    for (const token of [admin, otherAdmin]) {
      const refused = await read(runId, fleetId, token);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: `Calculation run ${runId} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await read(runId, fleetId, sales)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await read(runId, 'no-such-entry', pricing)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await read('00000000-0000-4000-8000-000000000000', fleetId, pricing);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it(`keeps a user's latest ${KEPT_RUNS_PER_USER} runs: an older one is gone (NOT_FOUND)`, async () => {
    const payload = supramaxIndonesiaIndia();
    const runs: { runId: string; fleetId: string }[] = [];
    for (let i = 0; i <= KEPT_RUNS_PER_USER; i++) {
      const events = await stream(payload, pricing);
      runs.push({ runId: events[0]!.runId, fleetId: events[0]!.vessel.fleetId });
    }
    const [oldest, ...kept] = runs;
    expect((await read(oldest!.runId, oldest!.fleetId, pricing)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const r of kept) expect((await read(r.runId, r.fleetId, pricing)).errors).toBeUndefined();
  });
});
