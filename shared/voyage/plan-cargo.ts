import type { OperationRow, OrderInput } from './types.js';

export interface CargoPlan {
  /** Most the order lets the vessel lift (MOLOO: qty + tolerance at owner's option; MINMAX: max), t. */
  orderLimit: number;
  /** Contractual minimum (MOLOO: qty - tolerance; MINMAX: min), t. */
  minimum: number;
  /** Per row index: the row's share of the order limit (Loading and Discharging rows), t. */
  shareOf: Map<number, number>;
  /** The same shares as an array by row index (undefined: the row takes no share), read on every pass. */
  shareAt?: readonly (number | undefined)[];
}

function rowBounds(row: OperationRow, qtyMode: OrderInput['qtyMode']): { max: number; min: number } {
  if (qtyMode === 'MINMAX') return { max: Math.max(row.max, 0), min: Math.max(row.min, 0) };
  const qty = Math.max(row.cargoQty, 0);
  const tol = Math.max(row.tolerance, 0) / 100;
  return { max: qty * (1 + tol), min: qty * (1 - tol) };
}

/**
 * What the order asks to lift, and how the lift is shared among the load and the discharge rows
 * (voyage-model section 9, cargo carried). Discharge rows without quantities share equally.
 */
export function planCargo(args: { rows: readonly OperationRow[]; qtyMode: OrderInput['qtyMode'] }): CargoPlan {
  const { rows, qtyMode } = args;
  const shareOf = new Map<number, number>();
  let orderLimit = 0;
  let minimum = 0;
  const loadIdx: number[] = [];
  const dischIdx: number[] = [];
  rows.forEach((row, i) => {
    if (row.operation === 'Loading') loadIdx.push(i);
    if (row.operation === 'Discharging') dischIdx.push(i);
  });
  for (const i of loadIdx) {
    const b = rowBounds(rows[i] as OperationRow, qtyMode);
    orderLimit += b.max;
    minimum += b.min;
  }
  for (const i of loadIdx) {
    const b = rowBounds(rows[i] as OperationRow, qtyMode);
    shareOf.set(i, orderLimit > 0 ? b.max / orderLimit : 1 / loadIdx.length);
  }
  const dischMax = dischIdx.map((i) => rowBounds(rows[i] as OperationRow, qtyMode).max);
  const dischTotal = dischMax.reduce((a, b) => a + b, 0);
  dischIdx.forEach((i, k) => shareOf.set(i, dischTotal > 0 ? (dischMax[k] ?? 0) / dischTotal : 1 / dischIdx.length));
  const shareAt: (number | undefined)[] = new Array<number | undefined>(rows.length);
  for (let i = 0; i < rows.length; i++) shareAt[i] = shareOf.get(i);
  return { orderLimit, minimum, shareOf, shareAt };
}

/**
 * Cargo handled at each row for a lift of `carried` t: its share of the lift, or the manual
 * value of a Discharging row whose cargo Tx was overridden.
 */
export function cargoPerRow(args: { rows: readonly OperationRow[]; plan: CargoPlan; carried: number }): number[] {
  const { rows, plan, carried } = args;
  const shareAt = plan.shareAt;
  const out: number[] = new Array<number>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as OperationRow;
    if (row.operation === 'Discharging' && row.cargoTxOverriddenValue !== null) out[i] = row.cargoTxOverriddenValue;
    else {
      const share = shareAt ? shareAt[i] : plan.shareOf.get(i);
      out[i] = share === undefined ? 0 : carried * share;
    }
  }
  return out;
}
