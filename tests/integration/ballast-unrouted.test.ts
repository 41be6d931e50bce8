import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALC_WARNING_TEXT } from '../../shared/validation/calc-warnings.js';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

const CALCULATE = `mutation ($input: CalculateInput!) {
  calculate(input: $input) {
    results {
      fleetId ballastLegSource
      ballastLegUnrouted { port end code reason distNormal distEca }
      portToPortOperationResultMap { index distNormal distEca }
      warnings { level message }
    }
  }
}`;

/** Kansas City: a custom point some 600 nm from the nearest navigable sea water. */
const INLAND = { lat: 39.1, lng: -94.58 };

/**
 * Issue #14 item 3: a ballast leg that cannot be routed is never replaced silently. Both APIs carry, per
 * vessel, which end failed, its port, the router's code and reason and the distances used in its place,
 * and a warning naming the port (ADR 0012).
 */
describe('an unroutable ballast leg is said, never replaced silently (REST and GraphQL)', () => {
  let server: TestServer;
  let pricing: string;

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  /** The Capesize estimate with its first entry's ballast leg left to the server, open at `port`. */
  function routedFrom(port: string, at?: { lat: number; lng: number }): { payload: Json; id: string } {
    const payload = structuredClone(capesizeTubaraoQingdao()) as Json;
    const entry = payload.fleetList[0];
    delete entry.ballastDistNormal;
    delete entry.ballastDistEca;
    Object.assign(entry, { port }, at ?? {});
    return { payload, id: String(entry.id) };
  }

  /** The vessel's result on both APIs, after checking both answered. */
  async function both(payload: Json, id: string): Promise<[Json, Json]> {
    const [r, g] = await Promise.all([
      rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token: pricing, body: payload }),
      gql<{ calculate: Json }>(server.url, CALCULATE, { input: asGraphqlInput(payload as never) }, pricing),
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
    const gv = (g.data!.calculate.results as Json[]).find((v) => v.fleetId === id)!;
    return [r.body[id], gv];
  }

  const level = (v: Json, message: string) =>
    (v.warnings as Json[]).find((w) => w.message === message)?.level?.toLowerCase();

  it('an open position far inland: OFF_NETWORK at the open end, the order’s typed distance used and labelled', async () => {
    const { payload, id } = routedFrom('Inland Depot', INLAND);
    Object.assign(payload.cargoList[1], { distNormal: 5_000, distEca: 20 });
    const [r, g] = await both(payload, id);
    for (const v of [r, g]) {
      expect(v.ballastLegSource).toBe('order');
      expect(v.ballastLegUnrouted).toMatchObject({
        port: 'Inland Depot',
        end: 'open',
        code: 'OFF_NETWORK',
        distNormal: 5_000,
        distEca: 20,
      });
      expect(v.ballastLegUnrouted.reason).toContain('Inland Depot');
    }
    expect(r.portToPortOperationResultMap['1']).toMatchObject({ distNormal: 5_000, distEca: 20 });
    const message = CALC_WARNING_TEXT.ballastUnrouted(r.ballastLegUnrouted, 5_020);
    expect(message).toContain("the order's first-row distance of 5020 nm is used");
    expect(level(r, message)).toBe('alert');
    expect(level(g, message)).toBe('alert');
    // The other vessels give their own ballast legs: nothing to say about them.
    const other = await both(payload, String(payload.fleetList[1].id));
    expect(other.map((v) => v.ballastLegUnrouted)).toEqual([null, null]);
  });

  it('a custom point with no port name is named by its position', async () => {
    const { payload, id } = routedFrom('', INLAND);
    const [r, g] = await both(payload, id);
    expect(r.ballastLegUnrouted).toMatchObject({ port: '39.1000, -94.5800', end: 'open', code: 'OFF_NETWORK' });
    expect(g.ballastLegUnrouted).toEqual(r.ballastLegUnrouted);
  });

  it('an open port the port table does not know: UNKNOWN_PORT; no first-row distance is an error, 0 nm', async () => {
    const { payload, id } = routedFrom('Nowhere Bay');
    const [r, g] = await both(payload, id);
    const expected = { port: 'Nowhere Bay', end: 'open', code: 'UNKNOWN_PORT', distNormal: 0, distEca: 0 };
    expect(r.ballastLegUnrouted).toMatchObject(expected);
    expect(g.ballastLegUnrouted).toMatchObject(expected);
    const message = CALC_WARNING_TEXT.ballastUnrouted(r.ballastLegUnrouted, 0);
    expect(message).toContain('leave the ballast leg out (0 nm)');
    expect(level(r, message)).toBe('error');
    expect(level(g, message)).toBe('error');
  });

  it('a first load port far inland: every routed vessel names that port at the far end, not its own', async () => {
    const { payload, id } = routedFrom('Singapore');
    const second = payload.fleetList[1];
    delete second.ballastDistNormal;
    delete second.ballastDistEca;
    Object.assign(payload.cargoList[1], { port: 'Inland Mine', ...INLAND });
    const [r, g] = await both(payload, id);
    const [r2, g2] = await both(payload, String(second.id));
    for (const v of [r, g, r2, g2]) {
      expect(v.ballastLegUnrouted).toMatchObject({ port: 'Inland Mine', end: 'first', code: 'OFF_NETWORK' });
      expect(v.warnings.map((w: Json) => w.message).join('\n')).toContain(
        'Ballast leg to Inland Mine could not be routed',
      );
    }
  });

  it('a routed leg carries no unrouted mark', async () => {
    const { payload, id } = routedFrom('Singapore');
    const [r, g] = await both(payload, id);
    expect(r.ballastLegSource).toBe('routed');
    expect(r.ballastLegUnrouted).toBeNull();
    expect(g.ballastLegUnrouted).toBeNull();
    expect(r.warnings.some((w: Json) => String(w.message).startsWith('Ballast leg'))).toBe(false);
  });
});
