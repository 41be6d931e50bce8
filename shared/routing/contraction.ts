/**
 * Contraction-hierarchy search (ADR 0025): the order and shortcuts built for one cost array by
 * `scripts/network/contraction.ts`, with that array's hash (a hierarchy is valid only for the array it was
 * built from). Shortcut costs are summed from the live cost array in the build's order. Not used by the router
 * yet: over the shipped network the hierarchy's dense core made it slower than A* (ADR 0025).
 */
import { hashBytes } from './network-format.js';

/** What the build contracts: an undirected graph with one cost per edge (Infinity: not an edge). */
export interface ContractionInput {
  n: number;
  edgeA: ArrayLike<number>;
  edgeB: ArrayLike<number>;
  cost: ArrayLike<number>;
}

/** The stored hierarchy: order, shortcuts (edge id m + s: ends, child edges a-mid and mid-b), cost hash. */
export interface StoredContraction {
  costHash: string;
  rank: Int32Array;
  scA: Int32Array;
  scB: Int32Array;
  scC1: Int32Array;
  scC2: Int32Array;
}

/** Upward graph (each edge kept at its lower-ranked end) and the unpacking data. */
export interface Hierarchy {
  n: number;
  m: number;
  upStart: Int32Array;
  upNode: Int32Array;
  upEdge: Int32Array;
  upCost: Float64Array;
  edgeA: ArrayLike<number>;
  edgeB: ArrayLike<number>;
  sc: StoredContraction;
}

/** Hash of a cost array's bytes: the hierarchy is valid only for the array it was built from. */
export const costHash = (cost: Float64Array): string =>
  hashBytes(new Uint8Array(cost.buffer, cost.byteOffset, cost.byteLength));

/** Lay the stored hierarchy out for searching over `cost` (which must hash to sc.costHash). */
export function prepareHierarchy(
  net: { lat: ArrayLike<number>; edgeA: ArrayLike<number>; edgeB: ArrayLike<number> },
  cost: Float64Array,
  sc: StoredContraction,
): Hierarchy {
  const n = net.lat.length,
    m = net.edgeA.length,
    s = sc.scA.length;
  const total = m + s;
  const ec = new Float64Array(total);
  ec.set(cost);
  for (let i = 0; i < s; i++) ec[m + i] = (ec[sc.scC1[i] as number] as number) + (ec[sc.scC2[i] as number] as number);
  const end = (e: number, second: boolean): number =>
    e < m ? ((second ? net.edgeB[e] : net.edgeA[e]) as number) : ((second ? sc.scB : sc.scA)[e - m] as number);
  // Each usable edge is searched upwards from its lower-ranked end (parallel edges stay: a shortcut exists
  // only where no path costs as little, so they cost a relaxation, never a wrong distance).
  const low = new Int32Array(total).fill(-1);
  const upStart = new Int32Array(n + 1);
  for (let e = 0; e < total; e++) {
    const a = end(e, false),
      b = end(e, true);
    if (!((ec[e] as number) < Infinity) || a === b) continue;
    const lo = (sc.rank[a] as number) < (sc.rank[b] as number) ? a : b;
    low[e] = lo;
    upStart[lo + 1]!++;
  }
  for (let v = 0; v < n; v++) upStart[v + 1]! += upStart[v] as number;
  const fill = upStart.slice(0, n);
  const count = upStart[n] as number;
  const upNode = new Int32Array(count),
    upEdge = new Int32Array(count),
    upCost = new Float64Array(count);
  for (let e = 0; e < total; e++) {
    const lo = low[e] as number;
    if (lo < 0) continue;
    const k = fill[lo]!++;
    const a = end(e, false);
    upNode[k] = a === lo ? end(e, true) : a;
    upEdge[k] = e;
    upCost[k] = ec[e] as number;
  }
  return { n, m, upStart, upNode, upEdge, upCost, edgeA: net.edgeA, edgeB: net.edgeB, sc };
}

/** Reusable buffers of the two searches (one search at a time per router). */
export interface ChState {
  dist: [Float64Array, Float64Array];
  via: [Int32Array, Int32Array];
  stamp: [Int32Array, Int32Array];
  run: number;
  heapNode: [Int32Array, Int32Array];
  heapKey: [Float64Array, Float64Array];
  size: [number, number];
}

export function createChState(n: number): ChState {
  const two = <T>(f: () => T): [T, T] => [f(), f()];
  return {
    dist: two(() => new Float64Array(n)),
    via: two(() => new Int32Array(n)),
    stamp: two(() => new Int32Array(n)),
    run: 0,
    heapNode: two(() => new Int32Array(4096)),
    heapKey: two(() => new Float64Array(4096)),
    size: [0, 0],
  };
}

function push(st: ChState, side: 0 | 1, node: number, key: number): void {
  let hn = st.heapNode[side],
    hk = st.heapKey[side];
  if (st.size[side] === hn.length) {
    const n2 = new Int32Array(hn.length * 2),
      k2 = new Float64Array(hn.length * 2);
    n2.set(hn);
    k2.set(hk);
    st.heapNode[side] = hn = n2;
    st.heapKey[side] = hk = k2;
  }
  let i = st.size[side]++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if ((hk[p] as number) <= key) break;
    hn[i] = hn[p] as number;
    hk[i] = hk[p] as number;
    i = p;
  }
  hn[i] = node;
  hk[i] = key;
}

function pop(st: ChState, side: 0 | 1): number {
  const hn = st.heapNode[side],
    hk = st.heapKey[side];
  const top = hn[0] as number;
  const size = --st.size[side];
  const ln = hn[size] as number,
    lk = hk[size] as number;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && (hk[c + 1] as number) < (hk[c] as number)) c++;
    if ((hk[c] as number) >= lk) break;
    hn[i] = hn[c] as number;
    hk[i] = hk[c] as number;
    i = c;
  }
  hn[i] = ln;
  hk[i] = lk;
  return top;
}

/** Append the nodes of edge e walked from `from` (excluding `from`) to out. */
function unpack(h: Hierarchy, e: number, from: number, out: number[]): void {
  if (e < h.m) {
    out.push(h.edgeA[e] === from ? (h.edgeB[e] as number) : (h.edgeA[e] as number));
    return;
  }
  const s = e - h.m;
  const first = h.sc.scC1[s] as number,
    second = h.sc.scC2[s] as number;
  if (h.sc.scA[s] === from) {
    unpack(h, first, from, out);
    unpack(h, second, out[out.length - 1] as number, out);
  } else {
    unpack(h, second, from, out);
    unpack(h, first, out[out.length - 1] as number, out);
  }
}

/**
 * Shortest path between a virtual source (legs to `source` nodes) and a virtual target (legs from `target`
 * nodes), or the direct leg: the same cost A* finds over the same array. Returns the node path (empty: the
 * direct leg) or null when unreachable.
 */
export function chSearch(
  h: Hierarchy,
  st: ChState,
  source: { node: number; dist: number }[],
  target: { node: number; dist: number }[],
  direct: number,
): number[] | null {
  const run = ++st.run;
  st.size[0] = st.size[1] = 0;
  let best = direct,
    meet = -1;
  const reach = (side: 0 | 1, v: number, d: number, edge: number): void => {
    const dist = st.dist[side],
      stamp = st.stamp[side];
    if (stamp[v] === run && d >= (dist[v] as number)) return;
    stamp[v] = run;
    dist[v] = d;
    st.via[side][v] = edge;
    push(st, side, v, d);
    const other: 0 | 1 = side === 0 ? 1 : 0;
    if (st.stamp[other][v] === run) {
      const total = d + (st.dist[other][v] as number);
      if (total < best) {
        best = total;
        meet = v;
      }
    }
  };
  for (const l of source) reach(0, l.node, l.dist, -1);
  for (const l of target) reach(1, l.node, l.dist, -1);
  for (;;) {
    const k0 = st.size[0] > 0 ? (st.heapKey[0][0] as number) : Infinity,
      k1 = st.size[1] > 0 ? (st.heapKey[1][0] as number) : Infinity;
    const side: 0 | 1 = k0 <= k1 ? 0 : 1;
    if ((side === 0 ? k0 : k1) >= best) break;
    const u = pop(st, side);
    const dist = st.dist[side],
      stamp = st.stamp[side];
    const du = dist[u] as number;
    if ((side === 0 ? k0 : k1) > du) continue;
    const a = h.upStart[u] as number,
      b = h.upStart[u + 1] as number;
    // Stall on demand: a higher neighbour already reached more cheaply proves u is not on a shortest path.
    let stalled = false;
    for (let k = a; k < b; k++) {
      const w = h.upNode[k] as number;
      if (stamp[w] === run && (dist[w] as number) + (h.upCost[k] as number) < du) {
        stalled = true;
        break;
      }
    }
    if (stalled) continue;
    for (let k = a; k < b; k++) reach(side, h.upNode[k] as number, du + (h.upCost[k] as number), h.upEdge[k] as number);
  }
  if (meet < 0) return best < Infinity ? [] : null;
  const path: number[] = [];
  // Forward half: meet back to a source node, then reversed into order.
  const back: number[] = [meet];
  for (let v = meet; st.via[0][v] !== -1;) {
    const e = st.via[0][v] as number;
    unpack(h, e, v, back);
    v = back[back.length - 1] as number;
  }
  for (let i = back.length - 1; i >= 0; i--) path.push(back[i] as number);
  for (let v = meet; st.via[1][v] !== -1;) {
    const e = st.via[1][v] as number;
    unpack(h, e, v, path);
    v = path[path.length - 1] as number;
  }
  return path;
}
