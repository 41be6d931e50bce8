import type { FreightMode, LbMarker, Loadline, SulfurMode } from '../../../__generated__/graphql';
import { ORDER_EXPENSES } from '../../../../../shared/contract/calculation';
import { blankExtra } from '../state/draft-from-order';
import { resultOf } from './saved-result';
import { bool, list, num, obj, operationOf, optNum, optStr, str, upper, type Json } from './snapshot-read';
import type { CalcOrder, CalculatorDraft, FleetEntry, FullVesselResult, OperationRow } from '../state/types';

/**
 * A saved voyage (the saveResultDTO snapshots: the client query, the cargo rows and the fleet entry as
 * they were sent, and the engine's result as stored) read back into the calculator's own state, so the
 * calculator's components can show it read-only. Snapshots come from the web client (GraphQL enum
 * names) or from the legacy REST client (the spec's spellings); both are read. Missing values are 0.
 */

const LOADLINES: Record<string, Loadline> = {
  S: 'SUMMER',
  TF: 'TROPICAL_FRESH',
  F: 'FRESH',
  T: 'TROPICAL',
  W: 'WINTER',
  WNA: 'WINTER_NORTH_ATLANTIC',
};

const loadlineOf = (v: unknown): Loadline => {
  const u = upper(v);
  return LOADLINES[u] ?? (Object.values(LOADLINES).includes(u as Loadline) ? (u as Loadline) : 'SUMMER');
};
const sulfurOf = (v: unknown): SulfurMode => (upper(v) === 'ECA' ? 'ECA' : 'NORMAL');
const lbOf = (v: unknown, fallback: LbMarker): LbMarker =>
  upper(v) === 'LADEN' ? 'LADEN' : upper(v) === 'BALLAST' ? 'BALLAST' : fallback;
const freightModeOf = (v: unknown): FreightMode =>
  upper(v).startsWith('MULTIPLE') ? 'MULTIPLE_FREIGHT' : 'SINGLE_FREIGHT';
const pick = <T extends string>(v: unknown, values: readonly T[], fallback: T): T =>
  values.includes(upper(v) as T) ? (upper(v) as T) : fallback;

const PRICE_KEYS = ['hs', 'ls', 'mgo'].flatMap((g) => [0, 1, 2, 3, 4].map((n) => `${g}FuelPriceType${n}`));
const EXPENSES = [...ORDER_EXPENSES, 'bnkDelhs', 'bnkDells', 'bnkDelmgo', 'tcAdcom'];

function orderOf(q: Json, orderId: number, updatedAt: string): CalcOrder {
  const numbers = Object.fromEntries([...EXPENSES, ...PRICE_KEYS].map((k) => [k, num(q[k])]));
  return {
    ...(numbers as Pick<CalcOrder, 'cve'>),
    // A snapshot, not a stored record: it has no global id.
    id: '',
    databaseId: orderId,
    name: str(q.name),
    access: 'PRIVATE',
    freightMode: freightModeOf(q.freightMode),
    qtyMode: upper(q.qtyMode) === 'MINMAX' ? 'MINMAX' : 'MOLOO',
    laycanStartDate: str(q.laycanStartDate),
    laycanEndDate: str(q.laycanEndDate),
    message: null,
    freightIdea: num(q.freightIdea),
    calculationFormat: str(q.calculationFormat),
    cargoTransactionMode: optStr(q.cargoTransactionMode),
    deliveryTerms: pick(q.deliveryTerms, ['DLOSP', 'AFSPS'] as const, 'DLOSP'),
    fuelType: pick(q.fuelType, ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'] as const, 'TYPE0'),
    fuelPriceOverridden: bool(q.fuelPriceOverridden),
    fuelCalculationMethod: pick(q.fuelCalculationMethod, ['DEFAULT', 'FIFO', 'LIFO', 'AVERAGE'] as const, 'DEFAULT'),
    scrubberType: false,
    suez: bool(q.suez),
    panama: bool(q.panama),
    singapore: bool(q.singapore),
    jwc: bool(q.jwc),
    hra: bool(q.hra),
    eca: bool(q.eca),
    // A saved voyage's flags are those it was priced with (a chosen route's included).
    routeChoice: 'SHORTEST',
    createdById: null,
    createdUserName: '',
    updatedAt,
  } as CalcOrder;
}

const ROW_NUMBERS = [
  'cargoQty',
  'tolerance',
  'min',
  'max',
  'rate',
  'turnTime',
  'extraDays',
  'portExp',
  'portStay',
  'freight',
  'adcom',
  'other',
  'brokerage',
  'stowFactor',
  'draftRes',
  'dwf',
  'distNormal',
  'distEca',
  'speedNormal',
  'speedECA',
  'cargoTx',
] as const;

function rowOf(r: Json, index: number): OperationRow {
  const operation = operationOf(r.operation);
  const details = obj(r.cargoDetails);
  const numbers = Object.fromEntries(ROW_NUMBERS.map((k) => [k, num(r[k])]));
  const key = str(r.id ?? r.cargoId) || `row-${index}`;
  return {
    ...(numbers as Pick<OperationRow, 'rate'>),
    key,
    id: Number.isInteger(Number(key)) ? Number(key) : null,
    index,
    operation,
    port: str(r.port),
    lat: optNum(r.lat),
    lng: optNum(r.lng),
    country: optStr(r.country),
    cargo: optStr(r.cargo),
    account: optStr(r.account),
    grade: optStr(r.grade),
    terms: str(r.terms) || 'SHINC',
    factor: num(r.factor, 1),
    loadline: loadlineOf(r.loadline),
    sulfur: sulfurOf(r.sulfur),
    waterDensity: num(r.waterDensity, 1.025),
    distNormal: num(r.distNormal ?? r.distanceNormal),
    distEca: num(r.distEca ?? r.distanceECA),
    cargoTxOverriddenValue: optNum(r.cargoTxOverriddenValue),
    lbmarker: lbOf(r.lbmarker, operation === 'LOADING' || operation === 'COMMENCE' ? 'BALLAST' : 'LADEN'),
    notes: optStr(r.notes),
    isExtra: bool(r.isExtra),
    pdaRemarks: optStr(r.pdaRemarks),
    extra: {
      ...blankExtra(),
      speedFactor: num(details.speedFactor),
      speedReduce: num(details.speedReduce),
      bnkrFactor: num(details.bnkrFactor),
    },
  } as OperationRow;
}

function fleetOf(f: Json, id: number): FleetEntry {
  const prices = ['Delivery', 'Redelivery', 'Settlement'].flatMap((k) =>
    ['hs', 'ls', 'mgo'].map((g) => `bnkPrice${k}${g}`),
  );
  const numbers = Object.fromEntries(
    [...prices, 'bnkDelhs', 'bnkDells', 'bnkDelmgo', 'dwt', 'gbb', 'hirePerDay', 'hireGbb', 'extraExpense'].map((k) => [
      k,
      num(f[k]),
    ]),
  );
  const vessel = obj(f.vessel);
  return {
    ...(numbers as Pick<FleetEntry, 'dwt'>),
    // The calculation request carries the vessel, not the entry's dwt column.
    dwt: num(f.dwt) || num(vessel.vesselDwt),
    id: '',
    databaseId: id,
    vesselId: optNum(f.vesselId),
    vesselName: str(f.vesselName) || str(vessel.vesselName),
    vesselSnapshot: vessel,
    dateOpening: str(f.dateOpening ?? f.dateOpen),
    port: str(f.port),
    lat: optNum(f.lat),
    lng: optNum(f.lng),
    remark: optStr(f.remark),
    isReferenceVessel: bool(f.isReferenceVessel),
    saveLabel: optStr(f.saveLabel),
    selectedForSave: true,
    constants: optNum(f.constants),
    bod: optNum(f.bod),
    bnkRedelhs: num(f.bnkRedelhs),
    bnkRedells: num(f.bnkRedells),
    bnkRedelmgo: num(f.bnkRedelmgo),
    bnkRedelTolerance: num(f.bnkRedelTolerance),
    bunkerPriceOverridden: bool(f.bunkerPriceOverridden),
    splitHire: list(f.splitHire).map((t) => ({
      hireRate: num(t.hireRate),
      NoDays: num(t.NoDays ?? t.days),
      applied: bool(t.applied),
      disable: bool(t.disable),
    })),
    userId: 0,
    updatedAt: '',
  } as FleetEntry;
}

export interface SavedCalculatorState {
  draft: CalculatorDraft;
  entry: FleetEntry;
  result: FullVesselResult;
}

/** The saved voyage as a draft, its one fleet entry and that entry's stored result. */
export function savedCalculatorState(dto: {
  databaseId: number;
  orderId?: number | null;
  createdAt: string;
  calculatorResult: unknown;
  cargoOrder: unknown;
  fleet: unknown;
  portOperation: unknown;
}): SavedCalculatorState {
  const fleetId = num(obj(dto.fleet).id, dto.databaseId);
  const operations = list(dto.portOperation).map(rowOf);
  return {
    draft: {
      orderId: dto.orderId ?? 0,
      baseUpdatedAt: dto.createdAt,
      order: orderOf(obj(dto.cargoOrder), dto.orderId ?? 0, dto.createdAt),
      operations,
      added: 0,
    },
    entry: fleetOf(obj(dto.fleet), fleetId),
    result: resultOf(obj(dto.calculatorResult), fleetId),
  };
}
