import { describe, expect, it } from 'vitest';
import { accuracy, formatTable, loadReferencePairs, loadRouter, summarise } from './load-router.js';

/**
 * Published distances (mostly NGA Pub. 151), routed as plain coordinates as the acceptance does.
 * Tolerance: every pair within 4 % (composed Cape routes and rounded sources included), median within
 * 1.5 %, at least 90 % of pairs within 3 %. The acceptance targets (0.8 % / 95 %) are tracked by the bench.
 */
describe('reference distances (development set)', () => {
  const router = loadRouter();
  const rows = accuracy(router, loadReferencePairs());

  it('prints the accuracy table', () => {
    console.log(formatTable(rows));
    expect(rows.every((r) => r.leg !== null)).toBe(true);
  });

  it.each(
    rows.map(
      (r) =>
        [`${r.pair.from.name} -> ${r.pair.to.name}${r.pair.routeFlags.avoidSuez ? ' avoid Suez' : ''}`, r] as const,
    ),
  )('%s within 4 %%', (_name, row) => {
    expect(Math.abs(row.errPct)).toBeLessThanOrEqual(4);
  });

  it('summary within the stated tolerance', () => {
    const s = summarise(rows);
    expect(s.median).toBeLessThanOrEqual(1.5);
    expect(s.within3).toBeGreaterThanOrEqual(0.9);
  });

  it('avoid-Suez variants round the Cape of Good Hope', () => {
    for (const r of rows.filter((x) => x.pair.routeFlags.avoidSuez)) {
      expect(r.leg?.passages).toContain('Cape of Good Hope');
      expect(r.leg?.passages).not.toContain('Suez Canal');
    }
  });
});
