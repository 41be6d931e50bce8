import { ORDER_EXPENSES } from '../../../shared/contract/calculation/values.js';
import type { FuelType } from '../vessels/vessel.enums.js';
import type { RouteChoice } from '../calculator/route-alternatives/route-alternatives.enums.js';
import type {
  BunkerPaidBy,
  BunkerReserve,
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  LbMarker,
  Loadline,
  OperationType,
  OrderAccess,
  QtyMode,
  SulfurMode,
} from './order.enums.js';

/**
 * The writable fields of an order, a port operation and its extra detail, listed once: the REST schemas
 * are built from these lists and the service copies exactly these keys. Absent (undefined) or null means
 * "leave as it is" (or the entity default on create), except for the nullable fields, where null clears.
 */

const prices = <P extends string>(p: P) =>
  [0, 1, 2, 3, 4].map((i) => `${p}FuelPriceType${i}`) as `${P}FuelPriceType${0 | 1 | 2 | 3 | 4}`[];

export const ORDER_NUMBERS = [
  ...ORDER_EXPENSES,
  'bnkDelhs',
  'bnkDells',
  'bnkDelmgo',
  ...prices('hs'),
  ...prices('ls'),
  ...prices('mgo'),
  'tcAdcom',
  'freightIdea',
  // EU ETS inputs (voyage-model section 12): EUR/t CO2 and USD per EUR; negative is refused.
  'euaPriceEur',
  'eurUsd',
] as const;
export const ORDER_BOOLEANS = [
  'scrubberType',
  'fuelPriceOverridden',
  'etsInPnl',
  'eca',
  'hra',
  'jwc',
  'suez',
  'panama',
  'singapore',
] as const;
export const ORDER_NULLABLE_TEXTS = ['message', 'cargoTransactionMode'] as const;

export const OPERATION_NUMBERS = [
  'cargoQty',
  'tolerance',
  'rate',
  'turnTime',
  'freight',
  'adcom',
  'other',
  'brokerage',
  'min',
  'max',
  'factor',
  'stowFactor',
  'stowage',
  'extraDays',
  'portExp',
  'portStay',
  'dwf',
  'draftRes',
  'waterDensity',
  'distNormal',
  'distEca',
  'speedNormal',
  'speedECA',
  'cargoTx',
] as const;
export const OPERATION_NULLABLE_NUMBERS = ['cargoTxOverriddenValue', 'lat', 'lng'] as const;
export const OPERATION_TEXTS = ['port', 'terms'] as const;
export const OPERATION_NULLABLE_TEXTS = ['pdaRemarks', 'grade', 'account', 'cargo', 'country', 'notes'] as const;
export const OPERATION_NULLABLE_DATES = ['arrivalTime', 'departureTime'] as const;

export const EXTRA_DETAIL_NUMBERS = [
  'distEca',
  'distNormal',
  'bunkerSuppliedHsfo',
  'bunkerSuppliedLsfo',
  'bunkerSuppliedMgo',
  ...prices('hsfo'),
  ...prices('lsfo'),
  ...prices('mgo'),
  'bnkrFactor',
  'speedFactor',
  'speedReduce',
] as const;

type Opt<T> = T | null | undefined;
type Fields<K extends string, T> = { [P in K]?: Opt<T> };

/** An order's fields as a caller sends them (required ones are checked by validateOrder). */
export type OrderWrite = Fields<(typeof ORDER_NUMBERS)[number], number> &
  Fields<(typeof ORDER_BOOLEANS)[number], boolean> &
  Fields<(typeof ORDER_NULLABLE_TEXTS)[number], string> & {
    name?: Opt<string>;
    access?: Opt<OrderAccess>;
    freightMode?: Opt<FreightMode>;
    qtyMode?: Opt<QtyMode>;
    laycanStartDate?: Opt<Date>;
    laycanEndDate?: Opt<Date>;
    fuelType?: Opt<FuelType>;
    fuelCalculationMethod?: Opt<FuelCalculationMethod>;
    deliveryTerms?: Opt<DeliveryTerms>;
    routeChoice?: Opt<RouteChoice>;
    /** The canal dues over the defaults, as sent: read by readCanalDuesList in the service (both APIs). */
    canalDues?: unknown;
  };

export type ExtraDetailWrite = Fields<(typeof EXTRA_DETAIL_NUMBERS)[number], number> & {
  reserve?: Opt<BunkerReserve>;
  paidBy?: Opt<BunkerPaidBy>;
};

/** One port operation; `id` names an existing row of the order, no id creates one. */
export type OperationWrite = Fields<(typeof OPERATION_NUMBERS)[number], number> &
  Fields<(typeof OPERATION_NULLABLE_NUMBERS)[number], number> &
  Fields<(typeof OPERATION_TEXTS)[number], string> &
  Fields<(typeof OPERATION_NULLABLE_TEXTS)[number], string> &
  Fields<(typeof OPERATION_NULLABLE_DATES)[number], Date> & {
    id?: Opt<number>;
    operation?: Opt<OperationType>;
    loadline?: Opt<Loadline>;
    sulfur?: Opt<SulfurMode>;
    lbmarker?: Opt<LbMarker>;
    isExtra?: Opt<boolean>;
    /** The port table row the port text names (a pick from the list); resolved by operation-ports.ts. */
    portId?: Opt<number>;
    /** The port is a custom point (its own lat and lng), not a port of the table. */
    customPoint?: Opt<boolean>;
    geoJSON?: Opt<Record<string, unknown>>;
    /** undefined: unchanged; null: removed; an object: created or updated. */
    extraDetail?: ExtraDetailWrite | null;
  };

const ORDER_REQUIRED_OR_ENUM = [
  'name',
  'access',
  'freightMode',
  'qtyMode',
  'laycanStartDate',
  'laycanEndDate',
  'fuelType',
  'fuelCalculationMethod',
  'deliveryTerms',
  'routeChoice',
  'canalDues',
] as const;
const OPERATION_ENUMS = ['operation', 'loadline', 'sulfur', 'lbmarker', 'isExtra', 'customPoint'] as const;

export const ORDER_KEYS: readonly string[] = [...ORDER_NUMBERS, ...ORDER_BOOLEANS, ...ORDER_REQUIRED_OR_ENUM];
export const ORDER_NULLABLE_KEYS: readonly string[] = ORDER_NULLABLE_TEXTS;
export const OPERATION_KEYS: readonly string[] = [...OPERATION_NUMBERS, ...OPERATION_TEXTS, ...OPERATION_ENUMS];
export const OPERATION_NULLABLE_KEYS: readonly string[] = [
  ...OPERATION_NULLABLE_NUMBERS,
  ...OPERATION_NULLABLE_TEXTS,
  ...OPERATION_NULLABLE_DATES,
  'geoJSON',
];
export const EXTRA_DETAIL_KEYS: readonly string[] = [...EXTRA_DETAIL_NUMBERS, 'reserve', 'paidBy'];

/**
 * Copies the listed keys from `values` onto `target`: a non-nullable key only when given (not null or
 * undefined), a nullable key whenever present (null clears it).
 */
export function assignFields(
  target: object,
  values: object,
  keys: readonly string[],
  nullableKeys: readonly string[] = [],
): void {
  const t = target as Record<string, unknown>;
  const v = values as Record<string, unknown>;
  for (const k of keys) if (v[k] !== undefined && v[k] !== null) t[k] = v[k];
  for (const k of nullableKeys) if (v[k] !== undefined) t[k] = v[k];
}
