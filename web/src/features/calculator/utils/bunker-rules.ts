import type { FuelCalculationMethod, FuelType } from '../../../__generated__/graphql';
import type { CalcOrder, ExtraDetail, FleetEntry, OrderPatch } from '../state/types';
import { CALC_MSG } from './calculator-messages';

/**
 * The Bunker Supply Table's rules (spec 1 section 4, "Fuel calculation method" and the override), as pure
 * decisions the dialog applies with draft.edit / fleet.patchFleet.
 */

export type Grade = 'hs' | 'ls' | 'mgo';
export type GradeAmounts = Record<Grade, number>;

export const GRADES: readonly { key: Grade; label: string }[] = [
  { key: 'hs', label: 'HS(0.5)' },
  { key: 'ls', label: 'LS(0.1)' },
  { key: 'mgo', label: 'MGO' },
];

export const FUEL_TYPES: readonly { value: FuelType; label: string }[] = [
  { value: 'TYPE0', label: 'TYPE0 Non-Scrubber' },
  { value: 'TYPE1', label: 'TYPE1 Scrubber' },
  { value: 'TYPE2', label: 'TYPE2 LNG' },
  { value: 'TYPE3', label: 'TYPE3 Hydrogen' },
  { value: 'TYPE4', label: 'TYPE4 Bio-Fuel' },
];

export const FUEL_METHODS: readonly FuelCalculationMethod[] = ['DEFAULT', 'LIFO', 'FIFO', 'AVERAGE'];

export const BUNKER_MSG = {
  changeFuelMethod: CALC_MSG.changeFuelMethod,
  /** Switching to LIFO, FIFO or AVERAGE needs the vessel's prices overridden first. */
  overrideFirst: 'Turn on Override before choosing a fuel calculation method other than DEFAULT',
} as const;

type TypeIndex = 0 | 1 | 2 | 3 | 4;
export type OrderPriceField = `${Grade}FuelPriceType${TypeIndex}`;
export type SupplyPriceField = `${'hsfo' | 'lsfo' | 'mgo'}FuelPriceType${TypeIndex}`;
export type FleetPriceField = `bnkPrice${'Delivery' | 'Redelivery' | 'Settlement'}${Grade}`;
export type FleetPricePatch = Record<FleetPriceField, number>;

const FUEL_TYPE_CODES: readonly FuelType[] = FUEL_TYPES.map((t) => t.value);

export function fuelTypeIndex(type: FuelType): TypeIndex {
  const i = FUEL_TYPE_CODES.indexOf(type);
  return (i < 0 ? 0 : i) as TypeIndex;
}

/** The order's price-table field of a grade for a fuel type (hsFuelPriceType1 ...). */
export function orderPriceField(grade: Grade, type: FuelType): OrderPriceField {
  return `${grade}FuelPriceType${fuelTypeIndex(type)}`;
}

/** A row's supply price field of a grade for a fuel type (hsfoFuelPriceType1 ...). */
export function supplyPriceField(grade: Grade, type: FuelType): SupplyPriceField {
  const prefix = grade === 'hs' ? 'hsfo' : grade === 'ls' ? 'lsfo' : 'mgo';
  return `${prefix}FuelPriceType${fuelTypeIndex(type)}`;
}

/** The row's bunkers supplied, t. */
export function suppliedOf(extra: ExtraDetail): GradeAmounts {
  return { hs: extra.bunkerSuppliedHsfo, ls: extra.bunkerSuppliedLsfo, mgo: extra.bunkerSuppliedMgo };
}

/** The fuel type of a fleet entry's vessel (its snapshot's), TYPE0 when it does not say. */
export function vesselFuelType(entry: Pick<FleetEntry, 'vesselSnapshot'> | null): FuelType {
  const snapshot: unknown = entry?.vesselSnapshot;
  const record = typeof snapshot === 'string' ? safeParse(snapshot) : snapshot;
  const type = typeof record === 'object' && record !== null ? (record as { fuelType?: unknown }).fuelType : null;
  return FUEL_TYPE_CODES.includes(type as FuelType) ? (type as FuelType) : 'TYPE0';
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The order's prices for one fuel type, USD/t. */
export function orderPrices(order: Pick<CalcOrder, OrderPriceField>, type: FuelType): GradeAmounts {
  return {
    hs: order[orderPriceField('hs', type)],
    ls: order[orderPriceField('ls', type)],
    mgo: order[orderPriceField('mgo', type)],
  };
}

/** Delivery, redelivery and settlement prices all set to the given prices per grade. */
export function fleetPricesFrom(prices: GradeAmounts): FleetPricePatch {
  const out = {} as FleetPricePatch;
  for (const stage of ['Delivery', 'Redelivery', 'Settlement'] as const) {
    for (const g of ['hs', 'ls', 'mgo'] as const) out[`bnkPrice${stage}${g}`] = prices[g];
  }
  return out;
}

export type MethodDecision = { ok: true; orderPatch: OrderPatch } | { ok: false; message: string };

/** Choosing a method: LIFO, FIFO and AVERAGE need the override on; DEFAULT is always allowed. */
export function changeMethod(method: FuelCalculationMethod, overridden: boolean): MethodDecision {
  if (method !== 'DEFAULT' && !overridden) return { ok: false, message: BUNKER_MSG.overrideFirst };
  return { ok: true, orderPatch: { fuelCalculationMethod: method } };
}

/** The fleet entry's own price fields, as the engine reads them when prices are overridden. */
export function entryPrices(entry: Pick<FleetEntry, FleetPriceField>): FleetPricePatch {
  const out = {} as FleetPricePatch;
  for (const stage of ['Delivery', 'Redelivery', 'Settlement'] as const) {
    for (const g of ['hs', 'ls', 'mgo'] as const) out[`bnkPrice${stage}${g}`] = entry[`bnkPrice${stage}${g}`];
  }
  return out;
}

/**
 * The delivery, redelivery and settlement prices a vessel is priced with, by the engine's rule
 * (server/modules/calculator/legacy-payload.ts): its own while its Override or the order's Allow Fuel
 * Price Adjustment is on; otherwise the draft order's prices for the vessel's fuel type, derived here
 * and never copied, so the table cannot disagree with the calculation (ADR 0010).
 */
export function shownFleetPrices(args: {
  order: Pick<CalcOrder, OrderPriceField | 'fuelPriceOverridden'>;
  entry: Pick<FleetEntry, FleetPriceField | 'bunkerPriceOverridden' | 'vesselSnapshot'>;
}): { prices: FleetPricePatch; own: boolean } {
  const { order, entry } = args;
  const own = entry.bunkerPriceOverridden || order.fuelPriceOverridden;
  return {
    prices: own ? entryPrices(entry) : fleetPricesFrom(orderPrices(order, vesselFuelType(entry))),
    own,
  };
}

export type OverrideDecision = { ok: true; fleetPatch: Partial<FleetEntry> } | { ok: false; message: string };

/**
 * The Override toggle. On: the entry's prices become its own, starting from the prices shown at that
 * moment (the draft order's for its fuel type, unless already its own), saved on the entry. Off: refused
 * while the method is not DEFAULT; otherwise the vessel is priced from the order again (shownFleetPrices)
 * and, as spec 1 section 4 says, its own prices are reset from the order's table for its fuel type (they
 * still count under the order's Allow Fuel Price Adjustment, so they must not keep a stale hand value).
 * Only this entry changes; an order price edit never writes to the fleet.
 */
export function toggleOverride(args: {
  on: boolean;
  order: CalcOrder;
  entry: Pick<FleetEntry, FleetPriceField | 'bunkerPriceOverridden' | 'vesselSnapshot'>;
}): OverrideDecision {
  const { on, order, entry } = args;
  if (on) {
    const seed = shownFleetPrices({ order, entry }).prices;
    return { ok: true, fleetPatch: { bunkerPriceOverridden: true, ...seed } };
  }
  if (order.fuelCalculationMethod !== 'DEFAULT') return { ok: false, message: BUNKER_MSG.changeFuelMethod };
  const reset = fleetPricesFrom(orderPrices(order, vesselFuelType(entry)));
  return { ok: true, fleetPatch: { bunkerPriceOverridden: false, ...reset } };
}
