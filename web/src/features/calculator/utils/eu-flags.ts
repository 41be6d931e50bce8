import type { OperationRow } from '../state/types';

/**
 * The EU/EEA flag (EU ETS) of a grid row as the port table gives it for the row's current port: the flag
 * the stored order came with while the row keeps its stored port; null once the port is another (or for
 * a row added here), which the calculation request leaves out, so the server reads the port table for it
 * (shared/contract/calculation README). The flag is never typed.
 */
export function knownEuFlag(row: Pick<OperationRow, 'port' | 'isEu' | 'euPort'>): boolean | null {
  return row.isEu !== undefined && row.euPort === row.port ? row.isEu : null;
}
