import { OPERATION_TYPES } from '../../validation/order-rules.js';
import type { FuelMethod, FuelTypeCode, LoadlineCode, OperationKind } from '../../voyage/types.js';

/** The closed value sets of the calculation payload (spec 1 sections 3 and 9), as the legacy API spells them. */
/** The spec's operation types, listed once in the order rules. */
export const OPERATIONS = OPERATION_TYPES satisfies readonly OperationKind[];

/** The order's voyage expenses, USD: the calculation payload and the stored order carry the same names. */
export const ORDER_EXPENSES = [
  'cve',
  'insurance',
  'hireSurvey',
  'canalExpenses',
  'additionalPremium',
  'ilohc',
  'manoevringExp',
  'miscExp',
  'miscRevenue',
] as const;
export const FUEL_TYPES = ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'] as const satisfies readonly FuelTypeCode[];
export const LOADLINES = ['S', 'TF', 'F', 'T', 'W', 'WNA'] as const satisfies readonly LoadlineCode[];
export const FUEL_METHODS = ['DEFAULT', 'FIFO', 'LIFO', 'AVERAGE'] as const satisfies readonly FuelMethod[];
export const FREIGHT_MODES = ['Single Freight', 'Multiple Freight'] as const;
export const QTY_MODES = ['MOLOO', 'MINMAX'] as const;
export const DELIVERY_TERMS = ['DLOSP', 'AFSPS'] as const;
export const SULFUR_MODES = ['Normal', 'ECA'] as const;
export const LEG_CONDITIONS = ['ballast', 'laden'] as const;

/** The four speed/consumption rows of a vessel, and the fuel-type price sets 0..4. */
export const SPEED_ROWS = [1, 2, 3, 4] as const;
export const PRICE_SETS = [0, 1, 2, 3, 4] as const;

/**
 * Sanity limits far beyond any real voyage (beyond them the input is a typo, and the voyage timeline
 * would leave the range of dates): a sea leg, a speed, a positive rate, a cargo, port days, DWF.
 */
export const CALC_INPUT_LIMITS = {
  legNm: 25_000,
  speedKn: 40,
  minSpeedKn: 1,
  minRate: 1,
  cargoT: 10_000_000,
  portDays: 3_650,
  dwfPct: 100,
} as const;
