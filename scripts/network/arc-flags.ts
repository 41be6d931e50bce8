/**
 * Arc flags for the router's default-options search (ADR 0033): the nodes split into `count` regions (k-means
 * on the unit sphere, deterministic), and per directed edge u -> v one bit per region R, set when the edge lies
 * on a shortest path (default-option costs) from u to some node of R, or lies inside R. A search towards a
 * target whose link nodes lie in regions M may skip every edge without a bit of M and still finds the same
 * costs and canonical parents for the nodes of its path (see shared/routing/arc-flags.ts). Each boundary node
 * of a region (a node of R with an edge to another region) roots one Dijkstra; an edge u -> v is on a shortest
 * path to that root b when c(u, v) + d(v, b) <= d(u, b) + FLAG_EPS_NM (costs are symmetric, so d(x, b) is the
 * distance from b). The margin takes in float rounding of sums in another order: it can only set more bits.
 */
import { defaultSearchCosts } from '../../shared/routing/arc-flags.js';
import { buildGraphIndex, type GraphIndex } from '../../shared/routing/graph-index.js';
import { unitVectors } from '../../shared/routing/geodesy.js';
import type { NetworkArtifact } from '../../shared/routing/types.js';

/** Far above any rounding of a path sum (about 1e-9 nm over 25,000 nm), far below any edge's cost. */
const FLAG_EPS_NM = 1e-6;
const KMEANS_ROUNDS = 20;
/** Regions of the shipped network: one bit each in a u32 per directed edge. */
export const ARC_REGIONS = 32;

/** Regions by k-means over the nodes' unit vectors: farthest-point seeds from node 0, then Lloyd rounds. */
export function arcRegions(net: NetworkArtifact, count: number): Uint8Array {
  const n = net.lat.length;
  const xyz = unitVectors(net.lat, net.lng);
  const cx = new Float64Array(3 * count);
  const minD = new Float64Array(n).fill(Infinity);
  let next = 0;
  for (let k = 0; k < count; k++) {
    cx.set(xyz.subarray(3 * next, 3 * next + 3), 3 * k);
    let far = 0;
    for (let v = 0; v < n; v++) {
      const dx = xyz[3 * v]! - cx[3 * k]!,
        dy = xyz[3 * v + 1]! - cx[3 * k + 1]!,
        dz = xyz[3 * v + 2]! - cx[3 * k + 2]!;
      const d = dx * dx + dy * dy + dz * dz;
      if (d < minD[v]!) minD[v] = d;
      if (minD[v]! > minD[far]!) far = v;
    }
    next = far;
  }
  const region = new Uint8Array(n);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    for (let v = 0; v < n; v++) {
      let best = 0,
        bestD = Infinity;
      for (let k = 0; k < count; k++) {
        const dx = xyz[3 * v]! - cx[3 * k]!,
          dy = xyz[3 * v + 1]! - cx[3 * k + 1]!,
          dz = xyz[3 * v + 2]! - cx[3 * k + 2]!;
        const d = dx * dx + dy * dy + dz * dz;
        if (d < bestD) {
          bestD = d;
          best = k;
        }
      }
      region[v] = best;
    }
    const sum = new Float64Array(3 * count),
      size = new Float64Array(count);
    for (let v = 0; v < n; v++) {
      const k = region[v]!;
      size[k]!++;
      for (let j = 0; j < 3; j++) sum[3 * k + j]! += xyz[3 * v + j]!;
    }
    for (let k = 0; k < count; k++) {
      if (size[k] === 0) continue;
      const len = Math.hypot(sum[3 * k]!, sum[3 * k + 1]!, sum[3 * k + 2]!);
      for (let j = 0; j < 3; j++) cx[3 * k + j] = sum[3 * k + j]! / len;
    }
  }
  return region;
}

/** What every root's search needs: adjacency with the default costs, each slot's directed edge and reverse slot. */
export interface FlagGraph {
  idx: GraphIndex;
  /** Costs in adjacency order. */
  cost: Float64Array;
  /** Per adjacency slot: its directed edge (2e: edgeA -> edgeB, 2e + 1: back) and the reverse slot. */
  dirOf: Int32Array;
  rev: Int32Array;
  region: Uint8Array;
  /** Boundary nodes (an edge of finite cost to another region), ascending. */
  roots: number[];
  /** Bits of the edges inside their region (both ends in R: bit R). */
  inside: Uint32Array;
  /** One root's search buffers, reused. */
  d: Float64Array;
  settled: Uint8Array;
  heapN: Int32Array;
  heapK: Float64Array;
}

/** `costByEdge`: the costs the flags are for (Infinity: banned, never flagged). */
export function flagGraph(idx: GraphIndex, costByEdge: Float64Array, region: Uint8Array): FlagGraph {
  const { n, adjStart, adjNode, adjEdge, edgeSlot } = idx;
  const cost = new Float64Array(adjEdge.length);
  for (let k = 0; k < cost.length; k++) cost[k] = costByEdge[adjEdge[k]!]!;
  const dirOf = new Int32Array(adjEdge.length),
    rev = new Int32Array(adjEdge.length);
  for (let e = 0; e < costByEdge.length; e++) {
    const pa = edgeSlot[2 * e]!,
      pb = edgeSlot[2 * e + 1]!;
    dirOf[pa] = 2 * e;
    dirOf[pb] = 2 * e + 1;
    rev[pa] = pb;
    rev[pb] = pa;
  }
  const inside = new Uint32Array(2 * costByEdge.length);
  const roots: number[] = [];
  for (let u = 0; u < n; u++) {
    let boundary = false;
    for (let k = adjStart[u]!; k < adjStart[u + 1]!; k++) {
      if (cost[k] === Infinity) continue;
      if (region[adjNode[k]!] === region[u]) inside[dirOf[k]!]! |= 1 << region[u]!;
      else boundary = true;
    }
    if (boundary) roots.push(u);
  }
  const heap = cost.length + 1;
  return {
    idx,
    cost,
    dirOf,
    rev,
    region,
    roots,
    inside,
    d: new Float64Array(n),
    settled: new Uint8Array(n),
    heapN: new Int32Array(heap),
    heapK: new Float64Array(heap),
  };
}

/**
 * ORs into `flags` root b's region bit on every directed edge u -> v on a shortest path from u to b
 * (c(u, v) + d(v) <= d(u) + FLAG_EPS_NM, d the distance to b; costs are symmetric, so one Dijkstra from b).
 */
export function addRootFlags(g: FlagGraph, b: number, flags: Uint32Array): void {
  const { idx, cost, dirOf, rev, d, settled, heapN, heapK } = g;
  const { adjStart, adjNode } = idx;
  const bit = 1 << g.region[b]!;
  d.fill(Infinity);
  settled.fill(0);
  let size = 0;
  const push = (v: number, key: number) => {
    let j = size++;
    while (j > 0) {
      const p = (j - 1) >> 1;
      if (heapK[p]! <= key) break;
      heapN[j] = heapN[p]!;
      heapK[j] = heapK[p]!;
      j = p;
    }
    heapN[j] = v;
    heapK[j] = key;
  };
  d[b] = 0;
  push(b, 0);
  while (size > 0) {
    const u = heapN[0]!,
      key = heapK[0]!;
    const ln = heapN[--size]!,
      lk = heapK[size]!;
    let j = 0;
    for (;;) {
      let c = 2 * j + 1;
      if (c >= size) break;
      if (c + 1 < size && heapK[c + 1]! < heapK[c]!) c++;
      if (heapK[c]! >= lk) break;
      heapN[j] = heapN[c]!;
      heapK[j] = heapK[c]!;
      j = c;
    }
    heapN[j] = ln;
    heapK[j] = lk;
    if (settled[u] || key > d[u]!) continue;
    settled[u] = 1;
    const du = d[u]!;
    for (let k = adjStart[u]!; k < adjStart[u + 1]!; k++) {
      const v = adjNode[k]!,
        c = cost[k]!;
      if (c === Infinity) continue;
      // Each pair is checked once, when the later of its two nodes is settled: both directions.
      if (settled[v] && v !== u) {
        const dv = d[v]!;
        if (c + dv <= du + FLAG_EPS_NM) flags[dirOf[k]!]! |= bit;
        if (c + du <= dv + FLAG_EPS_NM) flags[dirOf[rev[k]!]!]! |= bit;
      }
      const nd = du + c;
      if (nd < d[v]!) {
        d[v] = nd;
        push(v, nd);
      }
    }
  }
}

/**
 * Per directed edge (2e: edgeA -> edgeB, 2e + 1: edgeB -> edgeA), a word of region bits (at most 32 regions),
 * for the network's default-option costs. `onRoot` reports progress (roots done, roots in all).
 */
export function computeArcFlags(
  net: NetworkArtifact,
  region: Uint8Array,
  onRoot?: (done: number, all: number) => void,
): Uint32Array {
  const g = flagGraph(buildGraphIndex(net), defaultSearchCosts(net), region);
  const flags = g.inside.slice();
  g.roots.forEach((b, i) => {
    addRootFlags(g, b, flags);
    onRoot?.(i + 1, g.roots.length);
  });
  return flags;
}
