import { describe, expect, it } from 'vitest';
import {
  addSplitHireRow,
  hasSplitHire,
  patchSplitHireRow,
  removeSplitHireRow,
  type SplitHireRow,
} from './fleet-split-hire';

const tier = (hireRate: number, NoDays: number): SplitHireRow => ({ hireRate, NoDays, applied: false, disable: false });

describe('split hire', () => {
  it('Add appends a 0-day row only if no row has 0 days', () => {
    const one = addSplitHireRow([], 15_000)!;
    expect(one).toEqual([tier(15_000, 0)]);
    expect(addSplitHireRow(one)).toBeNull();
    const two = addSplitHireRow(patchSplitHireRow(one, 0, { NoDays: 20 }), 12_000)!;
    expect(two).toEqual([tier(15_000, 20), tier(12_000, 0)]);
    expect(addSplitHireRow(two)).toBeNull();
  });

  it('rows can be edited and deleted', () => {
    const rows = [tier(15_000, 20), tier(12_000, 0)];
    expect(patchSplitHireRow(rows, 1, { hireRate: 13_000 })[1]).toEqual(tier(13_000, 0));
    expect(removeSplitHireRow(rows, 1)).toEqual([tier(15_000, 20)]);
    expect(addSplitHireRow(removeSplitHireRow(rows, 1))).toHaveLength(2);
  });

  it('the dot is red only with a split hire', () => {
    expect(hasSplitHire({ splitHire: [] })).toBe(false);
    expect(hasSplitHire({ splitHire: [tier(1, 0)] })).toBe(true);
  });
});
