import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web's own documents, as generated from its operations (web/src/features/calculator).
import {
  CalculateOnceDocument as calculateMutation,
  CalculationStreamDocument as calculationStreamSubscription,
  CalculatorOptimalSpeedsDocument as optimalSpeedsQuery,
  CalculatorRouteAlternativesDocument as routeAlternativesQuery,
  CalculatorSensitivityDocument as sensitivityQuery,
} from '../../web/src/__generated__/graphql.js';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken, rest, subscribeOverWs } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

/**
 * The `payload` argument (CalculationPayload, ADR 0021 addendum 5): the REST body as one GraphQL value, read
 * by REST's reader. Each calculation operation the web sends, as the web sends it (`payload`), answers what
 * the same document with the typed `input` answers; bad payloads are refused as REST refuses them (code,
 * field, message); exactly one of `input` and `payload` is taken.
 */

/** The web's document with the typed input in place of the payload: the integrators' way in. */
function withTypedInput(doc: DocumentNode): string {
  const text = print(doc)
    .replace('$payload: CalculationPayload!', '$input: CalculateInput!')
    .replace('payload: $payload', 'input: $input');
  expect(text).not.toContain('payload');
  return text;
}

const SENSITIVITY_AXES = {
  columns: { kind: 'FREIGHT', values: [-1, 0, 1] },
  rows: { kind: 'BUNKER', values: [-5, 0, 5] },
};

describe('calculation payload: one value, read as REST reads its body', () => {
  let server: TestServer;
  let token: string;
  const both = async (doc: DocumentNode, payload: EstimatePayload, extra: Json = {}) => {
    const [byPayload, byInput] = await Promise.all([
      gql<Json>(server.url, print(doc), { payload, ...extra }, token),
      gql<Json>(server.url, withTypedInput(doc), { input: asGraphqlInput(payload), ...extra }, token),
    ]);
    expect(byInput.errors, JSON.stringify(byInput.errors)).toBeUndefined();
    expect(byPayload.errors, JSON.stringify(byPayload.errors)).toBeUndefined();
    return { byPayload: byPayload.data, byInput: byInput.data };
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('calculate (the web document): the same answer as the typed input, vessel as an object or a JSON string', async () => {
    for (const fixture of [supramaxIndonesiaIndia(), capesizeTubaraoQingdao()]) {
      const { byPayload, byInput } = await both(calculateMutation, fixture);
      expect(byPayload).toEqual(byInput);
      expect((byPayload as Json).calculate.results.length).toBe(fixture.fleetList.length);
      // The legacy form of a fleet entry's vessel (a JSON string) is read alike.
      const legacy = structuredClone(fixture) as Json;
      for (const e of legacy.fleetList) e.vessel = JSON.stringify(e.vessel);
      const asString = await gql<Json>(server.url, print(calculateMutation), { payload: legacy }, token);
      expect(asString.errors).toBeUndefined();
      expect(asString.data).toEqual(byInput);
    }
  });

  it('sensitivity, optimalSpeeds and routeAlternatives (the web documents): the same answers as the typed input', async () => {
    const payload = supramaxIndonesiaIndia();
    const s = await both(sensitivityQuery, payload, SENSITIVITY_AXES);
    expect(s.byPayload).toEqual(s.byInput);
    const o = await both(optimalSpeedsQuery, payload);
    expect(o.byPayload).toEqual(o.byInput);
    const r = await both(routeAlternativesQuery, capesizeTubaraoQingdao());
    expect(r.byPayload).toEqual(r.byInput);
    expect((r.byPayload as Json).routeAlternatives.length).toBeGreaterThan(0);
  });

  it('calculationStream (the web document): the same events as the typed input', async () => {
    const payload = supramaxIndonesiaIndia();
    const [byPayload, byInput] = await Promise.all([
      subscribeOverWs<Json>(server.url, print(calculationStreamSubscription), { payload }, token),
      subscribeOverWs<Json>(
        server.url,
        withTypedInput(calculationStreamSubscription),
        { input: asGraphqlInput(payload) },
        token,
      ),
    ]);
    // Each run has its own id; everything else is the same, event by event.
    const strip = (events: { data?: Json | null; errors?: unknown }[]) =>
      events.map((e) => ({ errors: e.errors, event: { ...e.data?.calculationStream, runId: undefined } }));
    expect(byPayload.events.every((e) => e.errors === undefined)).toBe(true);
    expect(strip(byPayload.events)).toEqual(strip(byInput.events));
    expect(byPayload.events.at(-1)?.data?.calculationStream.kind).toBe('COMPLETE');
  });

  it('a bad payload is refused as REST refuses it: code, field and message', async () => {
    const base = supramaxIndonesiaIndia() as Json;
    const edited = (edit: (p: Json) => void) => {
      const p = structuredClone(base);
      edit(p);
      return p;
    };
    const cases: unknown[] = [
      edited((p) => delete p.fleetList),
      edited((p) => (p.fleetList = [])),
      // A GraphQL enum name is not a payload value (REST matches values case-blind: 'LOADING' would pass).
      edited((p) => (p.clientQuery.freightMode = 'SINGLE_FREIGHT')),
      edited((p) => (p.cargoList[1].loadline = 'SUMMER')),
      edited((p) => (p.clientQuery.laycanStartDate = 'soon')),
      edited((p) => (p.fleetList[0].hirePerDay = -5)),
      edited((p) => (p.fleetList[0].vessel = '{not json')),
      edited((p) => (p.fleetList[1].id = p.fleetList[0].id)),
      edited((p) => (p.clientQuery.tcAdcom = 'lots')),
      [base],
    ];
    for (const payload of cases) {
      const [r, g] = await Promise.all([
        rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token, body: payload }),
        gql<Json>(server.url, print(calculateMutation), { payload }, token),
      ]);
      expect(r.status, `case ${cases.indexOf(payload)}`).toBe(400);
      expect(g.data ?? null).toBeNull();
      expect(g.errors?.[0]?.extensions?.field).toBe(r.body.field);
      expect(g.errors?.[0], JSON.stringify(g.errors)).toMatchObject({
        message: r.body.error,
        extensions: { code: r.body.code, ...(r.body.field === undefined ? {} : { field: r.body.field }) },
      });
    }
  });

  it('a payload that is not an object is refused by the reader (REST refuses such a body in its JSON parser)', async () => {
    for (const payload of ['a text', 12]) {
      const g = await gql<Json>(server.url, print(calculateMutation), { payload }, token);
      expect(g.errors?.[0]).toMatchObject({
        message: 'The request body must be a JSON object',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('exactly one of input and payload: none, or both, is a BAD_USER_INPUT naming the argument', async () => {
    const payload = supramaxIndonesiaIndia();
    const CALC = `mutation ($input: CalculateInput, $payload: CalculationPayload) {
      calculate(input: $input, payload: $payload) { referenceFleetId }
    }`;
    const none = await gql<Json>(server.url, CALC, {}, token);
    expect(none.errors?.[0]).toMatchObject({
      message: 'The calculation is required: give input (CalculateInput) or payload',
      extensions: { code: 'BAD_USER_INPUT', field: 'input' },
    });
    const twice = await gql<Json>(server.url, CALC, { input: asGraphqlInput(payload), payload }, token);
    expect(twice.errors?.[0]).toMatchObject({
      message: 'Give the calculation as input or as payload, not both',
      extensions: { code: 'BAD_USER_INPUT', field: 'payload' },
    });
    const OPTIMAL = `query ($payload: CalculationPayload) { optimalSpeeds(payload: $payload) { fleetId } }`;
    expect((await gql<Json>(server.url, OPTIMAL, {}, token)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input',
    });
    const STREAM = `subscription { calculationStream { kind } }`;
    const stream = await subscribeOverWs<Json>(server.url, STREAM, {}, token);
    expect(stream.events[0]?.errors?.[0]).toMatchObject({
      message: 'The calculation is required: give input (CalculateInput) or payload',
      extensions: { code: 'BAD_USER_INPUT', field: 'input' },
    });
  });
});
