import { describe, expect, it } from 'vitest';
import { accuracy, formatTable, loadReferencePairs, loadRouter, summarise } from './load-router.js';

/**
 * Published distances (mostly NGA Pub. 151), routed as plain coordinates as the acceptance does, each with its
 * published route flags (the avoid-Suez variants included). Targets of issue #14: median absolute error
 * <= 0.5 % and every pair within 3 %. The table (published, routed, error, passages) is printed per pair.
 */
describe('reference distances (development set)', () => {
  const router = loadRouter();
  const rows = accuracy(router, loadReferencePairs());
  const label = (r: (typeof rows)[number]) =>
    `${r.pair.from.name} -> ${r.pair.to.name}${r.pair.routeFlags.avoidSuez ? ' avoid Suez' : ''}${r.pair.routeFlags.avoidPanama ? ' avoid Panama' : ''}`;

  it('prints the accuracy table', () => {
    console.log(formatTable(rows));
    expect(rows.every((r) => r.leg !== null)).toBe(true);
  });

  it.each(rows.map((r) => [label(r), r] as const))('%s within 3 %%', (_name, row) => {
    expect(Math.abs(row.errPct)).toBeLessThanOrEqual(3);
  });

  it('median absolute error <= 0.5 %, with and without the avoid flags', () => {
    const s = summarise(rows);
    expect(s.median).toBeLessThanOrEqual(0.5);
    expect(s.within3).toBe(1);
  });

  it('avoid-Suez variants round the Cape of Good Hope', () => {
    for (const r of rows.filter((x) => x.pair.routeFlags.avoidSuez)) {
      expect(r.leg?.passages).toContain('Cape of Good Hope');
      expect(r.leg?.passages).not.toContain('Suez Canal');
    }
  });
});
