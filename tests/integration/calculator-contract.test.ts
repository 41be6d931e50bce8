import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldNames, recordTables, type FieldSpec } from '../../shared/contract/calculation/index.js';
import { DEFAULT_OPTIONS } from '../../shared/voyage/options.js';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Generated from the calculation contract (shared/contract/calculation): for every field and legacy
 * alias of every record of the payload, REST (POST /calculate/multiple/old) and GraphQL (`calculate`)
 * accept it and give the same results when it is set to a valid value other than its default, and both
 * refuse each out-of-range value naming the same field with the same message. GraphQL's `payload` (the REST
 * body as one CalculationPayload value) answers what `input` answers and refuses what REST refuses, alike.
 * A table added to the contract without a place here fails the first test.
 */

type Json = Record<string, any>;

const GRADES = '{ hs ls mgo }';
/**
 * The figures compared: every number the engine gives per vessel and per row, selected here rather
 * than through the shared result document so that new enum-valued result fields (spelled differently by
 * GraphQL and REST) do not enter this comparison.
 */
const SELECTION = `{
    referenceFleetId
    results {
      fleetId vesselName tcEq frtCost profit profitNet profitPerDay profitPerDayGBB loadability cargoCarried
      vesselPremium positionPremium eta arrivalLoadPort canMakeLaycan ballastLegSource onHireDays voyageDays
      details { frtCost profitPmt profitNet netFrtRevenue hireExp fuelExpenses others hsQty lsQty mgoQty voyDuration portStay stowage fuelSettleProfit }
      fuelByGrade ${GRADES}
      emissions { co2 etsAllowances etsCostUsd cii { aer required rating year } }
      portToPortOperationResultMap {
        index rowId port arrivalTime departureTime distNormal distEca speedNormal speedEca seaDaysNormal seaDaysEca seaDays
        cargoTx workingDays waitingDays idleDays portDays seaFuel ${GRADES} portFuel ${GRADES} co2 onHire
      }
      warnings { no message }
    }
  }`;
const CALCULATE = `mutation ($input: CalculateInput!) { calculate(input: $input) ${SELECTION} }`;
/** The same calculation with the REST body as one value (CalculationPayload, ADR 0021 addendum 5). */
const CALCULATE_PAYLOAD = `mutation ($payload: CalculationPayload!) { calculate(payload: $payload) ${SELECTION} }`;

/** Where in the fixture each record of the contract is edited, and its path in a refusal. */
interface Place {
  path: string;
  /** The record to edit inside a copy of the fixture (created where the fixture has none). */
  at: (p: Json) => Json;
}

const PLACES: Record<string, Place> = {
  CalculateInput: { path: '', at: (p) => p },
  ClientQueryCalcInput: { path: 'clientQuery', at: (p) => p.clientQuery },
  // The Discharging row: a leg, a stay and a cargo; its margins come from cargoExtraDetails[0].
  CargoRowCalcInput: { path: 'cargoList[2]', at: (p) => p.cargoList[2] },
  CargoExtraDetailCalcInput: {
    path: 'cargoExtraDetails[0]',
    at: (p) => (p.cargoExtraDetails = [{ cargoId: 103, bnkrFactor: 2, speedFactor: 3 }])[0] as Json,
  },
  // The Loading row's own details (it has no cargoExtraDetails entry).
  CargoDetailsCalcInput: {
    path: 'cargoList[1].cargoDetails',
    at: (p) => (p.cargoList[1].cargoDetails = { bnkrFactor: 1 }),
  },
  // The reference vessel (isReferenceVessel can only be turned off without a second one).
  FleetEntryCalcInput: { path: 'fleetList[0]', at: (p) => p.fleetList[0] },
  VesselCalcInput: { path: 'fleetList[1].vessel', at: (p) => p.fleetList[1].vessel },
  SplitHireTierInput: {
    path: 'fleetList[1].splitHire[0]',
    at: (p) =>
      (p.fleetList[1].splitHire = [{ hireRate: 14_000, NoDays: 20, applied: true, disable: false }])[0] as Json,
  },
  EngineOptionsInput: { path: 'options', at: (p) => (p.options = {}) },
  // One canal dues figure of the order (the fixture's voyage transits no canal: only the reading is compared).
  CanalDuesCalcInput: {
    path: 'clientQuery.canalDues[0]',
    at: (p) => (p.clientQuery.canalDues = [{ canal: 'PANAMA', dwtClass: 'HANDYSIZE', usdPerTransit: 1 }])[0] as Json,
  },
};

/** A text field's valid value where any text will not do. */
const TEXT_VALUES: Record<string, (current: unknown) => string> = {
  terms: () => 'SHEX',
  // Rows in another order (Commence stays first whatever is listed).
  calculationFormat: () => '101,103,102',
  port: () => 'Kakinada',
};

/** A closed set's value other than the current one and the default. */
function otherValue(spec: { values: readonly string[]; default?: string | null }, current: unknown, name: string) {
  const defaultOption = (DEFAULT_OPTIONS as unknown as Record<string, unknown>)[name];
  const choices = spec.values.filter((v) => v !== 'Commence' && v !== spec.default && v !== defaultOption);
  return choices.find((v) => v !== current) ?? spec.values[0];
}

/** A valid value for a field other than its default (and than what the fixture holds). */
function validValue(name: string, spec: FieldSpec, current: unknown): unknown {
  switch (spec.kind) {
    case 'number':
    case 'optNumber':
    case 'looseNumber': {
      const range = spec.range ?? {};
      const top = Math.min(range.max ?? Infinity, range.below === undefined ? Infinity : range.below - 0.5);
      const base = typeof current === 'number' ? current : 0;
      const up = base + 7;
      const n = up <= top ? up : base - 1;
      return range.min !== undefined && range.min < 0 ? -n : n;
    }
    case 'positive':
      return spec.max === undefined ? 3.114 : spec.max * 0.9;
    case 'flag':
      if (spec.graphqlEnum === 'YesNo') return current === 'No' ? 'Yes' : 'No';
      return !(current ?? spec.default ?? false);
    case 'optFlag':
      return true;
    case 'text':
      return TEXT_VALUES[name]?.(current) ?? 'Contract check';
    case 'id':
      return current === undefined || current === null ? '77' : String(current);
    case 'date': {
      const day = name === 'laycanStartDate' ? -86_400_000 : 86_400_000;
      return new Date(Date.parse(String(current ?? '2027-03-01T00:00:00Z')) + day).toISOString();
    }
    case 'choice':
      return otherValue(spec, current, name);
    case 'optChoice':
      return otherValue(spec, current, name);
    case 'switch':
      return 'MANUAL';
    case 'record':
    case 'list':
      throw new Error(`${name}: a nested record is covered by its own table`);
  }
}

/** The out-of-range values of a field that both APIs' type systems let through (numbers, dates, String sets). */
function invalidValues(spec: FieldSpec): unknown[] {
  switch (spec.kind) {
    case 'number':
    case 'optNumber':
    case 'looseNumber': {
      const r = spec.range ?? {};
      return [
        r.min === undefined ? -1 : r.min - 1,
        ...(r.max === undefined ? [] : [r.max + 1]),
        ...(r.below === undefined ? [] : [r.below]),
        ...(r.minAboveZero === undefined ? [] : [r.minAboveZero / 2]),
      ];
    }
    case 'positive':
      return [0, ...(spec.max === undefined ? [] : [spec.max + 1])];
    case 'date':
      return ['2027-02-30'];
    case 'optChoice':
    case 'choice':
      return spec.graphqlEnum ? [] : ['not-an-option'];
    default:
      return [];
  }
}

interface Edit {
  type: string;
  name: string;
  canonical: string;
  spec: FieldSpec;
}

function edits(): Edit[] {
  const all: Edit[] = [];
  for (const [type, { fields }] of recordTables()) {
    for (const [canonical, spec] of Object.entries(fields)) {
      if (spec.kind === 'record' || spec.kind === 'list') continue;
      for (const name of [canonical, ...(spec.aliases ?? [])]) all.push({ type, name, canonical, spec });
    }
  }
  return all;
}

/** The fixture with one field set: an alias replaces its canonical field. */
function payloadWith(e: Edit, value: (current: unknown) => unknown): Json {
  // A deep copy: the fixture shares its vessel records between calls.
  const p = structuredClone(supramaxIndonesiaIndia()) as Json;
  const record = PLACES[e.type]!.at(p);
  const current = record[e.canonical];
  if (e.name !== e.canonical) delete record[e.canonical];
  record[e.name] = value(current);
  return p;
}

/** A GraphQL VesselResult in the REST shape: the rows as the legacy map keyed by index. */
function asLegacy(v: Json): Json {
  const rows = Object.fromEntries(v.portToPortOperationResultMap.map((r: Json) => [String(r.index), r]));
  return { ...v, portToPortOperationResultMap: rows };
}

/** `value` cut down to the keys `like` has, all the way down (REST answers every field; GraphQL what was asked). */
function shapedLike(value: unknown, like: unknown): unknown {
  if (Array.isArray(like) && Array.isArray(value)) return value.map((v, i) => shapedLike(v, like[i]));
  if (like === null || typeof like !== 'object' || value === null || typeof value !== 'object') return value;
  const v = value as Json;
  return Object.fromEntries(Object.keys(like).map((k) => [k, shapedLike(v[k], (like as Json)[k])]));
}

describe('calculation contract: REST and GraphQL (input and payload) accept the same fields and agree', () => {
  let server: TestServer;
  let pricing: string;
  const restCalc = (payload: Json) =>
    rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token: pricing, body: payload });
  const gqlCalc = (payload: Json) =>
    gql<{ calculate: Json }>(server.url, CALCULATE, { input: asGraphqlInput(payload as never) }, pricing);
  const gqlPayloadCalc = (payload: Json) =>
    gql<{ calculate: Json }>(server.url, CALCULATE_PAYLOAD, { payload }, pricing);

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('every record of the contract has a place in this test, and GraphQL has exactly its fields', async () => {
    const tables = recordTables();
    expect([...tables.keys()].sort()).toEqual(Object.keys(PLACES).sort());
    for (const [type, { fields }] of tables) {
      const res = await gql<{ __type: { inputFields: { name: string }[] } }>(
        server.url,
        `query ($name: String!) { __type(name: $name) { inputFields { name } } }`,
        { name: type },
      );
      expect(res.data?.__type.inputFields.map((f) => f.name).sort(), type).toEqual(fieldNames(fields).sort());
    }
  });

  const fields = edits();
  it.each(fields.map((e) => [`${e.type}.${e.name}`, e] as const))(
    '%s: a valid value gives the same results on both APIs',
    async (_label, e: Edit) => {
      const payload = payloadWith(e, (current) => validValue(e.canonical, e.spec, current));
      const [r, g, gp] = await Promise.all([restCalc(payload), gqlCalc(payload), gqlPayloadCalc(payload)]);
      expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
      expect(gp.data, JSON.stringify(gp.errors)).toEqual(g.data);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const results = g.data!.calculate.results as Json[];
      expect(results.map((v) => v.fleetId).sort()).toEqual(Object.keys(r.body).sort());
      for (const v of results) {
        const legacy = asLegacy(v);
        expect(shapedLike(r.body[v.fleetId], legacy)).toEqual(legacy);
      }
    },
  );

  const refusals = fields.flatMap((e) =>
    invalidValues(e.spec).map((bad) => [`${e.type}.${e.name} = ${JSON.stringify(bad)}`, e, bad] as const),
  );
  it.each(refusals)('%s is refused by both, naming the field', async (_label, e: Edit, bad: unknown) => {
    const payload = payloadWith(e, () => bad);
    const place = PLACES[e.type]!.path;
    const field = place ? `${place}.${e.name}` : e.name;
    const [r, g, gp] = await Promise.all([restCalc(payload), gqlCalc(payload), gqlPayloadCalc(payload)]);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(g.errors?.[0]?.message).toBe(r.body.error);
    expect(gp.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(gp.errors?.[0]?.message).toBe(r.body.error);
  });

  /** The Capesize estimate with its first entry's ballast leg left to the server, open at `port`. */
  function routedFrom(port: string): { payload: Json; id: string } {
    const payload = structuredClone(capesizeTubaraoQingdao()) as Json;
    const entry = payload.fleetList[0];
    delete entry.ballastDistNormal;
    delete entry.ballastDistEca;
    entry.port = port;
    return { payload, id: String(entry.id) };
  }
  const ballastLeg = (body: Json, id: string) => body[id].portToPortOperationResultMap['1'];

  it('a fleet entry open at sea (lat/lng) is routed from its position on both APIs, not from its port', async () => {
    const { payload: fromPort, id } = routedFrom('Singapore');
    // Off the Cape of Good Hope: far nearer Tubarao than Singapore is.
    const atSea = structuredClone(fromPort);
    Object.assign(atSea.fleetList[0], { lat: -35, lng: 15 });
    const [rPort, rSea, gSea] = await Promise.all([restCalc(fromPort), restCalc(atSea), gqlCalc(atSea)]);
    expect(rSea.status).toBe(200);
    const sea = ballastLeg(rSea.body, id);
    const port = ballastLeg(rPort.body, id);
    expect(sea.distNormal + sea.distEca).toBeLessThan((port.distNormal + port.distEca) / 2);
    expect(rSea.body[id].ballastLegSource).toBe('routed');
    const g = (gSea.data!.calculate.results as Json[]).find((v) => v.fleetId === id)!;
    expect(shapedLike(rSea.body[id], asLegacy(g))).toEqual(asLegacy(g));
  });

  it("the order's route flags are read the same way by both APIs ('Yes' is on for REST too)", async () => {
    // From Kaohsiung to Tubarao, avoiding the Singapore Strait changes the way.
    const { payload: open, id } = routedFrom('Kaohsiung');
    const avoided = structuredClone(open);
    avoided.clientQuery.singapore = true;
    const spelledYes = structuredClone(open);
    spelledYes.clientQuery.singapore = 'Yes';
    const [plain, rAvoided, yes, g] = await Promise.all([
      restCalc(open),
      restCalc(avoided),
      restCalc(spelledYes),
      gqlCalc(avoided),
    ]);
    expect(ballastLeg(yes.body, id)).toEqual(ballastLeg(rAvoided.body, id));
    expect(ballastLeg(rAvoided.body, id).distNormal).not.toBe(ballastLeg(plain.body, id).distNormal);
    const gv = (g.data!.calculate.results as Json[]).find((v) => v.fleetId === id)!;
    expect(shapedLike(rAvoided.body[id], asLegacy(gv))).toEqual(asLegacy(gv));
  });
  it("a vessel open at the order's Commence port sails the typed first leg (voyage-model section 1), named as the order's", async () => {
    const { payload, id } = routedFrom('Singapore');
    payload.cargoList[0].port = 'Singapore';
    Object.assign(payload.cargoList[1], { distNormal: 9_000, distEca: 0 });
    const [r, g] = await Promise.all([restCalc(payload), gqlCalc(payload)]);
    expect(r.status).toBe(200);
    expect(ballastLeg(r.body, id)).toMatchObject({ distNormal: 9_000, distEca: 0 });
    expect(r.body[id].ballastLegSource).toBe('order');
    const gv = (g.data!.calculate.results as Json[]).find((v) => v.fleetId === id)!;
    expect(gv.ballastLegSource).toBe('order');
    // Elsewhere the same order's leg is routed from the open port, not the typed distance.
    const { payload: away } = routedFrom('Singapore');
    Object.assign(away.cargoList[1], { distNormal: 9_000, distEca: 0 });
    const other = await restCalc(away);
    expect(other.body[id].ballastLegSource).toBe('routed');
    expect(ballastLeg(other.body, id).distNormal).not.toBe(9_000);
  });

  it("an entry carrying its Commence port's coordinates (as the calculator sends it) is at that port, on both APIs", async () => {
    const { payload, id } = routedFrom('Singapore');
    payload.cargoList[0].port = 'Singapore';
    Object.assign(payload.cargoList[1], { distNormal: 9_000, distEca: 0 });
    // The demo fleet's Singapore, 0.4 nm from the port table's: the port, not a position at sea.
    Object.assign(payload.fleetList[0], { lat: 1.264, lng: 103.84 });
    const [r, g] = await Promise.all([restCalc(payload), gqlCalc(payload)]);
    expect(r.body[id].ballastLegSource).toBe('order');
    expect(ballastLeg(r.body, id)).toMatchObject({ distNormal: 9_000, distEca: 0 });
    const gv = (g.data!.calculate.results as Json[]).find((v) => v.fleetId === id)!;
    expect(gv.ballastLegSource).toBe('order');
    // Named Singapore but 46 nm east of it, off the Strait's eastern entrance: at sea, routed from there.
    Object.assign(payload.fleetList[0], { lat: 1.3, lng: 104.6 });
    const away = await restCalc(payload);
    expect(away.body[id].ballastLegSource).toBe('routed');
  });
});
