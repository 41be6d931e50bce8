import type { OperationRow } from './types.js';

/**
 * Quantity-weighted stowage factor of the loading rows that give one, m3/t; 0 when none does.
 *
 * @param args - rows; cargoTx, cargo per row by row index, t (a row at 0 t still counts, at a token weight,
 *   so the factor is known before any lift).
 */
export function cargoStowFactor(args: { rows: readonly OperationRow[]; cargoTx: readonly number[] }): number {
  let qty = 0;
  let volume = 0;
  args.rows.forEach((r, i) => {
    if (r.operation === 'Loading' && r.stowFactor > 0) {
      const q = Math.max(args.cargoTx[i] ?? 0, 1e-9);
      qty += q;
      volume += q * r.stowFactor;
    }
  });
  return qty > 0 ? volume / qty : 0;
}
