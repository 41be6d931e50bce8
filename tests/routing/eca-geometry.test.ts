import { describe, expect, it } from 'vitest';
import { geodesicNm, type LineGeometry, type Position } from '../../shared/routing/index.js';
import { loadRouter } from './load-router.js';

const router = loadRouter();
const parts = (g: LineGeometry): Position[][] => (g.type === 'LineString' ? [g.coordinates] : g.coordinates);
const partNm = (p: Position[]) =>
  p.reduce((s, c, i) => (i ? s + geodesicNm(p[i - 1]![1], p[i - 1]![0], c[1], c[0]) : s), 0);

/** Distance (nm, local flat approximation) from a point to the nearest segment of a line geometry. */
function nmToLine(pt: Position, g: LineGeometry): number {
  let best = Infinity;
  const k = Math.cos((pt[1] * Math.PI) / 180);
  for (const p of parts(g)) {
    for (let i = 0; i + 1 < p.length; i++) {
      const [ax, ay] = p[i]!,
        [bx, by] = p[i + 1]!;
      const x = (v: number) => (v - pt[0]) * k * 60,
        y = (v: number) => (v - pt[1]) * 60;
      const x1 = x(ax),
        y1 = y(ay),
        dx = x(bx) - x1,
        dy = y(by) - y1;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / len2));
      best = Math.min(best, Math.hypot(x1 + dx * t, y1 + dy * t));
    }
  }
  return best;
}

describe('ECA geometry', () => {
  it('Rotterdam -> Singapore: the ECA stretches match distEca and lie on the route line', () => {
    const leg = router.route(
      { lat: 51.9, lng: 4.4833, name: 'Rotterdam' },
      { lat: 1.2833, lng: 103.85, name: 'Singapore' },
    );
    expect(leg.distEca).toBeGreaterThan(0);
    const eca = leg.ecaGeometry;
    expect(eca?.type).toBe('MultiLineString');
    const pieces = parts(eca!);
    expect(pieces.length).toBeGreaterThan(0);
    const sum = pieces.reduce((s, p) => s + partNm(p), 0);
    expect(Math.abs(sum - leg.distEca) / leg.distEca).toBeLessThan(0.005);
    for (const p of pieces) {
      expect(p.length).toBeGreaterThanOrEqual(2);
      for (const c of p) expect(Math.abs(c[0])).toBeLessThanOrEqual(180);
      expect(nmToLine(p[0]!, leg.geometry)).toBeLessThan(1);
      expect(nmToLine(p[p.length - 1]!, leg.geometry)).toBeLessThan(1);
    }
  });

  it('a route with no ECA miles has no ECA geometry', () => {
    const leg = router.route({ lat: 1.2833, lng: 103.85, name: 'Singapore' }, { lat: -20, lng: 75 });
    expect(leg.distEca).toBe(0);
    expect(leg.ecaGeometry).toBeNull();
  });

  it('follows the route date: an ECA not yet in force draws nothing', () => {
    // The Mediterranean ECA applies from 2025-05-01: Port Said -> Gibraltar is all ECA after, none before.
    const from = { lat: 31.25, lng: 32.3 },
      to = { lat: 36.1, lng: -5.35 };
    const before = router.route(from, to, { date: '2024-01-01' });
    const after = router.route(from, to, { date: '2025-06-01' });
    expect(before.distEca).toBe(0);
    expect(before.ecaGeometry).toBeNull();
    expect(after.distEca).toBeGreaterThan(0);
    const sum = parts(after.ecaGeometry!).reduce((s, p) => s + partNm(p), 0);
    expect(Math.abs(sum - after.distEca) / after.distEca).toBeLessThan(0.005);
  });
});
