/** Nodes and edges of the sea graph from the raster and the curated routing points. */
import { geodesicNm, interpolateGc } from '../../shared/routing/geodesy.js';
import { segmentsCross } from '../../shared/routing/edge-costs.js';
import { legIsClear, type LegAllowance } from '../../shared/routing/sea-raster.js';
import { NODE_CHANNEL, NODE_GENERATED, NODE_WAYPOINT, type SeaRaster } from '../../shared/routing/types.js';
import { CHAINS, GATES, PASSAGES, WAYPOINTS, type LatLng } from './routing-points.js';

export interface GraphParams {
  offingNodeNm: number;
  coastBlockDeg: number;
  oceanStepDeg: number;
  rangeNm: number;
  perSector: number;
  anchorExemptNm: number;
}

export interface BuiltGraph {
  lat: number[];
  lng: number[];
  kind: number[];
  edgeA: number[];
  edgeB: number[];
  edgeDist: number[];
  edgePassage: number[];
}

const passageIndex = (name: string): number => {
  const i = PASSAGES.findIndex((p) => p.name === name);
  if (i < 0) throw new Error(`unknown passage ${name}`);
  return i + 1;
};

/** Generated nodes: coastal offing contour (one per block) and an open-ocean lattice. */
function generatedNodes(r: SeaRaster, dist: Float32Array, p: GraphParams): LatLng[] {
  const out: LatLng[] = [];
  const per = Math.round(p.coastBlockDeg / r.cellDeg);
  for (let br = 0; br < r.height; br += per) {
    for (let bc = 0; bc < r.width; bc += per) {
      let best = -1,
        bestErr = Infinity;
      for (let row = br; row < Math.min(br + per, r.height); row++) {
        for (let col = bc; col < bc + per; col++) {
          const i = row * r.width + col;
          const d = dist[i] as number;
          if (r.cells[i] !== 0 || d < p.offingNodeNm || d > p.offingNodeNm + 4) continue;
          const err = d - p.offingNodeNm;
          if (err < bestErr) {
            bestErr = err;
            best = i;
          }
        }
      }
      if (best >= 0) out.push(cellCentre(r, best));
    }
  }
  const step = Math.round(p.oceanStepDeg / r.cellDeg);
  for (let row = step / 2; row < r.height; row += step) {
    for (let col = 0; col < r.width; col += step) {
      const i = row * r.width + col;
      if (r.cells[i] === 0 && (dist[i] as number) >= p.offingNodeNm * 2) out.push(cellCentre(r, i));
    }
  }
  return out;
}

function cellCentre(r: SeaRaster, i: number): LatLng {
  const row = Math.floor(i / r.width),
    col = i % r.width;
  return [90 - (row + 0.5) * r.cellDeg, -180 + (col + 0.5) * r.cellDeg];
}

/** Build nodes and edges. Deterministic: fixed scan orders, sorted candidates. */
export function buildGraph(r: SeaRaster, dist: Float32Array, p: GraphParams): BuiltGraph {
  const g: BuiltGraph = { lat: [], lng: [], kind: [], edgeA: [], edgeB: [], edgeDist: [], edgePassage: [] };
  const keyOf = new Map<string, number>();
  const addNode = (ll: LatLng, kind: number): number => {
    const key = `${ll[0].toFixed(4)},${ll[1].toFixed(4)}`;
    const found = keyOf.get(key);
    if (found !== undefined) {
      if (kind === NODE_WAYPOINT) g.kind[found] = NODE_WAYPOINT;
      return found;
    }
    g.lat.push(ll[0]);
    g.lng.push(ll[1]);
    g.kind.push(kind);
    keyOf.set(key, g.lat.length - 1);
    return g.lat.length - 1;
  };
  const seen = new Set<number>();
  const addEdge = (a: number, b: number, passage: number) => {
    const lo = Math.min(a, b),
      hi = Math.max(a, b);
    const k = lo * 1e6 + hi;
    if (lo === hi || seen.has(k)) return;
    seen.add(k);
    g.edgeA.push(lo);
    g.edgeB.push(hi);
    g.edgeDist.push(geodesicNm(g.lat[lo] as number, g.lng[lo] as number, g.lat[hi] as number, g.lng[hi] as number));
    g.edgePassage.push(passage);
  };
  for (const [, la, lo] of WAYPOINTS) addNode([la, lo], NODE_WAYPOINT);
  for (const ch of CHAINS) {
    const ids = ch.points.map((pt, i) => {
      const open = ch.strait || (i === 0 && !ch.inlandStart) || (i === ch.points.length - 1 && !ch.inlandEnd);
      return addNode(pt, open ? NODE_WAYPOINT : NODE_CHANNEL);
    });
    if (!ch.strait) densify(ch.points, ids, addNode);
    const pas = ch.passage ? passageIndex(ch.passage) : 0;
    for (let i = 1; i < ids.length; i++) addEdge(ids[i - 1] as number, ids[i] as number, pas);
  }
  for (const ll of generatedNodes(r, dist, p)) addNode(ll, NODE_GENERATED);
  connectVisible(g, r, p, addEdge);
  tagGates(g);
  return g;
}

/**
 * Channel nodes every CHANNEL_STEP_NM along river and canal chains (spliced into `ids`), so a port within
 * the channel-snap radius of the fairway line finds a node of it, not only near a bend.
 */
const CHANNEL_STEP_NM = 4;
function densify(points: LatLng[], ids: number[], addNode: (ll: LatLng, kind: number) => number): void {
  for (let i = points.length - 1; i > 0; i--) {
    const [la1, lo1] = points[i - 1] as LatLng,
      [la2, lo2] = points[i] as LatLng;
    const n = Math.ceil(geodesicNm(la1, lo1, la2, lo2) / CHANNEL_STEP_NM);
    const mid: number[] = [];
    for (let k = 1; k < n; k++) mid.push(addNode(interpolateGc(la1, lo1, la2, lo2, k / n), NODE_CHANNEL));
    ids.splice(i, 0, ...mid);
  }
}

function connectVisible(
  g: BuiltGraph,
  r: SeaRaster,
  p: GraphParams,
  addEdge: (a: number, b: number, pas: number) => void,
): void {
  const n = g.lat.length;
  const buckets = new Map<number, number[]>();
  const bkey = (la: number, lo: number) => Math.floor(la + 90) * 400 + Math.floor(lo + 180);
  for (let i = 0; i < n; i++) {
    if (g.kind[i] === NODE_CHANNEL) continue;
    const k = bkey(g.lat[i] as number, g.lng[i] as number);
    const b = buckets.get(k);
    if (b) b.push(i);
    else buckets.set(k, [i]);
  }
  const rangeDeg = p.rangeNm / 60;
  for (let i = 0; i < n; i++) {
    if (g.kind[i] === NODE_CHANNEL) continue;
    const la = g.lat[i] as number,
      lo = g.lng[i] as number;
    const dLng = Math.min(
      180,
      rangeDeg / Math.max(0.05, Math.cos((Math.min(89, Math.abs(la) + rangeDeg) * Math.PI) / 180)),
    );
    const cand: [number, number][] = [];
    for (let y = Math.floor(la - rangeDeg); y <= Math.floor(la + rangeDeg); y++) {
      for (let x = Math.floor(lo - dLng); x <= Math.floor(lo + dLng); x++) {
        const xx = ((((x + 180) % 360) + 360) % 360) - 180;
        for (const j of buckets.get(bkey(y, xx)) ?? []) {
          if (j === i) continue;
          const d = geodesicNm(la, lo, g.lat[j] as number, g.lng[j] as number);
          if (d <= p.rangeNm) cand.push([d, j]);
        }
      }
    }
    cand.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const sectors = new Uint8Array(16);
    const cap = g.kind[i] === NODE_WAYPOINT ? p.perSector + 1 : p.perSector;
    for (const [, j] of cand) {
      const bearing = Math.atan2(
        ((g.lng[j] as number) - lo) * Math.cos((la * Math.PI) / 180),
        (g.lat[j] as number) - la,
      );
      const s = Math.floor(((bearing + Math.PI) / (2 * Math.PI)) * 16) % 16;
      if ((sectors[s] as number) >= cap) continue;
      // The offing binds except near curated points (they may sit in narrow waters).
      const al: LegAllowance = {
        landStart: 0,
        landEnd: 0,
        offStart: g.kind[i] === NODE_WAYPOINT ? p.anchorExemptNm : 0,
        offEnd: g.kind[j] === NODE_WAYPOINT ? p.anchorExemptNm : 0,
      };
      if (!legIsClear(r, la, lo, g.lat[j] as number, g.lng[j] as number, al)) continue;
      sectors[s] = (sectors[s] as number) + 1;
      addEdge(i, j, 0);
    }
  }
}

function tagGates(g: BuiltGraph): void {
  for (let e = 0; e < g.edgeA.length; e++) {
    if (g.edgePassage[e] !== 0) continue;
    const a: LatLng = [g.lat[g.edgeA[e] as number] as number, g.lng[g.edgeA[e] as number] as number];
    const b: LatLng = [g.lat[g.edgeB[e] as number] as number, g.lng[g.edgeB[e] as number] as number];
    for (const gate of GATES) {
      if (segmentsCross(a, b, gate.a, gate.b)) {
        g.edgePassage[e] = passageIndex(gate.passage);
        break;
      }
    }
  }
}
