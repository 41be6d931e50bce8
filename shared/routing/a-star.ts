import { lowerBoundNmChord, unitVectors } from './geodesy.js';
import type { GraphIndex } from './graph-index.js';

/**
 * Reusable search buffers (one router, one search at a time: JavaScript is single-threaded). Nothing is cleared
 * between searches: a value counts only where its stamp equals the current run.
 */
export interface SearchState {
  g: Float64Array;
  parent: Int32Array;
  /** 2 * run: reached in this run (g, parent valid); 2 * run + 1: settled. */
  mark: Int32Array;
  /** Lower bound of each node reached in the current search (valid where hStamp === run). */
  h: Float64Array;
  hStamp: Int32Array;
  /** Leg from a target link node to the target (valid where tStamp === run). */
  tDist: Float64Array;
  tStamp: Int32Array;
  run: number;
  heapNode: Int32Array;
  heapKey: Float64Array;
}

export function createSearchState(n: number): SearchState {
  const size = n + 2;
  return {
    g: new Float64Array(size),
    parent: new Int32Array(size),
    mark: new Int32Array(size),
    h: new Float64Array(size),
    hStamp: new Int32Array(size),
    tDist: new Float64Array(size),
    tStamp: new Int32Array(size),
    run: 0,
    heapNode: new Int32Array(4096),
    heapKey: new Float64Array(4096),
  };
}

export interface Link {
  node: number;
  dist: number;
}

export interface SearchInput {
  lat: Float64Array;
  lng: Float64Array;
  /** Edge costs in adjacency order (`adjCosts`): cost[k] for the edge idx.adjEdge[k] (sequential reads). */
  cost: Float64Array;
  /** Unit vector per node, [x, y, z] (`unitVectors`; the router keeps it): the spherical bound without sines. */
  xyz: Float64Array;
  source: Link[];
  target: Link[];
  targetLat: number;
  targetLng: number;
  direct: number;
  /** Cost of an edge whose cost is NaN (not yet resolved): computes and stores it (both adjacency slots). */
  resolve?: (edge: number) => number;
  /**
   * Arc flags (arc-flags.ts) when the costs are the ones they were built for: edge k is skipped unless
   * flags[k] & mask (the target's regions); the path found is the same, with fewer nodes reached.
   */
  flags?: Uint32Array;
  mask?: number;
  /** ALT bound: landmark distances node-major [n][k] and, per landmark, the target's two values (`altTarget`). */
  alt?: { lm: Float32Array; k: number; tVia: Float64Array; tBack: Float64Array };
}

/** Edge costs (by edge id) in adjacency order: the search reads a node's edges' costs one after another. */
export function adjCosts(idx: GraphIndex, cost: Float64Array): Float64Array {
  const out = new Float64Array(idx.adjEdge.length);
  for (let k = 0; k < out.length; k++) out[k] = cost[idx.adjEdge[k] as number] as number;
  return out;
}

/**
 * The artifact's landmark distances [k][n] laid out node-major [n][k] (the same values): the bound for one
 * node then reads k neighbouring floats instead of k far-apart ones.
 */
export function landmarksByNode(lm: Float32Array, k: number, n: number): Float32Array {
  const out = new Float32Array(k * n);
  for (let j = 0; j < k; j++) for (let v = 0; v < n; v++) out[v * k + j] = lm[j * n + v] as number;
  return out;
}

/**
 * Per landmark L, what the bound to the virtual target needs (ADR 0027 addendum): over the target's link nodes t
 * (leg t -> target of length l_t), `tVia` = min (d(L, t) + l_t), the distance from L to the target, and
 * `tBack` = max (d(L, t) - l_t).
 */
export function altTarget(lm: Float32Array, k: number, links: Link[]): SearchInput['alt'] {
  if (k === 0 || links.length === 0) return undefined;
  const tVia = new Float64Array(k).fill(Infinity),
    tBack = new Float64Array(k).fill(-Infinity);
  for (const l of links) {
    for (let j = 0; j < k; j++) {
      const d = lm[l.node * k + j] as number;
      if (d + l.dist < (tVia[j] as number)) tVia[j] = d + l.dist;
      if (d - l.dist > (tBack[j] as number)) tBack[j] = d - l.dist;
    }
  }
  return { lm, k, tVia, tBack };
}

/** Lower bound from node v to the target: the larger of the spherical and the landmark (ALT) bounds. */
function bound(inp: SearchInput, v: number, t: Float64Array): number {
  const xyz = inp.xyz,
    i = 3 * v;
  const gc = lowerBoundNmChord(
    xyz[i] as number,
    xyz[i + 1] as number,
    xyz[i + 2] as number,
    t[0] as number,
    t[1] as number,
    t[2] as number,
  );
  const alt = inp.alt;
  if (!alt) return gc;
  // The cost from v to the target is min over links t of d(v, t) + l_t, and d(v, t) >= d(L, t) - d(L, v) and
  // >= d(L, v) - d(L, t) (edge lengths; costs are never below them). So it is at least tVia - d(L, v) and at least
  // d(L, v) - tBack. (Not d(L, v) - tVia: the virtual target joins its links, a shortcut the landmarks lack.)
  const lm = alt.lm,
    tVia = alt.tVia,
    tBack = alt.tBack;
  let best = 0;
  for (let j = 0, off = v * alt.k; j < alt.k; j++, off++) {
    const d = lm[off] as number;
    const f = (tVia[j] as number) - d,
      b = d - (tBack[j] as number);
    if (f > best) best = f;
    if (b > best) best = b;
  }
  // Float32 landmark distances (rounded down) are off by up to a rounding each: 0.01 nm of margin. Different
  // sea areas (Caspian vs ocean) give Infinity (Infinity - Infinity is NaN and never counts).
  const a = best === Infinity ? Infinity : best - 0.01;
  return a > gc ? a : gc;
}

/** Binary min-heap push (the state's arrays, doubled when full); returns the new size. */
function heapPush(st: SearchState, size: number, node: number, key: number): number {
  if (size === st.heapNode.length) {
    const hn = new Int32Array(size * 2),
      hk = new Float64Array(size * 2);
    hn.set(st.heapNode);
    hk.set(st.heapKey);
    st.heapNode = hn;
    st.heapKey = hk;
  }
  const hn = st.heapNode,
    hk = st.heapKey;
  let i = size;
  while (i > 0) {
    const p = (i - 1) >> 1;
    const pk = hk[p] as number;
    if (pk <= key) break;
    hn[i] = hn[p] as number;
    hk[i] = pk;
    i = p;
  }
  hn[i] = node;
  hk[i] = key;
  return size + 1;
}

/** Removes the heap's top (read heapNode[0] before); `size` is the size before the removal. */
function heapPop(st: SearchState, size: number): void {
  const hn = st.heapNode,
    hk = st.heapKey;
  const n = size - 1;
  const ln = hn[n] as number,
    lk = hk[n] as number;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= n) break;
    let ck = hk[c] as number;
    if (c + 1 < n) {
      const rk = hk[c + 1] as number;
      if (rk < ck) {
        c++;
        ck = rk;
      }
    }
    if (ck >= lk) break;
    hn[i] = hn[c] as number;
    hk[i] = ck;
    i = c;
  }
  hn[i] = ln;
  hk[i] = lk;
}

/**
 * A* from a virtual source (index n) to a virtual target (n + 1) with a great-circle and landmark lower bound.
 * Returns the node path (real node ids, virtual ends excluded) or null when unreachable; an empty path means
 * the direct leg.
 *
 * Canonical tie-break (ADR 0027's decision, ADR 0028): with d(v) the cheapest cost of v (costs summed from the
 * source as the search sums them), each node's parent is the smallest node id u with d(u) + c(u, v) === d(v)
 * (the virtual source counts as id n). The path is therefore the same whatever the expansion order, and any
 * exact search applying the same rule returns it. To make this hold, a relaxation at equal cost moves the parent
 * to a smaller id (also of a settled node: its cost does not change), a strictly cheaper cost reopens a settled
 * node (the float32 landmark bound may be inconsistent by a rounding; it stays admissible, so reopening keeps
 * the search exact), and after the target is settled the nodes whose key equals its cost are still expanded.
 */
export function aStar(idx: GraphIndex, st: SearchState, inp: SearchInput): number[] | null {
  const S = idx.n,
    T = idx.n + 1;
  if (st.run >= 0x3ffffffe) {
    st.mark.fill(0);
    st.hStamp.fill(0);
    st.tStamp.fill(0);
    st.run = 0;
  }
  const run = ++st.run;
  const open = 2 * run,
    done = open + 1;
  const { g, parent, mark, h, hStamp, tDist, tStamp } = st;
  const { adjStart, adjNode, adjEdge } = idx;
  const cost = inp.cost;
  const flags = inp.flags,
    mask = inp.mask ?? 0;
  const tXyz = unitVectors([inp.targetLat], [inp.targetLng]);
  for (const l of inp.target) {
    tStamp[l.node] = run;
    tDist[l.node] = l.dist;
  }
  let size = 0;
  /** Reach v at cost gv from `from` unless it is already reached at no more (then nothing changes). */
  const relax = (v: number, from: number, gv: number) => {
    const mv = mark[v] as number;
    if (mv === open || mv === done) {
      const gOld = g[v] as number;
      if (gv > gOld) return;
      if (gv === gOld) {
        if (from < (parent[v] as number)) parent[v] = from;
        return;
      }
    }
    mark[v] = open;
    g[v] = gv;
    parent[v] = from;
    let hv = 0;
    if (v !== T) {
      if (hStamp[v] === run) hv = h[v] as number;
      else {
        hv = bound(inp, v, tXyz);
        hStamp[v] = run;
        h[v] = hv;
      }
    }
    size = heapPush(st, size, v, gv + hv);
  };
  mark[S] = open;
  g[S] = 0;
  if (Number.isFinite(inp.direct)) relax(T, S, inp.direct);
  for (const l of inp.source) relax(l.node, S, l.dist);
  while (size > 0) {
    const u = st.heapNode[0] as number;
    const key = st.heapKey[0] as number;
    // The target is settled: only keys equal to its cost can still give it an equal-cost parent.
    if (mark[T] === done && key > (g[T] as number)) break;
    heapPop(st, size--);
    if (mark[u] === done) continue;
    mark[u] = done;
    if (u === T) continue;
    const gu = g[u] as number;
    if (tStamp[u] === run) relax(T, u, gu + (tDist[u] as number));
    for (let k = adjStart[u] as number, end = adjStart[u + 1] as number; k < end; k++) {
      if (flags !== undefined && ((flags[k] as number) & mask) === 0) continue;
      const v = adjNode[k] as number;
      let c = cost[k] as number;
      if (c !== c) c = inp.resolve ? inp.resolve(adjEdge[k] as number) : (cost[k] = 0);
      if (c === Infinity) continue;
      const gv = gu + c;
      if ((mark[v] as number) >= open && gv > (g[v] as number)) continue;
      relax(v, u, gv);
    }
  }
  if (mark[T] !== done && mark[T] !== open) return null;
  const path: number[] = [];
  for (let v = parent[T] as number; v !== S; v = parent[v] as number) path.push(v);
  return path.reverse();
}
