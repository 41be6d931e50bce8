import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseLegacyPayload } from '../../server/modules/calculator/legacy-payload.js';
import { Order } from '../../server/modules/orders/order.entity.js';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
import { SavedResult } from '../../server/modules/results/saved-result.entity.js';
import { calculateFleet } from '../../shared/voyage/index.js';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import {
  benchEstimate,
  capesizeTubaraoQingdao,
  supramaxIndonesiaIndia,
  type EstimatePayload,
} from '../fixtures/estimates.js';
import { gql, loginToken, rest, subscribeOverWs } from '../helpers/api.js';
import { CALCULATE, CALCULATION_STREAM } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;
const OPERATION_VALUES: Record<string, string> = {
  COMMENCE: 'Commence',
  LOADING: 'Loading',
  DISCHARGING: 'Discharging',
  PASSING: 'Passing',
  WAITING: 'Waiting',
  BUNKERING: 'Bunkering',
  REDELIVERY: 'Redelivery',
  RELAY: 'Relay',
};

/** A GraphQL VesselResult in the REST shape: the row list as the legacy map, enum names as the legacy values. */
function asLegacy(v: Json): Json {
  const rows = Object.fromEntries(
    v.portToPortOperationResultMap.map((r: Json) => [
      String(r.index),
      { ...r, operation: OPERATION_VALUES[r.operation] },
    ]),
  );
  return {
    ...v,
    portToPortOperationResultMap: rows,
    warnings: v.warnings.map((w: Json) => ({ ...w, level: w.level.toLowerCase() })),
  };
}

function edit(p: EstimatePayload, mutate: (p: Json) => void): EstimatePayload {
  const copy = JSON.parse(JSON.stringify(p)) as Json;
  mutate(copy);
  return copy as EstimatePayload;
}

describe('calculator API: POST /calculate/multiple/old, calculate, calculationStream', () => {
  let server: TestServer;
  let pricing: string;
  let sales: string;
  let admin: string;
  let demoOrg: number;
  let otherOrg: number;

  const restCalc = (payload: unknown, token: string | null = pricing) =>
    rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token: token ?? undefined, body: payload });
  const gqlCalc = (p: EstimatePayload, token: string | null = pricing) =>
    gql<{ calculate: Json }>(server.url, CALCULATE, { input: asGraphqlInput(p) }, token ?? undefined);
  const savedCount = async (organization: number) => server.orm.em.fork().count(SavedResult, { organization });

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
    sales = await loginToken(server.url, 'sales@demo.example');
    admin = await loginToken(server.url, 'admin@other.example');
    const em = server.orm.em.fork();
    demoOrg = (await em.findOneOrFail(Organization, { domain: 'demo.example' })).id;
    otherOrg = (await em.findOneOrFail(Organization, { id: { $ne: demoOrg } })).id;
  });
  afterAll(async () => server?.close());

  it.each([
    ['Supramax Samarinda / Krishnapatnam', supramaxIndonesiaIndia],
    ['Capesize Tubarao / Qingdao (AFSPS, GBB)', capesizeTubaraoQingdao],
  ])('%s: REST and GraphQL give identical results, keyed by fleet id, equal to the engine', async (_name, make) => {
    const payload = make();
    const r = await restCalc(asRestPayload(payload));
    expect(r.status).toBe(200);
    const ids = payload.fleetList.map((e) => String(e.id));
    expect(Object.keys(r.body).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(r.body[id]).toMatchObject({ fleetId: id });
      for (const f of ['tcEq', 'frtCost', 'profit', 'profitNet', 'profitPerDay', 'loadability'])
        expect(Number.isFinite(r.body[id][f])).toBe(true);
      expect(r.body[id].portToPortOperationResultMap['1'].operation).toBe('Loading');
    }

    const g = await gqlCalc(payload);
    expect(g.errors).toBeUndefined();
    const results = g.data!.calculate.results as Json[];
    expect(results.map((v) => v.fleetId)).toEqual(ids);
    for (const v of results) expect(r.body[v.fleetId]).toEqual(asLegacy(v));

    // The API adds nothing and loses nothing: the engine on the normalised payload gives the same answer.
    const calc = normaliseLegacyPayload(payload);
    const direct = calculateFleet({ input: calc.input, options: calc.options });
    expect(JSON.parse(JSON.stringify(direct.results))).toEqual(ids.map((id) => r.body[id]));
  });

  it('answers the documented example payload (docs/examples/calculate-payload.json)', async () => {
    const example = JSON.parse(readFileSync(path.resolve('docs/examples/calculate-payload.json'), 'utf8')) as Json;
    const r = await restCalc(example);
    expect(r.status).toBe(200);
    const [id] = Object.keys(r.body);
    expect(id).toBe(String(example.fleetList[0].id));
    expect(r.body[id!].tcEq).toBeGreaterThan(0);
    expect(r.body[id!].warnings).toEqual([]);
  });

  it('premiums against the reference vessel: vesselPremium + positionPremium = tcEq(V) - tcEq(R)', async () => {
    const g = await gqlCalc(supramaxIndonesiaIndia());
    expect(g.data!.calculate.referenceFleetId).toBe('501');
    const byId = new Map((g.data!.calculate.results as Json[]).map((v) => [v.fleetId, v]));
    const ref = byId.get('501')!;
    expect(ref).toMatchObject({ vesselPremium: 0, positionPremium: 0 });
    for (const id of ['502', '503']) {
      const v = byId.get(id)!;
      expect(v.vesselPremium + v.positionPremium).toBeCloseTo(v.tcEq - ref.tcEq, 6);
      expect(v.explain.premiums.referenceFleetId).toBe('501');
    }
    const r = await restCalc(asRestPayload(supramaxIndonesiaIndia()));
    expect(r.body['503'].vesselPremium + r.body['503'].positionPremium).toBeCloseTo(
      r.body['503'].tcEq - r.body['501'].tcEq,
      6,
    );
    // Without a reference vessel there are no premiums.
    const none = await restCalc(edit(supramaxIndonesiaIndia(), (p) => (p.fleetList[0].isReferenceVessel = false)));
    expect(none.body['502']).toMatchObject({ vesselPremium: null, positionPremium: null });
  });

  it('explicit ballast-leg distances from the open port change the ballast leg only', async () => {
    const near = await restCalc(supramaxIndonesiaIndia());
    const far = await restCalc(edit(supramaxIndonesiaIndia(), (p) => (p.fleetList[1].ballastDistNormal = 2_780)));
    const leg = (b: Json) => b['502'].portToPortOperationResultMap['1'];
    expect(leg(near.body).distNormal).toBe(1_780);
    expect(leg(far.body).distNormal).toBe(2_780);
    expect(far.body['502'].portToPortOperationResultMap['2'].distNormal).toBe(2_950);
    expect(far.body['501']).toEqual(near.body['501']);
  });

  it('reports calculation warnings as results, not errors', async () => {
    const r = await restCalc(edit(supramaxIndonesiaIndia(), (p) => (p.cargoList[1].rate = 0)));
    expect(r.status).toBe(200);
    expect(r.body['501'].warnings).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Loading Load Rate cannot be zero!.' }),
    );
    const g = await gqlCalc(edit(supramaxIndonesiaIndia(), (p) => (p.cargoList[1].rate = 0)));
    expect(g.data!.calculate.results[0].warnings).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'Loading Load Rate cannot be zero!.' }),
    );
  });

  describe('bad input answers 400 / BAD_USER_INPUT naming the field, on both APIs', () => {
    it.each<[string, (p: Json) => unknown, string]>([
      ['a negative rate', (p) => (p.cargoList[1].rate = -8000), 'cargoList[1].rate'],
      ['a negative distance', (p) => (p.cargoList[2].distNormal = -1), 'cargoList[2].distNormal'],
      ['a negative price', (p) => (p.clientQuery.hsFuelPriceType0 = -1), 'clientQuery.hsFuelPriceType0'],
      [
        'a negative vessel speed',
        (p) => (p.fleetList[2].vessel.vesselLdnSpd2 = -12),
        'fleetList[2].vessel.vesselLdnSpd2',
      ],
      ['a missing vessel record', (p) => delete p.fleetList[1].vessel, 'fleetList[1].vessel'],
      [
        'a vessel with no deadweight (engine check)',
        (p) => (p.fleetList[1].vessel.vesselDwt = 0),
        'fleetList[1].vessel.vesselDwt',
      ],
      [
        'a malformed laycan date',
        (p) => (p.clientQuery.laycanStartDate = 'next Tuesday'),
        'clientQuery.laycanStartDate',
      ],
      ['a malformed open date', (p) => (p.fleetList[0].dateOpening = '2027-02-30T25:00'), 'fleetList[0].dateOpening'],
      ['a fleet entry without id', (p) => (p.fleetList[1].id = null), 'fleetList[1].id'],
      ['a duplicate fleet id', (p) => (p.fleetList[2].id = 501), 'fleetList[2].id'],
      ['an empty fleet', (p) => (p.fleetList = []), 'fleetList'],
      [
        'an unknown operation id in calculationFormat',
        (p) => (p.clientQuery.calculationFormat = '101,102,999'),
        'clientQuery.calculationFormat',
      ],
      [
        'an extra detail for an unknown row',
        (p) => (p.cargoExtraDetails = [{ cargoId: 4242, bnkrFactor: 2 }]),
        'cargoExtraDetails[0].cargoId',
      ],
      ['no port operations', (p) => (p.cargoList = []), 'cargoList'],
      [
        'margins so extreme the voyage never ends (engine timeline)',
        (p) => {
          Object.assign(p.cargoList[2], { distNormal: 25_000, dwf: 100, speedNormal: 1 });
          p.cargoExtraDetails = [{ cargoId: 103, speedFactor: 99.9999999 }];
        },
        'cargoList',
      ],
      ['an unknown engine option value', (p) => (p.options = { portStay: 'imos' }), 'options.portStay'],
    ])('%s', async (_name, mutate, field) => {
      const payload = edit(supramaxIndonesiaIndia(), mutate);
      const r = await restCalc(asRestPayload(payload));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(r.body.error).toContain(field);
      const g = await gqlCalc(payload);
      expect(g.data).toBeNull();
      expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(g.errors?.[0]?.message).toContain(field);
    });

    it.each<[string, unknown, string | undefined]>([
      ['a numeric field that is not a number', (p: Json) => (p.cargoList[1].cargoQty = '50k'), 'cargoList[1].cargoQty'],
      [
        'a vessel record that is not JSON',
        (p: Json) => (p.fleetList[0].vessel = '{"vesselDwt": '),
        'fleetList[0].vessel',
      ],
      ['a split hire that is not JSON', (p: Json) => (p.fleetList[2].splitHire = '[{'), 'fleetList[2].splitHire'],
    ])('REST only: %s', async (_name, mutate, field) => {
      const body = asRestPayload(supramaxIndonesiaIndia()) as Json;
      (mutate as (p: Json) => void)(body);
      const r = await restCalc(body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    });

    it('a body that is not an estimate at all', async () => {
      const r = await restCalc([]);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'The request body must be a JSON object' });
    });
  });

  it('refuses Sales (FORBIDDEN) and anonymous callers (401) on both APIs and the stream', async () => {
    const payload = supramaxIndonesiaIndia();
    const forbidden = await restCalc(asRestPayload(payload), sales);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await gqlCalc(payload, sales)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await restCalc(asRestPayload(payload), null);
    expect(anonymous.status).toBe(401);
    const g = await gqlCalc(payload, null);
    expect(g.status).toBe(401);
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Sales with a broken payload still hears FORBIDDEN, not a hint about the payload.
    expect((await restCalc({ nonsense: true }, sales)).status).toBe(403);
    const ws = await subscribeOverWs(server.url, CALCULATION_STREAM, { input: asGraphqlInput(payload) }, sales);
    expect(ws.events).toHaveLength(1);
    expect(ws.events[0]!.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonWs = await subscribeOverWs(server.url, CALCULATION_STREAM, { input: asGraphqlInput(payload) });
    expect(anonWs.events[0]!.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('autoSave (Save Voyage, Calculate & Save)', () => {
    const withSave = (label: string, orderId: number | null = null, autoSave = true) =>
      edit(supramaxIndonesiaIndia(), (p) => {
        p.autoSave = autoSave;
        p.clientQuery.id = orderId;
        Object.assign(p.fleetList[1], { selectedForSave: true, saveLabel: label });
      });

    async function makeOrder(organization: number, name: string): Promise<number> {
      const em = server.orm.em.fork();
      const order = em.create(Order, {
        name,
        laycanStartDate: new Date('2027-03-10T00:00:00Z'),
        laycanEndDate: new Date('2027-03-15T23:59:00Z'),
        organization: em.getReference(Organization, organization),
      });
      await em.flush();
      return order.id;
    }

    it('stores exactly one SavedResult in the actor organization, linked to its own order', async () => {
      const orderId = await makeOrder(demoOrg, 'Coal Samarinda / Krishnapatnam');
      const before = await savedCount(demoOrg);
      const r = await restCalc(asRestPayload(withSave('Galene Samarinda Mar-27', orderId)));
      expect(r.status).toBe(200);
      expect(await savedCount(demoOrg)).toBe(before + 1);
      const id = r.body['502'].savedResultId as number;
      expect(r.body['501'].savedResultId).toBeUndefined();
      const saved = await server.orm.em.fork().findOneOrFail(SavedResult, { id }, { populate: ['createdBy'] });
      expect(saved).toMatchObject({
        saveLabel: 'Galene Samarinda Mar-27',
        vesselName: 'Ionian Galene',
        orderName: 'Coal Samarinda / Krishnapatnam 50k 10% MOLOO',
        firstLoadPort: 'Samarinda',
        lastDischargePort: 'Krishnapatnam',
      });
      expect(saved.loadQuantity).toBeCloseTo(r.body['502'].cargoCarried, 6);
      expect(saved.organization.id).toBe(demoOrg);
      expect(saved.order?.id).toBe(orderId);
      expect(saved.createdBy?.email).toBe('pricing@demo.example');
      expect(saved.calculatorResult).toMatchObject({ fleetId: '502', tcEq: r.body['502'].tcEq });
      expect(saved.fleet).toMatchObject({ id: 502, vessel: { vesselName: 'Ionian Galene', vesselIMO: '9999990' } });
      expect(saved.portOperation.map((row) => row.id)).toEqual([101, 102, 103]);
      expect(saved.cargoOrder).toMatchObject({ name: 'Coal Samarinda / Krishnapatnam 50k 10% MOLOO' });
    });

    it("saves over GraphQL too, and does not link another organization's order", async () => {
      const foreignOrder = await makeOrder(otherOrg, 'Not yours');
      const before = await savedCount(demoOrg);
      const g = await gqlCalc(withSave('Via GraphQL', foreignOrder));
      expect(g.errors).toBeUndefined();
      expect(g.data!.calculate).toMatchObject({ savedFleetId: '502', savedResultId: expect.any(Number) });
      expect(await savedCount(demoOrg)).toBe(before + 1);
      const saved = await server.orm.em.fork().findOneOrFail(SavedResult, { id: g.data!.calculate.savedResultId });
      expect(saved.order).toBeNull();
      expect(saved.organization.id).toBe(demoOrg);
    });

    it('stores nothing without a label, without a selected vessel, or without autoSave', async () => {
      const before = await savedCount(demoOrg);
      const noLabel = await restCalc(asRestPayload(withSave('  ')));
      expect(noLabel.status).toBe(200);
      expect(Object.values(noLabel.body).some((v: any) => 'savedResultId' in v)).toBe(false);
      expect((await gqlCalc(withSave(''))).data!.calculate.savedResultId).toBeNull();
      expect((await restCalc(asRestPayload(withSave('Label', null, false)))).status).toBe(200);
      expect((await restCalc({ ...asRestPayload(supramaxIndonesiaIndia()), autoSave: true })).status).toBe(200);
      expect(await savedCount(demoOrg)).toBe(before);
    });

    it("saves in the caller's organization only", async () => {
      const before = await savedCount(otherOrg);
      const r = await restCalc(asRestPayload(withSave('Other org voyage')), admin);
      expect(r.status).toBe(200);
      expect(await savedCount(otherOrg)).toBe(before + 1);
    });
  });

  describe('calculationStream over graphql-ws', () => {
    it('delivers each vessel, reference first, then COMPLETE, with the numbers of the mutation', async () => {
      const payload = supramaxIndonesiaIndia();
      const { events } = await subscribeOverWs<{ calculationStream: Json }>(
        server.url,
        CALCULATION_STREAM,
        { input: asGraphqlInput(payload) },
        pricing,
      );
      expect(events.every((e) => e.errors === undefined)).toBe(true);
      const stream = events.map((e) => e.data!.calculationStream);
      expect(stream.map((e) => e.kind)).toEqual(['VESSEL', 'VESSEL', 'VESSEL', 'COMPLETE']);
      expect(stream.map((e) => e.index)).toEqual([0, 1, 2, 3]);
      expect(stream[0]!.vessel.fleetId).toBe('501');
      expect(stream[3]).toMatchObject({ total: 3, referenceFleetId: '501', vessel: null, savedResultId: null });
      expect(events[0]!.at).toBeLessThan(events[3]!.at);
      const mutation = (await gqlCalc(payload)).data!.calculate.results as Json[];
      for (const v of mutation) expect(stream.find((e) => e.vessel?.fleetId === v.fleetId)!.vessel).toEqual(v);
    });

    it('streams a large fleet: the first vessel arrives before the stream completes', async () => {
      const n = 60;
      const { events, completedAt } = await subscribeOverWs<{ calculationStream: Json }>(
        server.url,
        CALCULATION_STREAM,
        { input: asGraphqlInput(benchEstimate(n)) },
        pricing,
      );
      const kinds = events.map((e) => e.data?.calculationStream.kind);
      expect(kinds.filter((k) => k === 'VESSEL')).toHaveLength(n);
      expect(kinds.at(-1)).toBe('COMPLETE');
      expect(new Set(events.slice(0, n).map((e) => e.data!.calculationStream.vessel.fleetId)).size).toBe(n);
      expect(events[0]!.at).toBeLessThan(events.at(-1)!.at);
      expect(events[0]!.at).toBeLessThanOrEqual(completedAt);
    });

    it('saves with autoSave and reports it on COMPLETE', async () => {
      const payload = edit(supramaxIndonesiaIndia(), (p) => {
        p.autoSave = true;
        Object.assign(p.fleetList[2], { selectedForSave: true, saveLabel: 'Streamed save' });
      });
      const before = await savedCount(demoOrg);
      const { events } = await subscribeOverWs<{ calculationStream: Json }>(
        server.url,
        CALCULATION_STREAM,
        { input: asGraphqlInput(payload) },
        pricing,
      );
      const complete = events.at(-1)!.data!.calculationStream;
      expect(complete).toMatchObject({ kind: 'COMPLETE', savedFleetId: '503', savedResultId: expect.any(Number) });
      expect(await savedCount(demoOrg)).toBe(before + 1);
    });

    it('answers bad input with one BAD_USER_INPUT naming the field, and no events', async () => {
      const payload = edit(supramaxIndonesiaIndia(), (p) => (p.cargoList[1].rate = -1));
      const { events } = await subscribeOverWs(
        server.url,
        CALCULATION_STREAM,
        { input: asGraphqlInput(payload) },
        pricing,
      );
      expect(events).toHaveLength(1);
      expect(events[0]!.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cargoList[1].rate' });
      expect(events[0]!.errors?.[0]?.extensions).not.toHaveProperty('http');
    });
  });
});
