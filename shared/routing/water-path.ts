/**
 * A port in narrow water (a fjord, a sound, a bay behind islands) may have no straight land-free leg to any
 * network node: the generated nodes keep 12 nm from land. This finds a path through the raster's water
 * cells instead (Dijkstra over 8-neighbour cells; the offing does not block, land only at a high cost) to the nearest node of
 * the main sea area, then straightens it into a few land-free legs: the port's approach.
 */
import { geodesicNm } from './geodesy.js';
import { legIsClear } from './sea-raster.js';
import { CELL_LAND, NODE_CHANNEL, type NetworkArtifact, type SeaRaster } from './types.js';

export interface WaterPath {
  node: number;
  /** Length of the straightened approach (port -> via -> node), nm. */
  dist: number;
  /** Turning points between the port and the node, in order from the port. */
  via: { lat: number; lng: number }[];
}

/** Longest approach searched through water cells (nm of search cost) and the most cells visited. */
const MAX_PATH_NM = 400;
/**
 * A river or a harbour channel narrower than a raster cell (0.05 deg) is land in the 1:10m data: the search
 * may step over land cells at this many times their length, so it prefers any water and crosses only thin
 * strips (a cell or two) where the water is cut.
 */
const LAND_STEP_FACTOR = 25;
const MAX_CELLS = 600_000;

const cellOf = (r: SeaRaster, lat: number, lng: number): number => {
  const row = Math.min(r.height - 1, Math.max(0, Math.floor((90 - lat) / r.cellDeg)));
  const col = (((Math.floor((lng + 180) / r.cellDeg) % r.width) + r.width) % r.width) as number;
  return row * r.width + col;
};
const centre = (r: SeaRaster, c: number) => ({
  lat: 90 - (Math.floor(c / r.width) + 0.5) * r.cellDeg,
  lng: -180 + ((c % r.width) + 0.5) * r.cellDeg,
});

/** Raster cell -> the lowest node id in it, for nodes of the main sea area (curated and generated, not channel). */
export function nodeCells(net: NetworkArtifact, inMain: (node: number) => boolean): Map<number, number> {
  const m = new Map<number, number>();
  for (let i = 0; i < net.lat.length; i++) {
    if (net.kind[i] === NODE_CHANNEL || !inMain(i)) continue;
    const c = cellOf(net.raster, net.lat[i] as number, net.lng[i] as number);
    if (!m.has(c)) m.set(c, i);
  }
  return m;
}

/** Binary min-heap of (key, cell) pairs. */
class Heap {
  private k: number[] = [];
  private v: number[] = [];
  get size() {
    return this.k.length;
  }
  push(key: number, val: number): void {
    const k = this.k,
      v = this.v;
    let i = k.length;
    k.push(key);
    v.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((k[p] as number) <= key) break;
      k[i] = k[p] as number;
      v[i] = v[p] as number;
      i = p;
    }
    k[i] = key;
    v[i] = val;
  }
  pop(): [number, number] {
    const k = this.k,
      v = this.v;
    const top: [number, number] = [k[0] as number, v[0] as number];
    const lk = k.pop() as number,
      lv = v.pop() as number;
    const n = k.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && (k[c + 1] as number) < (k[c] as number)) c++;
        if ((k[c] as number) >= lk) break;
        k[i] = k[c] as number;
        v[i] = v[c] as number;
        i = c;
      }
      k[i] = lk;
      v[i] = lv;
    }
    return top;
  }
}

/**
 * Path from a water point (`lat`, `lng`; `landNm`: how far its start may be on land) to the nearest node in
 * `targets` through water cells, straightened; null when none lies within MAX_PATH_NM.
 */
export function waterPathToNetwork(
  net: NetworkArtifact,
  targets: Map<number, number>,
  lat: number,
  lng: number,
  landNm: number,
): WaterPath | null {
  const r = net.raster;
  const dy = r.cellDeg * 60;
  const start = startCell(r, lat, lng, landNm);
  if (start < 0) return null;
  const dist = new Map<number, number>([[start, 0]]);
  const prev = new Map<number, number>();
  const heap = new Heap();
  heap.push(0, start);
  let found = -1;
  while (heap.size > 0 && dist.size < MAX_CELLS) {
    const [d, c] = heap.pop();
    if (d > (dist.get(c) as number)) continue;
    if (targets.has(c)) {
      found = c;
      break;
    }
    if (d > MAX_PATH_NM) break;
    const row = Math.floor(c / r.width),
      col = c % r.width;
    const dx = Math.max(0.05, dy * Math.cos(((90 - (row + 0.5) * r.cellDeg) * Math.PI) / 180));
    for (let oy = -1; oy <= 1; oy++) {
      const rr = row + oy;
      if (rr < 0 || rr >= r.height) continue;
      for (let ox = -1; ox <= 1; ox++) {
        if (!ox && !oy) continue;
        const cc = rr * r.width + ((col + ox + r.width) % r.width);
        const step = ox && oy ? Math.hypot(dx, dy) : ox ? dx : dy;
        const nd = d + ((r.cells[cc] as number) & CELL_LAND ? step * LAND_STEP_FACTOR : step);
        if (nd < (dist.get(cc) ?? Infinity)) {
          dist.set(cc, nd);
          prev.set(cc, c);
          heap.push(nd, cc);
        }
      }
    }
  }
  if (found < 0) return null;
  const node = targets.get(found) as number;
  const cells: number[] = [];
  for (let c: number | undefined = found; c !== undefined && c !== start; c = prev.get(c)) cells.push(c);
  const chain = [
    { lat, lng },
    ...cells.reverse().map((c) => centre(r, c)),
    { lat: net.lat[node] as number, lng: net.lng[node] as number },
  ];
  const via = straighten(r, chain, landNm);
  const line = [{ lat, lng }, ...via, chain[chain.length - 1] as { lat: number; lng: number }];
  let len = 0;
  for (let i = 1; i < line.length; i++)
    len += geodesicNm(line[i - 1]!.lat, line[i - 1]!.lng, line[i]!.lat, line[i]!.lng);
  return { node, dist: len, via };
}

/** The water cell the search starts from: the point's own cell, else the nearest water cell about `landNm` away. */
function startCell(r: SeaRaster, lat: number, lng: number, landNm: number): number {
  const own = cellOf(r, lat, lng);
  if (!((r.cells[own] as number) & CELL_LAND)) return own;
  // Cell centres lie up to half a cell diagonal beyond the water the point's distance was measured to.
  const reach = landNm + r.cellDeg * 45;
  const rings = Math.ceil(reach / 60 / r.cellDeg) + 1;
  const cosLat = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  let best = -1,
    bestD = Infinity;
  for (let dyc = -rings; dyc <= rings; dyc++) {
    for (let dxc = -Math.ceil(rings / cosLat); dxc <= Math.ceil(rings / cosLat); dxc++) {
      const c = cellOf(r, lat + dyc * r.cellDeg, lng + dxc * r.cellDeg);
      if ((r.cells[c] as number) & CELL_LAND) continue;
      const p = centre(r, c);
      const d = geodesicNm(lat, lng, p.lat, p.lng);
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
  }
  return bestD <= reach ? best : -1;
}

/** Greedy straightening: from each kept point, the farthest later point reachable by a land-free leg. */
function straighten(
  r: SeaRaster,
  chain: { lat: number; lng: number }[],
  landNm: number,
): { lat: number; lng: number }[] {
  const via: { lat: number; lng: number }[] = [];
  let i = 0;
  while (i < chain.length - 1) {
    let j = chain.length - 1;
    const a = chain[i]!;
    const al = { landStart: i === 0 ? landNm : 0, landEnd: 0, offStart: Infinity, offEnd: Infinity };
    while (j > i + 1 && !legIsClear(r, a.lat, a.lng, chain[j]!.lat, chain[j]!.lng, al)) j--;
    if (j < chain.length - 1) via.push(chain[j]!);
    i = j;
  }
  return via;
}
