import { z } from 'zod';
import { CALC_LIMITS } from '../../../shared/validation/calc-warnings.js';
import type { EngineOptions, FuelTypeCode, OperationKind } from '../../../shared/voyage/index.js';
import {
  bool,
  isoDate,
  jsonOr,
  looseNum,
  num,
  oneOf,
  optBool,
  optId,
  optNum,
  optOneOf,
  shapeError,
  text,
} from './legacy-fields.js';

/**
 * The zod schema of the spec's POST /calculate/multiple/old payload as a legacy client sends it (spec 1
 * sections 3 and 7), field names unchanged. Every number is read by num() (number or numeric string,
 * absent = 0, negative refused); see legacy-payload.ts for what is derived from what.
 */

export const OPERATIONS = [
  'Commence',
  'Loading',
  'Discharging',
  'Passing',
  'Waiting',
  'Bunkering',
  'Redelivery',
  'Relay',
] as const satisfies readonly OperationKind[];
export const FUEL_TYPES = ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'] as const satisfies readonly FuelTypeCode[];
const LOADLINES = ['S', 'TF', 'F', 'T', 'W', 'WNA'] as const;
const SPEED_ROWS = [1, 2, 3, 4] as const;

/**
 * Sanity limits far beyond any real voyage (beyond them the input is a typo, and the voyage timeline
 * would leave the range of dates): a sea leg, a speed, a positive rate, a cargo, port days, DWF.
 */
export const LIMITS = {
  legNm: 25_000,
  speedKn: 40,
  minSpeedKn: 1,
  minRate: 1,
  cargoT: 10_000_000,
  portDays: 3_650,
  dwfPct: 100,
};
const distance = () => optNum({ max: LIMITS.legNm });
const speed = () => num({ max: LIMITS.speedKn, minAboveZero: LIMITS.minSpeedKn });
const tonnes = () => num({ max: LIMITS.cargoT });
const days = () => num({ max: LIMITS.portDays });
type Row = (typeof SPEED_ROWS)[number];
type FuelTypeIndex = 0 | 1 | 2 | 3 | 4;

/** `{ [prefix + 0..4]: num() }`, e.g. hsFuelPriceType0..4. */
function priceFields<P extends string>(prefixes: readonly P[]) {
  const shape: Record<string, ReturnType<typeof num>> = {};
  for (const p of prefixes) for (let i = 0; i < 5; i++) shape[`${p}FuelPriceType${i}`] = num();
  return shape as Record<`${P}FuelPriceType${FuelTypeIndex}`, ReturnType<typeof num>>;
}

function fieldsOf<K extends string, S extends z.ZodType>(keys: readonly K[], make: (key: K) => S): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, make(k)])) as Record<K, S>;
}

const speedKeys = (kind: 'Bal' | 'Ldn') =>
  SPEED_ROWS.flatMap((r) =>
    (['Spd', 'ConsmHS', 'ConsmLS', 'ConsmMGO'] as const).map((c) => `vessel${kind}${c}${r}` as const),
  );
const combKeys = (kind: 'Bal' | 'Lad') => SPEED_ROWS.map((r: Row) => `vessel${kind}Comb${r}Selected` as const);
const portKeys = (['PIdle', 'PLdg', 'PDisch', 'VExtra'] as const).flatMap((p) =>
  (['HS', 'LS', 'MGO'] as const).map((g) => `vessel${p}Consm${g}` as const),
);

/** The vessel record carried by a fleet entry (an object, or the legacy JSON string of it). */
export const vesselSchema = z.object(
  {
    id: optId(),
    vesselName: text(),
    vesselDwt: num(),
    vesselDraftS: num(),
    vesselTPC: num(),
    vesselLightShip: num(),
    vesselLOA: num(),
    vesselGrainCap: num(),
    vesselBaleCap: num(),
    /** The spec's name; `constants` (the catalogue's name) is accepted too. */
    Constants: optNum(),
    constants: optNum(),
    fuelType: oneOf(FUEL_TYPES, 'TYPE0'),
    /** Spec 1 section 9: the vessel scrubber flag defaults to Yes. */
    vesselScrubber: bool(true),
    fwCapacity: num(),
    ...fieldsOf(speedKeys('Bal'), (k) => (k.includes('Spd') ? speed() : num())),
    ...fieldsOf(speedKeys('Ldn'), (k) => (k.includes('Spd') ? speed() : num())),
    ...fieldsOf(combKeys('Bal'), () => bool()),
    ...fieldsOf(combKeys('Lad'), () => bool()),
    ...fieldsOf(portKeys, () => num()),
  },
  { error: shapeError('an object') },
);

/** Margins and bunker supply of one port operation (the spec's cargoDetails / cargoExtraDetails). */
const extraDetailFields = {
  bunkerSuppliedHsfo: num(),
  bunkerSuppliedLsfo: num(),
  bunkerSuppliedMgo: num(),
  ...priceFields(['hsfo', 'lsfo', 'mgo'] as const),
  bnkrFactor: num(),
  speedFactor: num({ below: 100 }),
  speedReduce: num({ max: LIMITS.speedKn }),
};

export const extraDetailSchema = z.object(
  { id: optId(), cargoId: optId(), operationId: optId(), ...extraDetailFields },
  { error: shapeError('an object') },
);

export const cargoRowSchema = z.object(
  {
    id: optId(),
    cargoId: optId(),
    operation: oneOf(OPERATIONS, null),
    port: text(),
    cargoQty: tonnes(),
    tolerance: num(),
    min: tonnes(),
    max: tonnes(),
    rate: num({ minAboveZero: LIMITS.minRate }),
    terms: text('SHINC'),
    factor: optNum(),
    turnTime: days(),
    extraDays: days(),
    portExp: num(),
    freight: num(),
    adcom: num(),
    brokerage: num(),
    other: num(),
    stowFactor: num(),
    // 'S-Summer' and 'S' both mean S.
    loadline: oneOf(LOADLINES, 'S', (s) => s.split('-')[0] ?? s),
    sulfur: oneOf(['Normal', 'ECA'] as const, 'Normal'),
    draftRes: num(),
    waterDensity: num(),
    dwf: num({ max: LIMITS.dwfPct }),
    distNormal: distance(),
    distEca: distance(),
    distanceNormal: distance(),
    distanceECA: distance(),
    speedNormal: speed(),
    speedECA: speed(),
    lbmarker: optOneOf(['ballast', 'laden'] as const),
    cargoTx: looseNum(LIMITS.cargoT),
    cargoTxOverriddenValue: looseNum(LIMITS.cargoT),
    isEu: bool(),
    cargoDetails: z.object(extraDetailFields, { error: shapeError('an object') }).nullish(),
  },
  { error: shapeError('an object') },
);

const splitHireTier = z.object(
  { hireRate: num(), NoDays: num(), applied: bool(), disable: bool() },
  { error: shapeError('an object') },
);

export const fleetEntrySchema = z.object(
  {
    id: optId(),
    vesselName: text(),
    vesselId: optId(),
    vessel: jsonOr(vesselSchema),
    dateOpening: isoDate(),
    dateOpen: isoDate(),
    port: text(),
    isEuOpenPort: bool(),
    ballastDistNormal: distance(),
    ballastDistEca: distance(),
    hirePerDay: num(),
    hireGbb: num(),
    gbb: num(),
    splitHire: jsonOr(z.array(splitHireTier, { error: shapeError('a list') }).nullish()),
    extraExpense: optNum(),
    extra_Exp: optNum(),
    constants: optNum(),
    constan: optNum(),
    bod: optNum(),
    bnkDelhs: optNum(),
    bnkDells: optNum(),
    bnkDelmgo: optNum(),
    /** Bunkers expected on redelivery (t, 0 = not checked) and the tolerance around them (percent). */
    bnkRedelhs: num(),
    bnkRedells: num(),
    bnkRedelmgo: num(),
    bnkRedelTolerance: num({ max: CALC_LIMITS.redeliveryTolerancePctMax }),
    ...fieldsOf(
      (['Delivery', 'Redelivery', 'Settlement'] as const).flatMap((k) =>
        (['hs', 'ls', 'mgo'] as const).map((g) => `bnkPrice${k}${g}` as const),
      ),
      () => num(),
    ),
    bunkerPriceOverridden: bool(),
    isReferenceVessel: bool(),
    saveLabel: text(),
    selectedForSave: bool(),
  },
  { error: shapeError('an object') },
);

export const clientQuerySchema = z.object(
  {
    id: optId(),
    name: text(),
    freightMode: oneOf(['Single Freight', 'Multiple Freight'] as const, 'Single Freight'),
    qtyMode: oneOf(['MOLOO', 'MINMAX'] as const, 'MOLOO'),
    laycanStartDate: isoDate('Laycan start date is Required (%)'),
    laycanEndDate: isoDate('Laycan end date is Required (%)'),
    cve: num(),
    insurance: num(),
    hireSurvey: num(),
    canalExpenses: num(),
    additionalPremium: num(),
    ilohc: num(),
    manoevringExp: num(),
    miscExp: num(),
    miscRevenue: num(),
    bnkDelhs: num(),
    bnkDells: num(),
    bnkDelmgo: num(),
    calculationFormat: text(),
    /** Set (any value but AUTO/false/blank) when discharge cargo Tx values are entered by hand. */
    cargoTransactionMode: z.unknown().optional(),
    fuelType: oneOf(FUEL_TYPES, 'TYPE0'),
    fuelPriceOverridden: bool(),
    fuelCalculationMethod: oneOf(['DEFAULT', 'FIFO', 'LIFO', 'AVERAGE'] as const, 'DEFAULT'),
    ...priceFields(['hs', 'ls', 'mgo'] as const),
    deliveryTerms: oneOf(['DLOSP', 'AFSPS'] as const, 'DLOSP'),
    tcAdcom: num({ below: 100 }),
    lumpsum: num(),
    euaPriceEur: num(),
    eurUsd: num(),
    etsInPnl: bool(),
  },
  { error: shapeError('an object') },
);

const opt = <T extends string>(values: readonly T[]) => optOneOf(values);
const optPositive = (max?: number) =>
  optNum().refine((v) => v === null || (v > 0 && (max === undefined || v <= max)), {
    message: max === undefined ? '{field} must be above 0' : `{field} must be above 0 and at most ${max}`,
  });

/** Partial<EngineOptions>: only the documented values; an unknown option name is refused. */
export const optionsSchema = z.strictObject(
  {
    portStay: opt<EngineOptions['portStay']>(['factored-working', 'factored-working-and-turn']),
    cubicFill: optPositive(1),
    useBaleCapacity: optBool(),
    draftMethod: opt<EngineOptions['draftMethod']>(['fwa-dwa', 'density-scaling']),
    cve: opt<EngineOptions['cve']>(['per-30-days', 'lumpsum']),
    shortfall: opt<EngineOptions['shortfall']>(['settlement-price']),
    gbb: opt<EngineOptions['gbb']>(['net-of-adcom', 'gross']),
    vlsfoCo2Factor: optPositive(),
    premiumOrder: opt<EngineOptions['premiumOrder']>(['vessel-first', 'position-first']),
    tceDays: opt<EngineOptions['tceDays']>(['on-hire', 'whole-voyage']),
    etsScope: opt<EngineOptions['etsScope']>(['on-hire', 'whole-voyage']),
    laycanWaiting: opt<EngineOptions['laycanWaiting']>(['first-load-port', 'none']),
    etsCalls: opt<EngineOptions['etsCalls']>(['loading-discharging-only']),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `{field} has no option named ${iss.keys.join(', ')}`
        : shapeError('an object')(iss),
  },
);

export const legacyPayloadSchema = z.object(
  {
    clientQuery: clientQuerySchema,
    cargoList: z.array(cargoRowSchema, { error: shapeError('a list') }),
    cargoExtraDetails: z.array(extraDetailSchema, { error: shapeError('a list') }).nullish(),
    fleetList: z.array(fleetEntrySchema, { error: shapeError('a list') }),
    autoSave: bool(),
    options: optionsSchema.nullish(),
  },
  {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? 'The request body is required'
        : 'The request body must be a JSON object',
  },
);

export type LegacyPayload = z.output<typeof legacyPayloadSchema>;
export type LegacyCargoRow = z.output<typeof cargoRowSchema>;
export type LegacyFleetEntry = z.output<typeof fleetEntrySchema>;
export type LegacyVessel = z.output<typeof vesselSchema>;
export type LegacyExtraDetail = z.output<typeof extraDetailSchema>;
export type LegacyClientQuery = z.output<typeof clientQuerySchema>;
