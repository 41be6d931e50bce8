import type { FleetEntry } from '../state/types';

export interface SplitHireRow {
  hireRate: number;
  NoDays: number;
  applied: boolean;
  disable: boolean;
}

/** The entry's tiers without GraphQL's __typename, as saveFleetEntry takes them. */
export function splitHireRows(entry: Pick<FleetEntry, 'splitHire'>): SplitHireRow[] {
  return entry.splitHire.map((t) => ({
    hireRate: t.hireRate,
    NoDays: t.NoDays,
    applied: t.applied,
    disable: t.disable,
  }));
}

/** The split-hire dot: red when the entry has a split hire, green otherwise. */
export function hasSplitHire(entry: Pick<FleetEntry, 'splitHire'>): boolean {
  return entry.splitHire.length > 0;
}

/**
 * Add appends a tier of 0 days (it takes the balance of the voyage) only if no tier has 0 days yet;
 * null when refused.
 */
export function addSplitHireRow(rows: readonly SplitHireRow[], hireRate = 0): SplitHireRow[] | null {
  if (rows.some((r) => r.NoDays === 0)) return null;
  return [...rows, { hireRate, NoDays: 0, applied: false, disable: false }];
}

export function removeSplitHireRow(rows: readonly SplitHireRow[], index: number): SplitHireRow[] {
  return rows.filter((_, i) => i !== index);
}

export function patchSplitHireRow(
  rows: readonly SplitHireRow[],
  index: number,
  patch: Partial<Pick<SplitHireRow, 'hireRate' | 'NoDays'>>,
): SplitHireRow[] {
  return rows.map((r, i) => (i === index ? { ...r, ...patch } : r));
}
