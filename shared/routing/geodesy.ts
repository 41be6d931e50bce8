/**
 * Distances on the WGS84 ellipsoid (Andoyer-Lambert, about 10 m error on ocean legs) in nautical miles,
 * and spherical interpolation for geometry and sampling (the path is a great circle; the ellipsoid only
 * sets its length).
 */
const A = 6378137;
const F = 1 / 298.257223563;
const NM = 1852;
const RAD = Math.PI / 180;
/** Sphere below the smallest radius of curvature of WGS84 (6335 km, meridian at the equator): admissible for A*. */
const HEURISTIC_R_NM = 6330000 / NM;

/** Geodesic distance in nm between two lat/lng points (degrees). */
export function geodesicNm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  if (lat1 === lat2 && lng1 === lng2) return 0;
  const f = ((lat1 + lat2) / 2) * RAD;
  const g = ((lat1 - lat2) / 2) * RAD;
  const l = ((lng1 - lng2) / 2) * RAD;
  const sg = Math.sin(g) ** 2;
  const cl = Math.cos(l) ** 2;
  const cf = Math.cos(f) ** 2;
  const sl = Math.sin(l) ** 2;
  const s = sg * cl + cf * sl;
  const c = (1 - sg) * cl + (1 - cf) * sl;
  if (s <= 0) return 0;
  if (c <= 0) return (Math.PI * A) / NM;
  const w = Math.atan(Math.sqrt(s / c));
  const r = Math.sqrt(s * c) / w;
  const d = 2 * w * A;
  const h1 = (3 * r - 1) / (2 * c);
  const h2 = (3 * r + 1) / (2 * s);
  return (d * (1 + F * h1 * (1 - cf) * (1 - sg) - F * h2 * cf * sg)) / NM;
}

/** Lower bound of geodesicNm (sphere), for A*. */
export function lowerBoundNm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * HEURISTIC_R_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Unit vectors of both ends and the angle between them: the part of great-circle interpolation fixed per leg. */
function gcFrame(lat1: number, lng1: number, lat2: number, lng2: number) {
  const p1 = lat1 * RAD,
    l1 = lng1 * RAD,
    p2 = lat2 * RAD,
    l2 = lng2 * RAD;
  const x1 = Math.cos(p1) * Math.cos(l1),
    y1 = Math.cos(p1) * Math.sin(l1),
    z1 = Math.sin(p1);
  const x2 = Math.cos(p2) * Math.cos(l2),
    y2 = Math.cos(p2) * Math.sin(l2),
    z2 = Math.sin(p2);
  const dot = Math.max(-1, Math.min(1, x1 * x2 + y1 * y2 + z1 * z2));
  const om = Math.acos(dot);
  return { x1, y1, z1, x2, y2, z2, om, so: Math.sin(om) };
}

function gcAt(f: ReturnType<typeof gcFrame>, lat1: number, lng1: number, t: number): [number, number] {
  if (f.om < 1e-12) return [lat1, lng1];
  const a = Math.sin((1 - t) * f.om) / f.so,
    b = Math.sin(t * f.om) / f.so;
  const x = a * f.x1 + b * f.x2,
    y = a * f.y1 + b * f.y2,
    z = a * f.z1 + b * f.z2;
  return [Math.atan2(z, Math.hypot(x, y)) / RAD, Math.atan2(y, x) / RAD];
}

/** Unit vectors of points on the sphere, [x, y, z] per point: the input of `lowerBoundNmChord`. */
export function unitVectors(lat: ArrayLike<number>, lng: ArrayLike<number>): Float64Array {
  const out = new Float64Array(3 * lat.length);
  for (let i = 0; i < lat.length; i++) {
    const p = (lat[i] as number) * RAD,
      l = (lng[i] as number) * RAD;
    out[3 * i] = Math.cos(p) * Math.cos(l);
    out[3 * i + 1] = Math.cos(p) * Math.sin(l);
    out[3 * i + 2] = Math.sin(p);
  }
  return out;
}

/**
 * The same sphere's great-circle distance from the chord between two unit vectors (no trigonometry but the
 * arcsine): a lower bound of geodesicNm like lowerBoundNm (the sphere's 5 km margin, less 1e-9 nm).
 */
export function lowerBoundNmChord(x1: number, y1: number, z1: number, x2: number, y2: number, z2: number): number {
  const dx = x1 - x2,
    dy = y1 - y2,
    dz = z1 - z2;
  const half = Math.sqrt(dx * dx + dy * dy + dz * dz) / 2;
  // Less 1e-9 nm: the vectors' roundings (about 1e-13 nm) must not lift it over a tiny geodesic.
  const d = 2 * HEURISTIC_R_NM * Math.asin(half < 1 ? half : 1) - 1e-9;
  return d > 0 ? d : 0;
}

/** Point at fraction t of the great circle from a to b; returns [lat, lng] with lng in [-180, 180]. */
export function interpolateGc(lat1: number, lng1: number, lat2: number, lng2: number, t: number): [number, number] {
  return gcAt(gcFrame(lat1, lng1, lat2, lng2), lat1, lng1, t);
}

/** interpolateGc for one leg at many fractions: the ends' vectors computed once (the same points). */
export function greatCircle(lat1: number, lng1: number, lat2: number, lng2: number): (t: number) => [number, number] {
  const f = gcFrame(lat1, lng1, lat2, lng2);
  return (t) => gcAt(f, lat1, lng1, t);
}

/**
 * Densify a great circle into [lat, lng] points at most `stepNm` apart (both ends included), with
 * longitudes unwrapped so consecutive points never jump by more than 180 degrees.
 */
export function densifyGc(lat1: number, lng1: number, lat2: number, lng2: number, stepNm: number): [number, number][] {
  const len = geodesicNm(lat1, lng1, lat2, lng2);
  const n = Math.max(1, Math.ceil(len / stepNm));
  const out: [number, number][] = [[lat1, lng1]];
  const frame = n > 1 ? gcFrame(lat1, lng1, lat2, lng2) : null;
  let prev = lng1;
  for (let i = 1; i <= n; i++) {
    const [la, lo] = i === n ? [lat2, lng2] : gcAt(frame!, lat1, lng1, i / n);
    let u = lo;
    while (u - prev > 180) u -= 360;
    while (u - prev < -180) u += 360;
    out.push([la, u]);
    prev = u;
  }
  return out;
}
