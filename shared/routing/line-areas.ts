import type { PreparedArea } from './areas.js';
import { legMayMeet, milesInside } from './edge-areas.js';
import { densifyGc, geodesicNm } from './geodesy.js';
import type { LegMemo } from './leg-memo.js';

/** One great-circle leg cut against every area: what `lineStretchesInside` adds for it (a leg's cut depends
 * on its two ends alone, so routes that share a leg share its cut). */
export interface LegCut {
  /** Number of 20 nm pieces (the line's piece numbering goes on after them). */
  pieces: number;
  /** Miles per area, or null when the leg meets no area. */
  miles: Float64Array | null;
  /** Stretches counted inside: (area, piece, t0, t1, lat0, lng0, lat1, lng1) per stretch, in line order. */
  hits: number[];
}

export interface LinePoint {
  lat: number;
  lng: number;
  /** Memo key (leg-memo.ts), when the point has one: its legs' cuts are then remembered. */
  key?: number;
}

function cutLeg(areas: PreparedArea[], p: LinePoint, q: LinePoint): LegCut {
  if (!legMayMeet(areas, p.lat, p.lng, q.lat, q.lng))
    return { pieces: Math.max(1, Math.ceil(geodesicNm(p.lat, p.lng, q.lat, q.lng) / 20)), miles: null, hits: [] };
  const pts = densifyGc(p.lat, p.lng, q.lat, q.lng, 20);
  const hits: number[] = [];
  const miles = milesInside(areas, pts, (k, i, t0, t1) => {
    const [ya, xa] = pts[i] as [number, number],
      [yb, xb] = pts[i + 1] as [number, number];
    const y0 = t0 === 0 ? ya : ya + (yb - ya) * t0,
      x0 = t0 === 0 ? xa : xa + (xb - xa) * t0;
    const y1 = t1 === 1 ? yb : ya + (yb - ya) * t1,
      x1 = t1 === 1 ? xb : xa + (xb - xa) * t1;
    hits.push(k, i, t0, t1, y0, x0, y1, x1);
  });
  return { pieces: pts.length - 1, miles, hits };
}

/**
 * The inside stretches of a route line ([lat, lng] points, each leg a great circle) per area, each leg sampled
 * every 20 nm and cut exactly at the area boundaries (as `legMilesInside` cuts it), so their lengths sum to the
 * same miles. `want(k)` selects the areas whose stretches are kept. Returns the miles per area and, per area
 * index, the stretches as point lists ([lat, lng], lng unwrapped within each stretch).
 */
export function lineStretchesInside(
  areas: PreparedArea[],
  line: LinePoint[],
  want: (area: number) => boolean,
  memo?: LegMemo<LegCut>,
): { miles: Float64Array; stretches: Map<number, [number, number][][]> } {
  const miles = new Float64Array(areas.length);
  const stretches = new Map<number, [number, number][][]>();
  // Per area: global index of the last sub-piece collected and where it ended, to join continuous stretches.
  const last = new Map<number, { g: number; t: number }>();
  let base = 0;
  for (let s = 0; s + 1 < line.length; s++) {
    const p = line[s] as LinePoint,
      q = line[s + 1] as LinePoint;
    const keyed = memo !== undefined && p.key !== undefined && q.key !== undefined;
    let cut = keyed ? memo.get(p.key!, q.key!) : undefined;
    if (!cut) {
      cut = cutLeg(areas, p, q);
      if (keyed) memo.set(p.key!, q.key!, cut);
    }
    const h = cut.hits;
    for (let j = 0; j < h.length; j += 8) {
      const k = h[j] as number;
      if (!want(k)) continue;
      const g = base + (h[j + 1] as number),
        t0 = h[j + 2] as number,
        t1 = h[j + 3] as number;
      const end: [number, number] = [h[j + 6] as number, h[j + 7] as number];
      const prev = last.get(k);
      let list = stretches.get(k);
      if (!list) stretches.set(k, (list = []));
      const joins =
        prev !== undefined && ((prev.g === g && prev.t === t0) || (prev.g === g - 1 && prev.t === 1 && t0 === 0));
      if (joins) (list[list.length - 1] as [number, number][]).push(end);
      else list.push([[h[j + 4] as number, h[j + 5] as number], end]);
      last.set(k, { g, t: t1 });
    }
    if (cut.miles) for (let k = 0; k < miles.length; k++) miles[k] = (miles[k] as number) + (cut.miles[k] as number);
    base += cut.pieces;
  }
  return { miles, stretches };
}
