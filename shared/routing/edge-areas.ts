import { segmentsNear, type AreaIndex } from './area-index.js';
import { crossesBoundary, insideArea, type PreparedArea } from './areas.js';
import { densifyGc, geodesicNm } from './geodesy.js';

/**
 * Receives each stretch of the polyline counted inside area `area`: piece `i` (pts[i] -> pts[i + 1]) from
 * parameter t0 to t1 (0..1, linear in [lat, lng]). Calls come in line order per area.
 */
export type InsideCollector = (area: number, i: number, t0: number, t1: number) => void;

/**
 * Whether any ring segment of the grid cells under the box [x0, x1] x [y0, y1] meets the box: when none does,
 * no piece of a line inside the box can cross the boundary (a piece's cells are among the box's).
 */
function nearSegment(ix: AreaIndex, x0: number, y0: number, x1: number, y1: number, near: number[]): boolean {
  segmentsNear(ix, x0, y0, x1, y1, near);
  const segs = ix.segs;
  for (const s of near) {
    const k = 4 * s;
    const cx = segs[k] as number,
      cy = segs[k + 1] as number,
      ex = segs[k + 2] as number,
      ey = segs[k + 3] as number;
    if (!(Math.max(cx, ex) < x0 || Math.min(cx, ex) > x1 || Math.max(cy, ey) < y0 || Math.min(cy, ey) > y1))
      return true;
  }
  return false;
}

/**
 * Miles of a polyline ([lat, lng], lng unwrapped) inside each area, pieces of at most `stepNm`. Per area,
 * only ring segments near the line are tested; pieces that meet no boundary keep the inside state of the
 * previous piece (one point-in-polygon test per area and leg, plus one per sub-piece at a crossing).
 * `collect`, when given, receives every stretch that is counted (the same cut as the miles).
 */
export function milesInside(areas: PreparedArea[], pts: [number, number][], collect?: InsideCollector): Float64Array {
  const out = new Float64Array(areas.length);
  const np = pts.length - 1;
  if (np < 1) return out;
  const xs = new Float64Array(np * 2),
    lens = new Float64Array(np).fill(-1);
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity;
  for (let i = 0; i < np; i++) {
    const [ya, xa] = pts[i] as [number, number],
      [yb, xb] = pts[i + 1] as [number, number];
    const sh = (xa + xb) / 2 > 180 ? -360 : (xa + xb) / 2 < -180 ? 360 : 0;
    xs[2 * i] = xa + sh;
    xs[2 * i + 1] = xb + sh;
    x0 = Math.min(x0, xa + sh, xb + sh);
    x1 = Math.max(x1, xa + sh, xb + sh);
    y0 = Math.min(y0, ya, yb);
    y1 = Math.max(y1, ya, yb);
  }
  const near: number[] = [];
  for (let a = 0; a < areas.length; a++) {
    const area = areas[a] as PreparedArea;
    if (x1 < area.bbox[0] || x0 > area.bbox[2] || y1 < area.bbox[1] || y0 > area.bbox[3]) continue;
    const ix = area.index,
      segs = ix.segs;
    let state = -1;
    if (!nearSegment(ix, x0, y0, x1, y1, near)) {
      // No boundary segment near the whole line: every piece keeps the first piece's state (the same sums).
      const ya = (pts[0] as [number, number])[0];
      if (!insideArea(area, (xs[0] as number) + (xs[1]! - xs[0]!) / 2, ya + ((pts[1] as [number, number])[0] - ya) / 2))
        continue;
      for (let i = 0; i < np; i++) {
        if (collect) collect(a, i, 0, 1);
        let len = lens[i] as number;
        if (len < 0) len = lens[i] = geodesicNm(pts[i]![0], pts[i]![1], pts[i + 1]![0], pts[i + 1]![1]);
        out[a] = (out[a] as number) + len;
      }
      continue;
    }
    for (let i = 0; i < np; i++) {
      const ax = xs[2 * i] as number,
        bx = xs[2 * i + 1] as number;
      const ay = (pts[i] as [number, number])[0],
        by = (pts[i + 1] as [number, number])[0];
      const dx = bx - ax,
        dy = by - ay;
      const ts = [0, 1];
      // Only the segments near this piece (grid cells), and of those only ones meeting the line's bbox.
      segmentsNear(ix, Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by), near);
      for (const s of near) {
        const k = 4 * s;
        const cx = segs[k] as number,
          cy = segs[k + 1] as number,
          ex = segs[k + 2] as number,
          ey = segs[k + 3] as number;
        if (Math.max(cx, ex) < x0 || Math.min(cx, ex) > x1 || Math.max(cy, ey) < y0 || Math.min(cy, ey) > y1) continue;
        const fx = ex - cx,
          fy = ey - cy;
        const den = dx * fy - dy * fx;
        if (den === 0) continue;
        const t = ((cx - ax) * fy - (cy - ay) * fx) / den;
        const u = ((cx - ax) * dy - (cy - ay) * dx) / den;
        if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
      }
      let f = 0;
      if (ts.length === 2) {
        if (state < 0) state = insideArea(area, ax + dx / 2, ay + dy / 2) ? 1 : 0;
        f = state;
        if (f && collect) collect(a, i, 0, 1);
      } else {
        ts.sort((p, q) => p - q);
        for (let j = 0; j + 1 < ts.length; j++) {
          const t0 = ts[j] as number,
            t1 = ts[j + 1] as number;
          if (t1 <= t0) continue;
          const tm = (t0 + t1) / 2;
          state = insideArea(area, ax + dx * tm, ay + dy * tm) ? 1 : 0;
          if (state) {
            f += t1 - t0;
            if (collect) collect(a, i, t0, t1);
          }
        }
      }
      if (f === 0) continue;
      let len = lens[i] as number;
      if (len < 0)
        len = lens[i] = geodesicNm(ay, (pts[i] as [number, number])[1], by, (pts[i + 1] as [number, number])[1]);
      out[a] = (out[a] as number) + f * len;
    }
  }
  return out;
}

/** Great-circle leg a->b cut against the areas (sampled every 20 nm, then exact within each piece). */
export function legMilesInside(
  areas: PreparedArea[],
  lat1: number,
  lng1: number,
  lat2: number,
  lng2: number,
): Float64Array {
  return milesInside(areas, densifyGc(lat1, lng1, lat2, lng2, 20));
}

const RAD = Math.PI / 180;

/**
 * Whether the great circle a->b can come near any area's bbox: its longitudes run monotonically between the
 * ends and its latitude never exceeds the highest point of its whole circle. A leg that cannot is not sampled
 * (it would count nothing); every other leg is cut exactly as before.
 */
export function legMayMeet(areas: PreparedArea[], lat1: number, lng1: number, lat2: number, lng2: number): boolean {
  const c1 = Math.cos(lat1 * RAD),
    c2 = Math.cos(lat2 * RAD);
  const ax = c1 * Math.cos(lng1 * RAD),
    ay = c1 * Math.sin(lng1 * RAD),
    az = Math.sin(lat1 * RAD);
  const bx = c2 * Math.cos(lng2 * RAD),
    by = c2 * Math.sin(lng2 * RAD),
    bz = Math.sin(lat2 * RAD);
  const nx = ay * bz - az * by,
    ny = az * bx - ax * bz,
    nz = ax * by - ay * bx;
  const nn = Math.hypot(nx, ny, nz);
  if (nn < 1e-9) return true;
  const top = Math.acos(Math.min(1, Math.abs(nz) / nn)) / RAD;
  if (top > 80) return true;
  const margin = 0.5;
  let u = lng2;
  while (u - lng1 > 180) u -= 360;
  while (u - lng1 < -180) u += 360;
  const lo = Math.min(lng1, u) - margin,
    hi = Math.max(lng1, u) + margin;
  const yHi = top + margin,
    yLo = -top - margin;
  for (const a of areas) {
    const bb = a.bbox;
    if (yHi < bb[1] || yLo > bb[3]) continue;
    for (const sh of [-360, 0, 360]) if (!(hi + sh < bb[0] || lo + sh > bb[2])) return true;
  }
  return false;
}

/** Areas (indices) whose bbox (0.1 deg margin) meets edge e's bbox: the only ones it can be inside. */
export function edgeAreaCandidates(
  areas: PreparedArea[],
  lat: Float64Array,
  lng: Float64Array,
  a: number,
  b: number,
): number[] {
  const y1 = lat[a] as number,
    y2 = lat[b] as number;
  const x1 = lng[a] as number;
  let x2 = lng[b] as number;
  if (x2 - x1 > 180) x2 -= 360;
  else if (x2 - x1 < -180) x2 += 360;
  const margin = 0.1;
  const lo = Math.min(x1, x2),
    hi = Math.max(x1, x2);
  const sh = (lo + hi) / 2 > 180 ? -360 : (lo + hi) / 2 < -180 ? 360 : 0;
  const hits: number[] = [];
  for (let k = 0; k < areas.length; k++) {
    const bb = (areas[k] as PreparedArea).bbox;
    if (
      hi + sh + margin < bb[0] ||
      lo + sh - margin > bb[2] ||
      Math.max(y1, y2) + margin < bb[1] ||
      Math.min(y1, y2) - margin > bb[3]
    )
      continue;
    hits.push(k);
  }
  return hits;
}

/** Miles of edge a-b inside each candidate area: [areaIndex, nm] for those with miles > 0. */
export function edgeMiles(
  areas: PreparedArea[],
  lat: Float64Array,
  lng: Float64Array,
  a: number,
  b: number,
  hits: number[],
): [number, number][] {
  const y1 = lat[a] as number,
    y2 = lat[b] as number;
  const x1 = lng[a] as number;
  let x2 = lng[b] as number;
  if (x2 - x1 > 180) x2 -= 360;
  else if (x2 - x1 < -180) x2 += 360;
  const list: [number, number][] = [];
  const len = geodesicNm(y1, lng[a] as number, y2, lng[b] as number);
  for (const k of hits) {
    const area = areas[k] as PreparedArea;
    const sh = (x1 + x2) / 2 > 180 ? -360 : (x1 + x2) / 2 < -180 ? 360 : 0;
    let nm: number;
    // Penalties only: an edge that meets no boundary (planar test) is wholly in or out.
    if (!crossesBoundary(area, x1 + sh, y1, x2 + sh, y2)) nm = insideArea(area, x1 + sh, y1) ? len : 0;
    else nm = legMilesInside([area], y1, lng[a] as number, y2, lng[b] as number)[0] as number;
    if (nm > 0) list.push([k, nm]);
  }
  return list;
}
