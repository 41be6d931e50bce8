import { patchAllExtras, patchAllOperations } from '../state/draft-ops';
import type { CalculatorDraft, OperationRow } from '../state/types';

/**
 * The Margin and Allowances items (spec 1 section 4): DWF lives on the operation row, the other three on
 * its extra detail. Each is shown as one input while every row shares a value, else as View / Reset.
 */
export type MarginKey = 'dwf' | 'speedFactor' | 'speedReduce' | 'bnkrFactor';

export interface MarginItem {
  key: MarginKey;
  label: string;
  /** Column heading of the Margin Allowances Table. */
  column: string;
}

export const MARGIN_ITEMS: readonly MarginItem[] = [
  { key: 'dwf', label: 'DWF (%)', column: 'Dwf (%)' },
  { key: 'speedFactor', label: 'Speed factor (%)', column: 'Speed Factor (%)' },
  { key: 'speedReduce', label: 'Speed reduce (knots)', column: 'Speed Reduce (Knots)' },
  { key: 'bnkrFactor', label: 'Bunker allowance (%)', column: 'Bunker factor (%)' },
];

/** A row's value of one margin item. */
export function marginOf(row: OperationRow, key: MarginKey): number {
  return key === 'dwf' ? row.dwf : row.extra[key];
}

/**
 * The value every row shares, or null when the rows disagree. With no rows at all there is nothing to
 * disagree about: 0 (an input that applies to none).
 */
export function sharedValue<T>(rows: readonly T[], get: (row: T) => number): number | null {
  if (rows.length === 0) return 0;
  const first = get(rows[0]!);
  return rows.every((r) => get(r) === first) ? first : null;
}

/** The shared value of a margin item over the draft's rows, or null when they differ. */
export function sharedMargin(draft: CalculatorDraft, key: MarginKey): number | null {
  return sharedValue(draft.operations, (r) => marginOf(r, key));
}

/** Sets one margin item on every row (the panel's input; Reset is this with 0). */
export function setMarginAll(draft: CalculatorDraft, key: MarginKey, value: number): CalculatorDraft {
  return key === 'dwf' ? patchAllOperations(draft, { dwf: value }) : patchAllExtras(draft, { [key]: value });
}

/** Reset: 0 on every row. */
export function resetMargin(draft: CalculatorDraft, key: MarginKey): CalculatorDraft {
  return setMarginAll(draft, key, 0);
}
