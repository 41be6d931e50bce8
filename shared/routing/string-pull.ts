import { segmentsCross } from './edge-costs.js';
import { legIsClear } from './sea-raster.js';
import type { SeaRaster } from './types.js';
import type { LegMemo } from './leg-memo.js';

export interface PullPoint {
  lat: number;
  lng: number;
  /** Fixed points (curated routing points, passage ends, route ends) are never removed. */
  fixed: boolean;
  /** nm near this point where a leg may run through the offing zone / over land. */
  offExempt: number;
  landExempt: number;
  /** Memo key (leg-memo.ts): a graph node's id or a placed end's; its allowances then depend on it alone. */
  key?: number;
}

/**
 * Straighten runs of generated nodes between fixed points: keep the farthest visible point (galloping then
 * binary search), so open-ocean legs become single great circles. Fixed points stay in place. A straightened
 * leg never crosses a preference gate (`gates`, [lat, lng] ends): the search's customary track is kept.
 */
export function stringPull(
  r: SeaRaster,
  pts: PullPoint[],
  gates: [[number, number], [number, number]][] = [],
  memo?: LegMemo<boolean>,
): PullPoint[] {
  const visible = (i: number, j: number): boolean => {
    const a = pts[i] as PullPoint,
      b = pts[j] as PullPoint;
    if (memo && a.key !== undefined && b.key !== undefined) {
      let v = memo.get(a.key, b.key);
      if (v === undefined) memo.set(a.key, b.key, (v = legVisible(a, b)));
      return v;
    }
    return legVisible(a, b);
  };
  const legVisible = (a: PullPoint, b: PullPoint): boolean => {
    for (const [g1, g2] of gates) if (segmentsCross([a.lat, a.lng], [b.lat, b.lng], g1, g2)) return false;
    return legIsClear(r, a.lat, a.lng, b.lat, b.lng, {
      landStart: a.landExempt,
      landEnd: b.landExempt,
      offStart: a.offExempt,
      offEnd: b.offExempt,
    });
  };
  const out: PullPoint[] = [pts[0] as PullPoint];
  let i = 0;
  const last = pts.length - 1;
  while (i < last) {
    let limit = i + 1;
    while (limit < last && !(pts[limit] as PullPoint).fixed) limit++;
    let good = i + 1,
      step = 1;
    let bad = limit + 1;
    while (good + step <= limit) {
      if (visible(i, good + step)) {
        good += step;
        step *= 2;
      } else {
        bad = good + step;
        break;
      }
    }
    if (bad > limit + 1) bad = limit + 1;
    let lo = good,
      hi = Math.min(bad, limit + 1);
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (visible(i, mid)) lo = mid;
      else hi = mid;
    }
    out.push(pts[lo] as PullPoint);
    i = lo;
  }
  return out;
}
