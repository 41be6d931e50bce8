import type { FieldTable } from './field-spec.js';
import { RANGE } from './ranges.js';
import { names, sameSpec } from './same-spec.js';
import { PRICE_SETS } from './values.js';

/**
 * A port operation's margins and bunker supply (the spec's cargoDetails): bunkers received at the row (t),
 * their prices for every fuel-type price set (USD/t; each vessel pays its own type's), and the margins.
 */
export const EXTRA_DETAIL_VALUES = {
  ...sameSpec(['bunkerSuppliedHsfo', 'bunkerSuppliedLsfo', 'bunkerSuppliedMgo'], { kind: 'number', unit: 't' }),
  ...sameSpec(names(['hsfo', 'lsfo', 'mgo'], ['FuelPriceType'], PRICE_SETS), { kind: 'number', unit: 'USD/t' }),
  /** Bunker margin, percent added to the consumption. */
  bnkrFactor: { kind: 'number', unit: '%' },
  /** Speed margin, percent taken from the speed. */
  speedFactor: { kind: 'number', unit: '%', range: RANGE.percentBelow100 },
  /** Speed reduction, knots. */
  speedReduce: { kind: 'number', unit: 'kn', range: { max: RANGE.speed.max } },
} as const satisfies FieldTable;

/** An entry of cargoExtraDetails: the values above for the cargo row whose id is `cargoId`. */
export const EXTRA_DETAIL_FIELDS = {
  id: { kind: 'id', doc: 'Id of the margins and supply entry itself (not read by the calculation)' },
  cargoId: { kind: 'id', aliases: ['operationId'], doc: 'Required: the id of the cargo row it belongs to' },
  ...EXTRA_DETAIL_VALUES,
} as const satisfies FieldTable;
