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
  const { rows, cargoTx } = args;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as OperationRow;
    if (r.operation === 'Loading' && r.stowFactor > 0) {
      const q = Math.max(cargoTx[i] ?? 0, 1e-9);
      qty += q;
      volume += q * r.stowFactor;
    }
  }
  return qty > 0 ? volume / qty : 0;
}
