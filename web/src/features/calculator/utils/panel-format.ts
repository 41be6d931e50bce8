import type { OperationType } from '../../../__generated__/graphql';
import { OPERATION_LABEL } from './grid-columns';
/** The calculator panels' typed numbers and row labels; display formats are web/src/lib/format. */

/**
 * The number typed into a numeric input, or null while the text is not (yet) a number ('', '-', '1e').
 * Blank reads as 0: an emptied margin or expense means none.
 */
export function parseNumberText(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** An operation type as the spec spells it: LOADING -> Loading (unknown values as given). */
export function operationLabel(op: string): string {
  return OPERATION_LABEL[op as OperationType] ?? op;
}

/** The port a row shows: Commence is where the active vessel opens (as the grid shows it). */
export function rowPort(row: { operation: string; port: string }, openPort: string | null | undefined): string {
  return row.operation === 'COMMENCE' && openPort ? openPort : row.port;
}
