import { inForce, type PreparedArea } from './areas.js';
import type { NetworkArtifact, RouteOptions } from './types.js';

/** Extra cost per nm inside an ECA with minimiseEca: ECA miles weigh 1.5x, not a detour at any price. */
export const ECA_EXTRA = 0.5;
/** Extra cost per nm inside an HRA / JWC area to avoid: a strong preference, still reachable from inside. */
export const RISK_EXTRA = 9;

/**
 * Whether a restricted passage admits the vessel. Kiel (a shortcut): only when its draft and LOA are known and
 * fit. An access passage (`openUnlessExceeded`, the Seaway): unless a given dimension exceeds its limit.
 */
export function vesselFits(
  p: { maxDraftM?: number; maxLoaM?: number; maxBeamM?: number; openUnlessExceeded?: boolean },
  o: RouteOptions,
): boolean {
  if (p.maxDraftM === undefined && p.maxLoaM === undefined && p.maxBeamM === undefined) return true;
  const v = o.vessel;
  const within = (val: number | undefined, max: number | undefined) =>
    max === undefined || val === undefined || val <= max;
  if (p.openUnlessExceeded)
    return !v || (within(v.draftM, p.maxDraftM) && within(v.loaM, p.maxLoaM) && within(v.beamM, p.maxBeamM));
  if (!v || v.draftM === undefined || v.loaM === undefined) return false;
  return within(v.draftM, p.maxDraftM) && within(v.loaM, p.maxLoaM) && within(v.beamM, p.maxBeamM);
}

/** Key of everything the cost array depends on. */
export function costKey(o: RouteOptions, active: boolean[], net: NetworkArtifact): string {
  const fits = net.passages.map((p) => (vesselFits(p, o) ? 1 : 0)).join('');
  const act = active.map((a) => (a ? 1 : 0)).join('');
  return `${o.avoidSuez ? 1 : 0}${o.avoidPanama ? 1 : 0}${o.avoidSingapore ? 1 : 0}${o.avoidJwc ? 1 : 0}${o.avoidHra ? 1 : 0}${o.minimiseEca ? 1 : 0}|${fits}|${act}`;
}

/**
 * Whether segments a-b and c-d ([lat, lng]) cross (planar). Longitudes are unwrapped along each segment
 * (b around a, c around a, d around c), so a segment keeps its own span: unwrapping both ends of c-d around a
 * turned a gate that straddles the meridian opposite a into a line round the globe (the Kuril gate at
 * 146-157 E then "crossed" Atlantic edges near 30 W).
 */
export function segmentsCross(
  a: [number, number],
  b: [number, number],
  c: [number, number],
  d: [number, number],
): boolean {
  const un = (x: number, ref: number) => (x - ref > 180 ? x - 360 : x - ref < -180 ? x + 360 : x);
  const ref = a[1];
  const ax = a[1],
    bx = un(b[1], ref),
    cx = un(c[1], ref),
    dx = un(d[1], cx);
  const o = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    (qx - px) * (ry - py) - (qy - py) * (rx - px);
  const d1 = o(cx, c[0], dx, d[0], ax, a[0]),
    d2 = o(cx, c[0], dx, d[0], bx, b[0]);
  const d3 = o(ax, a[0], bx, b[0], cx, c[0]),
    d4 = o(ax, a[0], bx, b[0], dx, d[0]);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Preference gates of a network: passages with a gate and a preference, and the customary-track lane gates. */
export function preferenceGates(
  net: NetworkArtifact,
): { gate: [[number, number], [number, number]]; preferenceNm: number }[] {
  const out: { gate: [[number, number], [number, number]]; preferenceNm: number }[] = [];
  for (const p of net.passages) if (p.gate && p.preferenceNm) out.push({ gate: p.gate, preferenceNm: p.preferenceNm });
  for (const l of net.lanes ?? []) out.push({ gate: l.gate, preferenceNm: l.preferenceNm });
  return out;
}

/**
 * Base search cost per edge: its length plus the customary-route preferences of the gates it crosses. Part of
 * the router's cold load: each edge's ends are read once for all gates, and the exact test runs only where
 * the edge's box (lat, longitude unwrapped around the gate) meets the gate's.
 */
export function baseCosts(net: NetworkArtifact): Float64Array {
  const cost = Float64Array.from(net.edgeDist);
  const un = (x: number, ref: number) => (x - ref > 180 ? x - 360 : x - ref < -180 ? x + 360 : x);
  const gates = preferenceGates(net).map(({ gate: [g1, g2], preferenceNm }) => {
    const g2x = un(g2[1], g1[1]);
    return {
      g1,
      g2,
      preferenceNm,
      south: Math.min(g1[0], g2[0]),
      north: Math.max(g1[0], g2[0]),
      west: Math.min(g1[1], g2x),
      east: Math.max(g1[1], g2x),
    };
  });
  if (gates.length === 0) return cost;
  for (let e = 0; e < cost.length; e++) {
    const a = net.edgeA[e] as number,
      b = net.edgeB[e] as number;
    const la = net.lat[a] as number,
      lb = net.lat[b] as number,
      oa = net.lng[a] as number,
      ob = net.lng[b] as number;
    const latLo = Math.min(la, lb),
      latHi = Math.max(la, lb);
    for (const g of gates) {
      if (latHi < g.south || latLo > g.north) continue;
      const xa = un(oa, g.g1[1]),
        xb = un(ob, g.g1[1]);
      if (Math.max(xa, xb) < g.west || Math.min(xa, xb) > g.east) continue;
      if (segmentsCross([la, oa], [lb, ob], g.g1, g.g2)) cost[e] = (cost[e] as number) + g.preferenceNm;
    }
  }
  return cost;
}

/** Per passage: whether the options exclude it (avoid flags, a vessel that does not fit). */
export function passageBans(net: NetworkArtifact, o: RouteOptions): boolean[] {
  return net.passages.map(
    (p) =>
      (p.avoid === 'suez' && !!o.avoidSuez) ||
      (p.avoid === 'panama' && !!o.avoidPanama) ||
      (p.avoid === 'singapore' && !!o.avoidSingapore) ||
      !vesselFits(p, o),
  );
}

/**
 * Edge costs for the options: base cost, Infinity for excluded passages. With area penalties, edges near a
 * penalised area are left NaN: the search resolves them on first touch (`resolveAreaCost`), so the first
 * query with an area option costs no more than the edges it explores.
 */
export function buildCosts(
  net: NetworkArtifact,
  base: Float64Array,
  areas: PreparedArea[],
  o: RouteOptions,
  date: string,
): { cost: Float64Array; extra: number[] } {
  const cost = Float64Array.from(base);
  const banned = passageBans(net, o);
  for (let e = 0; e < cost.length; e++) {
    const p = net.edgePassage[e] as number;
    if (p !== 0 && banned[p - 1]) cost[e] = Infinity;
  }
  const extra = areas.map((a) => {
    if (!inForce(a, date)) return 0;
    if (a.kind === 'ECA') return o.minimiseEca ? ECA_EXTRA : 0;
    if (a.kind === 'HRA') return o.avoidHra ? RISK_EXTRA : 0;
    return o.avoidJwc ? RISK_EXTRA : 0;
  });
  if (extra.some((x) => x > 0)) {
    const pen = areas.filter((_, k) => (extra[k] as number) > 0).map((a) => a.bbox);
    for (let e = 0; e < cost.length; e++) {
      if (cost[e] === Infinity) continue;
      const a = net.edgeA[e] as number,
        b = net.edgeB[e] as number;
      const y1 = net.lat[a] as number,
        y2 = net.lat[b] as number;
      let x1 = net.lng[a] as number,
        x2 = net.lng[b] as number;
      if (x2 - x1 > 180) x2 -= 360;
      else if (x2 - x1 < -180) x2 += 360;
      if (x1 > x2) [x1, x2] = [x2, x1];
      const sh = (x1 + x2) / 2 > 180 ? -360 : (x1 + x2) / 2 < -180 ? 360 : 0;
      for (const bb of pen) {
        if (
          x2 + sh + 0.1 < bb[0] ||
          x1 + sh - 0.1 > bb[2] ||
          Math.max(y1, y2) + 0.1 < bb[1] ||
          Math.min(y1, y2) - 0.1 > bb[3]
        )
          continue;
        cost[e] = NaN;
        break;
      }
    }
  }
  return { cost, extra };
}
