import { densifyGc } from './geodesy.js';
import type { LineGeometry, Position } from './types.js';

const DISPLAY_STEP_NM = 100;

/**
 * GeoJSON line through the route points (great circles densified for display), [lng, lat], split at the
 * antimeridian with an interpolated point on each side. Starts and ends exactly at the given points.
 */
export function routeGeometry(points: { lat: number; lng: number }[]): LineGeometry {
  const unwrapped: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as { lat: number; lng: number },
      b = points[i + 1] as { lat: number; lng: number };
    const seg = densifyGc(a.lat, a.lng, b.lat, b.lng, DISPLAY_STEP_NM);
    const offset = unwrapped.length ? (unwrapped[unwrapped.length - 1] as [number, number])[1] - a.lng : 0;
    const shift = Math.round(offset / 360) * 360;
    for (let k = unwrapped.length ? 1 : 0; k < seg.length; k++) {
      const [la, lo] = seg[k] as [number, number];
      unwrapped.push([la, lo + shift]);
    }
  }
  if (unwrapped.length === 1) unwrapped.push(unwrapped[0] as [number, number]);
  const lines: Position[][] = [[]];
  const wrap = (x: number) => x - Math.floor((x + 180) / 360) * 360;
  for (let i = 0; i < unwrapped.length; i++) {
    const [la, lo] = unwrapped[i] as [number, number];
    if (i > 0) {
      const [pla, plo] = unwrapped[i - 1] as [number, number];
      const k0 = Math.floor((plo + 180) / 360),
        k1 = Math.floor((lo + 180) / 360);
      if (k0 !== k1) {
        const edge = Math.max(k0, k1) * 360 - 180;
        const t = (edge - plo) / (lo - plo);
        const y = pla + (la - pla) * t;
        const east = lo > plo;
        (lines[lines.length - 1] as Position[]).push([east ? 180 : -180, y]);
        lines.push([[east ? -180 : 180, y]]);
      }
    }
    const w = i === unwrapped.length - 1 ? points[points.length - 1]!.lng : i === 0 ? points[0]!.lng : wrap(lo);
    (lines[lines.length - 1] as Position[]).push([w, la]);
  }
  const clean = lines.filter((l) => l.length >= 2);
  if (clean.length === 1) return { type: 'LineString', coordinates: clean[0] as Position[] };
  return { type: 'MultiLineString', coordinates: clean };
}
