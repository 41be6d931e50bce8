import { buildAreaIndex, insideIndexed, type AreaIndex } from './area-index.js';

/**
 * Regulated and risk areas (ECA, HRA, JWC listed areas) passed in as GeoJSON data, with the period each
 * is in force, and exact lengths of a path inside them (each segment cut at the polygon boundaries).
 */
export type AreaKind = 'ECA' | 'HRA' | 'JWC';

export interface AreaProperties {
  id?: string;
  name?: string;
  type?: string;
  /** ISO dates; when absent they are read from soxFrom / status / the name ("1 Sep 2021 - 31 Dec 2022"). */
  effectiveFrom?: string;
  effectiveTo?: string;
  soxFrom?: string;
  status?: string;
  [key: string]: unknown;
}

export interface AreaFeature {
  type: 'Feature';
  properties: AreaProperties;
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

export interface AreaCollection {
  type: 'FeatureCollection';
  features: AreaFeature[];
}

/** An area ready for cutting: rings in [lng, lat], bbox, period (ISO dates, inclusive from, exclusive to). */
export interface PreparedArea {
  id: string;
  kind: AreaKind;
  rings: number[][][];
  bbox: [number, number, number, number];
  from: string | null;
  to: string | null;
  /** Segment grid and latitude bands of the rings (built once; same answers as scanning every edge). */
  index: AreaIndex;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function namedDates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})/g)) {
    const mon = MONTHS.indexOf((m[2] as string).toLowerCase());
    if (mon >= 0) out.push(`${m[3]}-${String(mon + 1).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`);
  }
  return out;
}

const isoAt = (s: unknown) => (typeof s === 'string' ? (/^\d{4}-\d{2}-\d{2}/.exec(s)?.[0] ?? null) : null);

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Period of an area from its properties (explicit fields first). */
export function areaPeriod(p: AreaProperties): { from: string | null; to: string | null } {
  const named = namedDates(p.name ?? '');
  const removed = /removed (\d{4}-\d{2}-\d{2})/.exec(p.status ?? '')?.[1] ?? null;
  const from = isoAt(p.effectiveFrom) ?? isoAt(p.soxFrom) ?? named[0] ?? null;
  const to = isoAt(p.effectiveTo) ?? removed ?? (named[1] ? nextDay(named[1]) : null);
  return { from, to };
}

/** ECA, HRA and JWC features; other types (e.g. VRA) are ignored. */
export function prepareAreas(collection: AreaCollection): PreparedArea[] {
  const out: PreparedArea[] = [];
  for (const f of collection.features) {
    const kind = f.properties.type;
    if (kind !== 'ECA' && kind !== 'HRA' && kind !== 'JWC') continue;
    const rings = f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat();
    const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const r of rings)
      for (const [x, y] of r as [number, number][]) {
        bbox[0] = Math.min(bbox[0], x);
        bbox[1] = Math.min(bbox[1], y);
        bbox[2] = Math.max(bbox[2], x);
        bbox[3] = Math.max(bbox[3], y);
      }
    out.push({
      id: f.properties.id ?? f.properties.name ?? `area${out.length}`,
      kind,
      rings,
      bbox,
      index: buildAreaIndex(rings, bbox),
      ...areaPeriod(f.properties),
    });
  }
  return out;
}

/** In force on an ISO date. */
export const inForce = (a: PreparedArea, date: string): boolean =>
  (a.from === null || a.from <= date) && (a.to === null || date < a.to);

/** Point in area (even-odd, ring edges indexed by latitude band). */
export const insideArea = (a: PreparedArea, x: number, y: number): boolean => insideIndexed(a.index, x, y);

export function inside(rings: number[][][], x: number, y: number): boolean {
  let c = false;
  for (const r of rings) {
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i] as [number, number],
        [xj, yj] = r[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
    }
  }
  return c;
}

/**
 * Fraction of the short planar piece (x1,y1)-(x2,y2) inside the area: cut at every boundary crossing,
 * each sub-piece classified by its midpoint.
 */
export function fractionInside(a: PreparedArea, x1: number, y1: number, x2: number, y2: number): number {
  const shift = (x1 + x2) / 2 > 180 ? -360 : (x1 + x2) / 2 < -180 ? 360 : 0;
  const ax = x1 + shift,
    bx = x2 + shift;
  if (
    Math.max(ax, bx) < a.bbox[0] ||
    Math.min(ax, bx) > a.bbox[2] ||
    Math.max(y1, y2) < a.bbox[1] ||
    Math.min(y1, y2) > a.bbox[3]
  )
    return 0;
  const ts = [0, 1];
  const dx = bx - ax,
    dy = y2 - y1;
  for (const r of a.rings) {
    for (let i = 0; i + 1 < r.length; i++) {
      const [cx, cy] = r[i] as [number, number],
        [ex, ey] = r[i + 1] as [number, number];
      const fx = ex - cx,
        fy = ey - cy;
      const den = dx * fy - dy * fx;
      if (den === 0) continue;
      const t = ((cx - ax) * fy - (cy - y1) * fx) / den;
      const u = ((cx - ax) * dy - (cy - y1) * dx) / den;
      if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
    }
  }
  ts.sort((p, q) => p - q);
  let f = 0;
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i] as number,
      t1 = ts[i + 1] as number;
    const tm = (t0 + t1) / 2;
    if (t1 > t0 && insideArea(a, ax + dx * tm, y1 + dy * tm)) f += t1 - t0;
  }
  return f;
}

/** Whether the planar segment crosses any ring edge of the area (lng already near the area's frame). */
export function crossesBoundary(a: PreparedArea, x1: number, y1: number, x2: number, y2: number): boolean {
  const dx = x2 - x1,
    dy = y2 - y1;
  for (const r of a.rings) {
    for (let i = 0; i + 1 < r.length; i++) {
      const [cx, cy] = r[i] as [number, number],
        [ex, ey] = r[i + 1] as [number, number];
      const fx = ex - cx,
        fy = ey - cy;
      const den = dx * fy - dy * fx;
      if (den === 0) continue;
      const t = ((cx - x1) * fy - (cy - y1) * fx) / den;
      const u = ((cx - x1) * dy - (cy - y1) * dx) / den;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return true;
    }
  }
  return false;
}
