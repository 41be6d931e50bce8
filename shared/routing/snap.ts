import { components } from './components.js';
import { geodesicNm } from './geodesy.js';
import { nodesNear, type GraphIndex } from './graph-index.js';
import { RoutingError } from './routing-error.js';
import { cellAt, legIsClear } from './sea-raster.js';
import { CELL_LAND, NODE_CHANNEL, NODE_GENERATED, type NetworkArtifact, type RoutePoint } from './types.js';
import { nodeCells, waterPathToNetwork } from './water-path.js';

/** How a point joins the graph: candidate nodes with leg lengths, and how far its start may be on land. */
export interface Snap {
  lat: number;
  lng: number;
  landNm: number;
  links: { node: number; dist: number }[];
  /** Turning points of an approach through narrow water, from the point towards its one link. */
  via?: { lat: number; lng: number }[];
}

/** A port coordinate may sit this far inland (docks, lagoons) before the sea must be reached. */
const MAX_INLAND_NM = 12;
/** A port this close to a channel node (river, canal) joins through the channel only. */
const CHANNEL_SNAP_NM = 8;
const LINKS = 8;
const MIN_LAND_NM = 3;
const RADII = [60, 150, 400];
/** How far the error message looks for the nearest sea (nm). */
const NEAREST_SEA_NM = 600;

const targetCache = new WeakMap<GraphIndex, Map<number, number>>();
/** Water-path snaps are a raster search (tens of ms): remembered per point, the oldest dropped past the cap. */
const WATER_SNAPS = 4096;
const waterSnapCache = new WeakMap<GraphIndex, Map<string, Snap | null>>();
function mainTargets(net: NetworkArtifact, idx: GraphIndex): Map<number, number> {
  let t = targetCache.get(idx);
  if (!t) {
    const { label, main } = components(idx);
    t = nodeCells(net, (i) => label[i] === main);
    targetCache.set(idx, t);
  }
  return t;
}

/** Distance (nm) from a point to the nearest non-land cell, searched up to `maxNm`; Infinity if none. */
export function distanceToWater(net: NetworkArtifact, lat: number, lng: number, maxNm: number): number {
  const r = net.raster;
  if (!(cellAt(r, lat, lng) & CELL_LAND)) return 0;
  const stepDeg = r.cellDeg;
  const rings = Math.ceil(maxNm / 60 / stepDeg);
  const cosLat = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  let best = Infinity;
  for (let k = 1; k <= rings; k++) {
    if (k * stepDeg * 60 * cosLat > best) break;
    for (let dy = -k; dy <= k; dy++) {
      for (let dx = -k; dx <= k; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== k) continue;
        const la = lat + dy * stepDeg,
          lo = lng + (dx * stepDeg) / cosLat;
        if (cellAt(r, la, lo) & CELL_LAND) continue;
        best = Math.min(best, geodesicNm(lat, lng, la, lo));
      }
    }
  }
  return best <= maxNm ? best : Infinity;
}

export function validatePoint(p: RoutePoint): void {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng) || Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180) {
    throw new RoutingError('BAD_POINT', `Invalid coordinates for ${p.name ?? 'point'}: ${p.lat}, ${p.lng}`);
  }
}

/** Join a point to the network through legs that do not cross land (beyond its own inland start). */
export function snapPoint(net: NetworkArtifact, idx: GraphIndex, p: RoutePoint): Snap {
  validatePoint(p);
  const label = p.name ?? `${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}`;
  const near = nodesNear(idx, p.lat, p.lng, CHANNEL_SNAP_NM)
    .map((node) => ({ node, dist: geodesicNm(p.lat, p.lng, net.lat[node] as number, net.lng[node] as number) }))
    .filter((l) => l.dist <= CHANNEL_SNAP_NM && net.kind[l.node] !== NODE_GENERATED)
    .sort((a, b) => a.dist - b.dist || a.node - b.node);
  // Channel ports (rivers, canal ends) join their channel and its curated ends only, never straight to sea.
  if (near.some((l) => net.kind[l.node] === NODE_CHANNEL))
    return { lat: p.lat, lng: p.lng, landNm: near[0]!.dist + 1, links: near.slice(0, 3) };
  const water = distanceToWater(net, p.lat, p.lng, MAX_INLAND_NM);
  if (!Number.isFinite(water)) {
    const sea = distanceToWater(net, p.lat, p.lng, NEAREST_SEA_NM);
    const how = Number.isFinite(sea) ? `${Math.round(sea)} nm` : `more than ${NEAREST_SEA_NM} nm`;
    throw new RoutingError(
      'OFF_NETWORK',
      `${label} is on land ${how} from the nearest sea (a port may lie at most ${MAX_INLAND_NM} nm inland)`,
    );
  }
  const { label: comp, main } = components(idx);
  const strictNm = water > 0 ? water + 1.5 : 0;
  const tries = strictNm >= MIN_LAND_NM ? [strictNm] : [strictNm, MIN_LAND_NM];
  // Legs to nodes of closed water (a lagoon, the Caspian): used only when the main sea area is out of reach.
  let closed: Snap | null = null;
  // Fallback: a port is on the coast, so its first raster cell (0.05 deg, about 3 nm) may be land in the
  // 1:10m data (enclosed harbours such as Toulon); tried only when no leg passes the strict rule.
  for (const landNm of tries) {
    const al = { landStart: landNm, landEnd: 0, offStart: Infinity, offEnd: Infinity };
    for (const radius of RADII) {
      const cands = nodesNear(idx, p.lat, p.lng, radius)
        .filter((node) => net.kind[node] !== NODE_CHANNEL)
        .map((node) => ({ node, dist: geodesicNm(p.lat, p.lng, net.lat[node] as number, net.lng[node] as number) }))
        .filter((l) => l.dist <= radius)
        .sort((a, b) => a.dist - b.dist || a.node - b.node);
      const links: Snap['links'] = [];
      const other: Snap['links'] = [];
      for (const c of cands) {
        const into = comp[c.node] === main ? links : other;
        if (into.length >= LINKS) continue;
        if (legIsClear(net.raster, p.lat, p.lng, net.lat[c.node] as number, net.lng[c.node] as number, al))
          into.push(c);
        if (links.length >= LINKS) break;
      }
      if (links.length > 0) return { lat: p.lat, lng: p.lng, landNm, links };
      if (other.length > 0 && !closed) closed = { lat: p.lat, lng: p.lng, landNm, links: other };
    }
  }
  // Narrow water (fjords, sounds): no straight leg reaches the main sea area; follow the water instead.
  const viaWater = waterSnap(net, idx, p, tries);
  if (viaWater) return viaWater;
  if (closed) return closed;
  throw new RoutingError(
    'OFF_NETWORK',
    `${label} lies in water that does not reach the sea network within ${RADII[RADII.length - 1]} nm`,
  );
}

function waterSnap(net: NetworkArtifact, idx: GraphIndex, p: RoutePoint, tries: number[]): Snap | null {
  let cache = waterSnapCache.get(idx);
  if (!cache) waterSnapCache.set(idx, (cache = new Map()));
  const key = `${p.lat},${p.lng}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let snap: Snap | null = null;
  for (const landNm of tries) {
    const nm = Math.max(landNm, MIN_LAND_NM);
    const path = waterPathToNetwork(net, mainTargets(net, idx), p.lat, p.lng, nm);
    if (path) {
      snap = { lat: p.lat, lng: p.lng, landNm: nm, links: [{ node: path.node, dist: path.dist }], via: path.via };
      break;
    }
  }
  if (cache.size >= WATER_SNAPS) cache.delete(cache.keys().next().value as string);
  cache.set(key, snap);
  return snap;
}
