import type {
  CalcWarningLevel,
  FreightMode,
  LbMarker,
  Loadline,
  OperationType,
  SulfurMode,
} from '../../../__generated__/graphql';
import { blankExtra } from '../state/draft-from-order';
import type { CalcOrder, CalculatorDraft, FleetEntry, OperationRow, VesselResult } from '../state/types';

/**
 * A saved voyage (the saveResultDTO snapshots: the client query, the cargo rows and the fleet entry as
 * they were sent, and the engine's result as stored) read back into the calculator's own state, so the
 * calculator's components can show it read-only. Snapshots come from the web client (GraphQL enum
 * names) or from the legacy REST client (the spec's spellings); both are read. Missing values are 0.
 */
type Json = Record<string, unknown>;

function obj(value: unknown): Json {
  if (typeof value === 'string') {
    try {
      return obj(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function list(value: unknown): Json[] {
  if (typeof value === 'string') {
    try {
      return list(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.map(obj);
  return Object.entries(obj(value))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => obj(v));
}

const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
const optNum = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : num(v));
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const optStr = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 'Yes' || v === 1;
const upper = (v: unknown) =>
  str(v)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

const OPERATIONS: readonly OperationType[] = [
  'COMMENCE',
  'LOADING',
  'DISCHARGING',
  'PASSING',
  'WAITING',
  'BUNKERING',
  'REDELIVERY',
  'RELAY',
];
const LOADLINES: Record<string, Loadline> = {
  S: 'SUMMER',
  TF: 'TROPICAL_FRESH',
  F: 'FRESH',
  T: 'TROPICAL',
  W: 'WINTER',
  WNA: 'WINTER_NORTH_ATLANTIC',
};

export const operationOf = (v: unknown): OperationType => {
  const u = upper(v) as OperationType;
  return OPERATIONS.includes(u) ? u : 'PASSING';
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
const EXPENSES = [
  'cve',
  'insurance',
  'hireSurvey',
  'canalExpenses',
  'additionalPremium',
  'ilohc',
  'manoevringExp',
  'miscExp',
  'miscRevenue',
  'bnkDelhs',
  'bnkDells',
  'bnkDelmgo',
  'tcAdcom',
];

function orderOf(q: Json, orderId: number, updatedAt: string): CalcOrder {
  const numbers = Object.fromEntries([...EXPENSES, ...PRICE_KEYS].map((k) => [k, num(q[k])]));
  return {
    ...(numbers as Pick<CalcOrder, 'cve'>),
    id: orderId,
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
    id,
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

const grades = (v: unknown) => {
  const g = obj(v);
  return { hs: num(g.hs), ls: num(g.ls), mgo: num(g.mgo) };
};

function resultOf(r: Json, fleetId: number): VesselResult {
  const explain = obj(r.explain);
  const emissions = obj(r.emissions);
  const fuel = obj(explain.fuel);
  const fuelGrade = (v: unknown) => {
    const g = obj(v);
    return {
      consumed: num(g.consumed),
      bod: num(g.bod),
      bor: num(g.bor),
      shortfall: num(g.shortfall),
      priceSettlement: num(g.priceSettlement),
    };
  };
  const numbers = (src: Json, keys: string[]) => Object.fromEntries(keys.map((k) => [k, num(src[k])]));
  const loadability = obj(explain.loadability);
  const premiums = obj(explain.premiums);
  const cii = obj(emissions.cii);
  return {
    ...(numbers(r, [
      'tcEq',
      'frtCost',
      'profit',
      'profitNet',
      'profitPerDay',
      'loadability',
      'cargoCarried',
      'voyageDays',
      'onHireDays',
    ]) as Pick<VesselResult, 'tcEq'>),
    fleetId: String(fleetId),
    vesselName: str(r.vesselName),
    profitPerDayGBB: optNum(r.profitPerDayGBB),
    vesselPremium: optNum(r.vesselPremium),
    positionPremium: optNum(r.positionPremium),
    eta: optStr(r.eta),
    arrivalLoadPort: optStr(r.arrivalLoadPort),
    canMakeLaycan: bool(r.canMakeLaycan),
    fuelByGrade: grades(r.fuelByGrade),
    details: numbers(obj(r.details), [
      'frtCost',
      'profitPmt',
      'profitNet',
      'netFrtRevenue',
      'hireExp',
      'fuelExpenses',
      'others',
      'hsQty',
      'lsQty',
      'mgoQty',
      'voyDuration',
      'portStay',
      'stowage',
      'fuelSettleProfit',
    ]),
    emissions: {
      co2: num(emissions.co2),
      etsAllowances: num(emissions.etsAllowances),
      etsCostUsd: num(emissions.etsCostUsd),
      cii: emissions.cii
        ? { aer: num(cii.aer), rating: str(cii.rating), required: num(cii.required), year: num(cii.year) }
        : null,
    },
    warnings: list(r.warnings).map((w, i) => ({
      no: num(w.no, i + 1),
      level: (upper(w.level) === 'ERROR' ? 'ERROR' : 'ALERT') as CalcWarningLevel,
      message: str(w.message),
    })),
    portToPortOperationResultMap: list(r.portToPortOperationResultMap).map((row, i) => ({
      ...(numbers(row, [
        'distNormal',
        'distEca',
        'speedNormal',
        'speedEca',
        'seaDays',
        'seaDaysNormal',
        'seaDaysEca',
        'portDays',
        'workingDays',
        'idleDays',
        'waitingDays',
        'co2',
      ]) as { distNormal: number }),
      index: num(row.index, i),
      rowId: str(row.rowId),
      operation: operationOf(row.operation),
      port: str(row.port),
      arrivalTime: str(row.arrivalTime),
      departureTime: str(row.departureTime),
      cargoTx: optNum(row.cargoTx),
      onHire: bool(row.onHire),
      seaFuel: grades(row.seaFuel),
      portFuel: grades(row.portFuel),
    })),
    explain: {
      tcEq: numbers(obj(explain.tcEq), ['voyageResult', 'onHireDays', 'tcAdcom', 'tceNet']),
      frtCost: numbers(obj(explain.frtCost), [
        'netCargoTonnes',
        'hireExp',
        'fuelExpenses',
        'others',
        'etsCost',
        'miscRevenue',
        'fuelSettleProfit',
      ]),
      profitNet: numbers(obj(explain.profitNet), [
        'netFrtRevenue',
        'gbbNet',
        'hireExp',
        'fuelExpenses',
        'others',
        'etsCost',
        'miscRevenue',
        'fuelSettleProfit',
      ]),
      revenue: list(explain.revenue).map((l) => ({
        ...numbers(l, ['cargoQty', 'freight', 'gross', 'ttlComm', 'net']),
        rowId: str(l.rowId),
      })),
      hire: list(explain.hire).map((h) => numbers(h, ['hireRate', 'days', 'cost'])),
      fuel: { hs: fuelGrade(fuel.hs), ls: fuelGrade(fuel.ls), mgo: fuelGrade(fuel.mgo) },
      loadability: {
        ...numbers(loadability, [
          'capacity',
          'constants',
          'freshWater',
          'bunkersOnBoardArrival',
          'bunkersOnBoardDeparture',
          'maxDwtDeparture',
          'stowFactor',
        ]),
        governing: str(loadability.governing),
        maxDwtArrival: optNum(loadability.maxDwtArrival),
        limits: Object.fromEntries(
          ['weightArrival', 'weightDeparture', 'cubic', 'order'].map((k) => [k, optNum(obj(loadability.limits)[k])]),
        ),
      },
      premiums: {
        referenceFleetId: optStr(premiums.referenceFleetId),
        tcEqOwn: num(premiums.tcEqOwn),
        tcEqAtReferencePosition: optNum(premiums.tcEqAtReferencePosition),
        tcEqReferenceAtReference: optNum(premiums.tcEqReferenceAtReference),
      },
    },
  } as VesselResult;
}

export interface SavedCalculatorState {
  draft: CalculatorDraft;
  entry: FleetEntry;
  result: VesselResult;
}

/** The saved voyage as a draft, its one fleet entry and that entry's stored result. */
export function savedCalculatorState(dto: {
  id: number;
  orderId?: number | null;
  createdAt: string;
  calculatorResult: unknown;
  cargoOrder: unknown;
  fleet: unknown;
  portOperation: unknown;
}): SavedCalculatorState {
  const fleetId = num(obj(dto.fleet).id, dto.id);
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
