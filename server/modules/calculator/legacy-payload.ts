import type {
  EngineOptions,
  FleetEntryInput,
  FuelTypeCode,
  GradeAmounts,
  OrderInput,
  VoyageInput,
} from '../../../shared/voyage/index.js';
import {
  FUEL_TYPES,
  type CalculationPayload,
  type CalculationRequest,
  type ClientQueryValues,
  type FleetEntryValues,
} from '../../../shared/contract/calculation/index.js';
import { badInput } from '../../errors/app-error.js';
import { canalDuesWith } from '../../../shared/voyage/route-alternatives-dues.js';
import { issueToError } from './legacy-fields.js';
import { readPayloadPlain } from './legacy-payload.plain.js';
import { legacyPayloadSchema } from './legacy-payload.schema.js';
import { ballastLegRequest, type BallastLegRequest } from './ballast-leg-request.js';
import { euFlagRequest, type EuFlagRequest } from './eu-flags.js';
import { buildRows } from './legacy-rows.js';
import { toVesselSpec } from './legacy-vessel.js';

/**
 * Turns the calculation payload (the contract of shared/contract/calculation, read by the schema built
 * from it) into the engine's VoyageInput. REST hands it the JSON body, GraphQL its typed input: one
 * reader for both. The rules:
 * - every field, its unit, range, default and legacy aliases are in the contract's tables. Numbers arrive
 *   as numbers or numeric strings; absent (or null, or '') is 0; negative is refused except for latitudes
 *   (-90..90) and longitudes (-180..180); tcAdcom and speedFactor must stay below 100. Dates are ISO-8601 (epoch ms accepted), zone-less means
 *   UTC. Flags are booleans, 'true'/'false', 'Yes'/'No' or 1/0. Ids may be numbers: they become strings.
 * - rows follow `clientQuery.calculationFormat` (comma-separated cargo row ids, repeats ignored); rows it
 *   does not list keep their list order after the listed ones; an id it lists that is not in cargoList
 *   is refused. The Commence row is always row 0 (the spec never lets it move); with none, a virtual
 *   Commence row (id 'commence') at each vessel's open port is inserted.
 * - a row without lbmarker is laden between the first Loading and the last Discharging, else ballast; a
 *   row without factor (or 0) takes it from its terms (168 / (168 - excluded hours)), else 1.
 * - a row's margins and bunker supply come from the cargoExtraDetails entry whose `cargoId` (alias
 *   `operationId`) is the row's id (`id`, alias `cargoId`), else from the row's own `cargoDetails`; supply
 *   prices are read for every fuel type (hsfoFuelPriceType0..4 ...), and each vessel pays its own type's.
 * - manual cargo Tx (clientQuery.cargoTransactionMode set, other than AUTO/DEFAULT/false): Discharging
 *   rows pass cargoTxOverriddenValue (else cargoTx); a value that is not a number is a warning, not an error.
 * - without overrides (fleet entry and order), delivery, redelivery and settlement prices are the
 *   order's price set for the vessel's fuel type; bunkers on delivery come from the fleet entry, else
 *   from the order. An explicit ballast leg (ballastDistNormal / ballastDistEca) replaces the first
 *   leg's distances for that entry; giving one of the two means 0 for the other.
 * - bunkers expected on redelivery (bnkRedelhs/ls/mgo, t; absent = 0 = not checked) and their tolerance
 *   (bnkRedelTolerance, percent, at most 100) only feed the engine's redelivery alert; no figure moves.
 * - EU/EEA flags: a cargo row without `isEu` and a fleet entry without `isEuOpenPort` take the flag of
 *   their port (row port, open port) from the port table (eu-flags.ts; a port it does not know is not
 *   EU/EEA); a flag that is sent wins.
 * - the ballast legs the server routes (ballast-legs.ts) start from the entry's position (lat and lng) or
 *   else its open port, end at the first row after Commence (its lat/lng, else its port), and follow the
 *   order's route flags (suez, panama, singapore, jwc, hra, eca).
 * - canal dues (clientQuery.canalDues, a list of { canal, dwtClass, usdPerTransit } over the defaults):
 *   given, even empty, each vessel is charged the dues of its legs' canal transits at its deadweight class
 *   on top of canalExpenses (the server routes the legs to know them, calculator.service prepare());
 *   absent or null, none are charged.
 * - autoSave stores the one entry with selectedForSave and a non-empty saveLabel; none: nothing is
 *   saved; two: refused.
 */

export interface SaveTarget {
  fleetId: string;
  saveLabel: string;
}

export interface NormalisedCalculation {
  input: VoyageInput;
  options: Partial<EngineOptions>;
  autoSave: boolean;
  /** The fleet entry to store when autoSave is on (selectedForSave with a label), else null. */
  saveTarget: SaveTarget | null;
  /** For each engine row, its index in cargoList (null for a virtual Commence row). */
  rowSource: (number | null)[];
  /** The order's id when it is numeric (a stored order), and its name. */
  orderId: number | null;
  orderName: string;
  ballastLegs: BallastLegRequest;
  /** The EU/EEA flags the payload did not send, filled from the port table by the service (eu-flags.ts). */
  euFlags: EuFlagRequest;
  /** What the client sent, for the saved snapshot: rows in calculation order, vessels parsed. */
  snapshot: {
    clientQuery: Record<string, unknown>;
    cargoList: Record<string, unknown>[];
    fleet: Record<string, unknown>[];
  };
}

const MAX_LABEL = 200;
const grade = (hs: number, ls: number, mgo: number): GradeAmounts => ({ hs, ls, mgo });

/** REST: the JSON body as a legacy client posts it. Every failure is a BAD_USER_INPUT naming its field. */
export function normaliseLegacyPayload(body: unknown): NormalisedCalculation {
  return normaliseCalculation(body);
}

/** GraphQL: the typed CalculateInput, read field by field by the same reader as REST. */
export function normaliseCalculateInput(input: CalculationRequest): NormalisedCalculation {
  return normaliseCalculation(input);
}

/** The payload read by the contract: the plain fast path, else the zod schema (which then names the refusal). */
function readPayload(raw: unknown): CalculationPayload {
  const plain = readPayloadPlain(raw);
  if (plain !== undefined) return plain;
  const parsed = legacyPayloadSchema.safeParse(raw);
  if (!parsed.success) throw issueToError(parsed.error);
  return parsed.data;
}

function normaliseCalculation(raw: unknown): NormalisedCalculation {
  const p = readPayload(raw);
  if (p.cargoList.length === 0) throw badInput('cargoList must contain at least one port operation', 'cargoList');
  if (p.fleetList.length === 0) throw badInput('fleetList must contain at least one vessel', 'fleetList');

  const order = toOrder(p.clientQuery);
  const { rows, sources } = buildRows(p);
  const fleet = p.fleetList.map((e, i) => toFleetEntry(e, i, p.clientQuery, order));
  checkFleet(fleet);

  const rawBody = raw as {
    clientQuery: Record<string, unknown>;
    cargoList: Record<string, unknown>[];
    fleetList: Record<string, unknown>[];
  };
  return {
    input: { order, rows, fleet },
    options: definedOptions(p.options),
    autoSave: p.autoSave,
    saveTarget: p.autoSave ? findSaveTarget(p.fleetList) : null,
    rowSource: sources,
    orderId: storedOrderId(p.clientQuery.id),
    orderName: p.clientQuery.name,
    ballastLegs: ballastLegRequest(p, sources),
    euFlags: euFlagRequest(p, sources),
    snapshot: {
      clientQuery: { ...rawBody.clientQuery },
      cargoList: sources.filter((s): s is number => s !== null).map((s) => ({ ...rawBody.cargoList[s] })),
      fleet: rawBody.fleetList.map((e) => ({
        ...e,
        vessel: typeof e.vessel === 'string' ? (JSON.parse(e.vessel) as unknown) : e.vessel,
      })),
    },
  };
}

/** A numeric order id that fits the integer key column; anything else cannot be a stored order. */
function storedOrderId(id: string | null): number | null {
  if (id === null || !/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

function toOrder(q: ClientQueryValues): OrderInput {
  const fuelPrices = Object.fromEntries(
    FUEL_TYPES.map((t, i) => {
      const n = i as 0 | 1 | 2 | 3 | 4;
      return [t, grade(q[`hsFuelPriceType${n}`], q[`lsFuelPriceType${n}`], q[`mgoFuelPriceType${n}`])];
    }),
  ) as Record<FuelTypeCode, GradeAmounts>;
  const start = q.laycanStartDate as string;
  const end = q.laycanEndDate as string;
  if (Date.parse(end) < Date.parse(start))
    throw badInput('clientQuery.laycanEndDate is before the laycan start date', 'clientQuery.laycanEndDate');
  return {
    freightMode: q.freightMode,
    qtyMode: q.qtyMode,
    laycanStartDate: start,
    laycanEndDate: end,
    lumpsum: q.lumpsum,
    cve: q.cve,
    insurance: q.insurance,
    hireSurvey: q.hireSurvey,
    canalExpenses: q.canalExpenses,
    // Charged only when the payload gives them (the web sends the order's): a legacy payload without
    // them is priced as before, with Canal Expenses as typed (ADR 0029).
    canalDues: q.canalDues === null ? null : canalDuesWith(q.canalDues),
    additionalPremium: q.additionalPremium,
    ilohc: q.ilohc,
    manoevringExp: q.manoevringExp,
    miscExp: q.miscExp,
    miscRevenue: q.miscRevenue,
    fuelCalculationMethod: q.fuelCalculationMethod,
    fuelPriceOverridden: q.fuelPriceOverridden,
    fuelPrices,
    deliveryTerms: q.deliveryTerms,
    tcAdcom: q.tcAdcom,
    euaPriceEur: q.euaPriceEur,
    eurUsd: q.eurUsd,
    etsInPnl: q.etsInPnl,
  };
}

function toFleetEntry(e: FleetEntryValues, i: number, q: ClientQueryValues, order: OrderInput): FleetEntryInput {
  // The entry's path is written only for a refusal: no string is built per entry read.
  if (e.id === null)
    throw badInput(`fleetList[${i}].id is required: every fleet entry needs an id`, `fleetList[${i}].id`);
  const dateOpening = e.dateOpening;
  if (dateOpening === null)
    throw badInput(`fleetList[${i}].dateOpening is required (Date Opening)`, `fleetList[${i}].dateOpening`);
  const vessel = toVesselSpec(e.vessel, e.vesselName);
  const overridden = e.bunkerPriceOverridden || q.fuelPriceOverridden;
  const orderPrices = order.fuelPrices[vessel.fuelType];
  // Each field named as written, each price set its own object, and no spread (issue #19 item 4): the
  // entry is one of two literals, with or without `ballastLegSource`, which keeps its place after the
  // distances (the entry serialises as before).
  const id = e.id;
  const vesselName = e.vesselName || vessel.vesselName;
  const port = e.port;
  const isEuOpenPort = e.isEuOpenPort ?? false;
  const normal = e.ballastDistNormal;
  const eca = e.ballastDistEca;
  const ballastDistNormal = normal ?? (eca !== null ? 0 : null);
  const ballastDistEca = eca ?? (normal !== null ? 0 : null);
  const hirePerDay = e.hirePerDay;
  const splitHire = (e.splitHire ?? []).map((t) => ({ hireRate: t.hireRate, NoDays: t.NoDays }));
  const { hireGbb, gbb, extraExpense, constants, bod, bnkRedelTolerance, bunkerPriceOverridden, isReferenceVessel } = e;
  const bnkDel = grade(e.bnkDelhs ?? q.bnkDelhs, e.bnkDells ?? q.bnkDells, e.bnkDelmgo ?? q.bnkDelmgo);
  const bnkRedel = grade(e.bnkRedelhs, e.bnkRedells, e.bnkRedelmgo);
  const bnkPriceDelivery = overridden
    ? grade(e.bnkPriceDeliveryhs, e.bnkPriceDeliveryls, e.bnkPriceDeliverymgo)
    : grade(orderPrices.hs, orderPrices.ls, orderPrices.mgo);
  const bnkPriceRedelivery = overridden
    ? grade(e.bnkPriceRedeliveryhs, e.bnkPriceRedeliveryls, e.bnkPriceRedeliverymgo)
    : grade(orderPrices.hs, orderPrices.ls, orderPrices.mgo);
  const bnkPriceSettlement = overridden
    ? grade(e.bnkPriceSettlemenths, e.bnkPriceSettlementls, e.bnkPriceSettlementmgo)
    : grade(orderPrices.hs, orderPrices.ls, orderPrices.mgo);
  // prettier-ignore
  return normal !== null || eca !== null
    ? { id, vesselName, vessel, dateOpening, port, isEuOpenPort, ballastDistNormal, ballastDistEca,
        ballastLegSource: 'entry', hirePerDay, splitHire, hireGbb, gbb, extraExpense, constants, bod, bnkDel, bnkRedel,
        bnkRedelTolerance, bnkPriceDelivery, bnkPriceRedelivery, bnkPriceSettlement, bunkerPriceOverridden,
        isReferenceVessel }
    : { id, vesselName, vessel, dateOpening, port, isEuOpenPort, ballastDistNormal, ballastDistEca,
        hirePerDay, splitHire, hireGbb, gbb, extraExpense, constants, bod, bnkDel, bnkRedel,
        bnkRedelTolerance, bnkPriceDelivery, bnkPriceRedelivery, bnkPriceSettlement, bunkerPriceOverridden,
        isReferenceVessel };
}

function checkFleet(fleet: FleetEntryInput[]): void {
  const seen = new Map<string, number>();
  let second = -1;
  for (let i = 0; i < fleet.length; i++) {
    const e = fleet[i] as FleetEntryInput;
    const first = seen.get(e.id);
    if (first !== undefined)
      throw badInput(`fleetList[${i}].id ${e.id} is already used by fleetList[${first}]`, `fleetList[${i}].id`);
    seen.set(e.id, i);
  }
  let refs = 0;
  for (let i = 0; i < fleet.length && second < 0; i++)
    if ((fleet[i] as FleetEntryInput).isReferenceVessel && ++refs === 2) second = i;
  if (second >= 0)
    throw badInput(
      `fleetList[${second}].isReferenceVessel: only one vessel can be the reference vessel`,
      `fleetList[${second}].isReferenceVessel`,
    );
}

/** The one entry to save: selectedForSave with a non-empty label. None is fine (nothing is saved); two are refused. */
function findSaveTarget(fleet: FleetEntryValues[]): SaveTarget | null {
  const marked = fleet.flatMap((e, i) => (e.selectedForSave && e.saveLabel.trim() !== '' ? [i] : []));
  if (marked.length > 1)
    throw badInput(
      `fleetList[${marked[1]}].selectedForSave: only one vessel can be saved at a time`,
      `fleetList[${marked[1]}].selectedForSave`,
    );
  const i = marked[0];
  if (i === undefined) return null;
  const e = fleet[i] as FleetEntryValues;
  const label = e.saveLabel.trim();
  if (label.length > MAX_LABEL)
    throw badInput(`fleetList[${i}].saveLabel is longer than ${MAX_LABEL} characters`, `fleetList[${i}].saveLabel`);
  return { fleetId: e.id as string, saveLabel: label };
}

function definedOptions(o: CalculationPayload['options']): Partial<EngineOptions> {
  if (!o) return {};
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<EngineOptions>;
}
