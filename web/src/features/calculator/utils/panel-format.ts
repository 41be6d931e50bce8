import type { OperationType } from '../../../__generated__/graphql';
import { OPERATION_LABEL } from './grid-columns';
/** Display formats of the calculator panels (spec 1 section 9), UTC so every viewer reads the same. */

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** DD-MM-yyyy HH:mm (the Margin Allowances Table's arrival and departure); '-' when absent. */
export function formatDashDateTime(value: unknown): string {
  const d = toDate(value);
  if (!d) return '-';
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}`;
}

/** A number as an input shows it: plain, no separators, at most `decimals` places, trailing zeros dropped. */
export function inputText(value: number | null | undefined, decimals = 6): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Number(value.toFixed(decimals)));
}

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
