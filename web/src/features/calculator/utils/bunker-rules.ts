import type { FuelCalculationMethod, FuelPricesInput, FuelType } from '../../../__generated__/graphql';
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
export function orderPrices(order: CalcOrder, type: FuelType): GradeAmounts {
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

export type OverrideDecision =
  { ok: true; fleetPatch: Partial<FleetEntry>; orderPatch: OrderPatch | null } | { ok: false; message: string };

/**
 * The Override toggle. On: the entry's prices become its own. Off: refused while the method is not
 * DEFAULT; otherwise the entry's delivery, redelivery and settlement prices come back from the order's
 * table for the vessel's fuel type, and the method is DEFAULT.
 */
export function toggleOverride(args: {
  on: boolean;
  order: CalcOrder;
  entry: Pick<FleetEntry, 'vesselSnapshot'>;
}): OverrideDecision {
  const { on, order, entry } = args;
  if (on) return { ok: true, fleetPatch: { bunkerPriceOverridden: true }, orderPatch: null };
  if (order.fuelCalculationMethod !== 'DEFAULT') return { ok: false, message: BUNKER_MSG.changeFuelMethod };
  const prices = fleetPricesFrom(orderPrices(order, vesselFuelType(entry)));
  // The method is DEFAULT already (anything else was refused above), so the order is left as it is.
  return { ok: true, fleetPatch: { bunkerPriceOverridden: false, ...prices }, orderPatch: null };
}

/** In DEFAULT mode without override an edited order price is copied to the fleet's bunker prices. */
export function syncsFleetPrices(order: Pick<CalcOrder, 'fuelCalculationMethod'>, overridden: boolean): boolean {
  return order.fuelCalculationMethod === 'DEFAULT' && !overridden;
}

/** Edits collected during the sync pause, by fuel type then grade. */
export type PendingPrices = Partial<Record<FuelType, Partial<GradeAmounts>>>;

/** Adds one edited order price to what the next sync sends. */
export function addPendingPrice(pending: PendingPrices, type: FuelType, grade: Grade, price: number): PendingPrices {
  return { ...pending, [type]: { ...pending[type], [grade]: price } };
}

/** The updateFleetFuelPrices calls for the collected edits: one per fuel type. */
export function fuelPriceCalls(pending: PendingPrices): { fuelType: FuelType; prices: FuelPricesInput }[] {
  return FUEL_TYPE_CODES.flatMap((fuelType) => {
    const grades = pending[fuelType];
    if (!grades || Object.keys(grades).length === 0) return [];
    const prices: FuelPricesInput = {};
    for (const g of ['hs', 'ls', 'mgo'] as const) if (grades[g] !== undefined) prices[g] = grades[g];
    return [{ fuelType, prices }];
  });
}
