import { cosLatOf, lowerBoundNm, lowerBoundNmCos } from './geodesy.js';
import type { GraphIndex } from './graph-index.js';

/** Reusable search buffers (one router, one search at a time: JavaScript is single-threaded). */
export interface SearchState {
  g: Float64Array;
  parent: Int32Array;
  stamp: Int32Array;
  closed: Int32Array;
  /** Lower bound of each node reached in the current search (valid where hStamp === run). */
  h: Float64Array;
  hStamp: Int32Array;
  run: number;
  heapNode: Int32Array;
  heapKey: Float64Array;
}

export function createSearchState(n: number): SearchState {
  const size = n + 2;
  return {
    g: new Float64Array(size),
    parent: new Int32Array(size),
    stamp: new Int32Array(size),
    closed: new Int32Array(size),
    h: new Float64Array(size),
    hStamp: new Int32Array(size),
    run: 0,
    heapNode: new Int32Array(1024),
    heapKey: new Float64Array(1024),
  };
}

export interface SearchInput {
  lat: Float64Array;
  lng: Float64Array;
  cost: Float64Array;
  /** cosLatOf(lat) per node, when the caller keeps it (saves a cosine per bound; the same bound). */
  cosLat?: Float64Array;
  source: { node: number; dist: number }[];
  target: Map<number, number>;
  targetLat: number;
  targetLng: number;
  direct: number;
  /** Cost of an edge whose cost is NaN (not yet resolved): computes and stores it. */
  resolve?: (edge: number) => number;
  /** ALT bound: landmark distances node-major [n][k] and, per landmark, the range over the target's link nodes. */
  alt?: { lm: Float32Array; k: number; tMin: Float64Array; tMax: Float64Array; minTd: number };
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

/** Per landmark, the min/max distance to the target link nodes (the virtual target's landmark interval). */
export function altTarget(
  lm: Float32Array,
  k: number,
  n: number,
  links: { node: number; dist: number }[],
): SearchInput['alt'] {
  if (k === 0 || links.length === 0) return undefined;
  const tMin = new Float64Array(k).fill(Infinity),
    tMax = new Float64Array(k).fill(-Infinity);
  let minTd = Infinity;
  for (const l of links) {
    minTd = Math.min(minTd, l.dist);
    for (let j = 0; j < k; j++) {
      const d = lm[l.node * k + j] as number;
      if (d < (tMin[j] as number)) tMin[j] = d;
      if (d > (tMax[j] as number)) tMax[j] = d;
    }
  }
  return { lm, k, tMin, tMax, minTd };
}

/**
 * A* from a virtual source (index n) to a virtual target (n + 1) with a great-circle lower bound.
 * Returns the node path (real node ids, virtual ends excluded) or null when unreachable;
 * an empty path means the direct leg.
 */
export function aStar(idx: GraphIndex, st: SearchState, inp: SearchInput): number[] | null {
  const S = idx.n,
    T = idx.n + 1;
  const run = ++st.run;
  let size = 0;
  const push = (node: number, key: number) => {
    if (size === st.heapNode.length) {
      const hn = new Int32Array(size * 2),
        hk = new Float64Array(size * 2);
      hn.set(st.heapNode);
      hk.set(st.heapKey);
      st.heapNode = hn;
      st.heapKey = hk;
    }
    let i = size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((st.heapKey[p] as number) <= key) break;
      st.heapNode[i] = st.heapNode[p] as number;
      st.heapKey[i] = st.heapKey[p] as number;
      i = p;
    }
    st.heapNode[i] = node;
    st.heapKey[i] = key;
  };
  const pop = (): number => {
    const top = st.heapNode[0] as number;
    const ln = st.heapNode[--size] as number,
      lk = st.heapKey[size] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && (st.heapKey[c + 1] as number) < (st.heapKey[c] as number)) c++;
      if ((st.heapKey[c] as number) >= lk) break;
      st.heapNode[i] = st.heapNode[c] as number;
      st.heapKey[i] = st.heapKey[c] as number;
      i = c;
    }
    st.heapNode[i] = ln;
    st.heapKey[i] = lk;
    return top;
  };
  const alt = inp.alt;
  const cosLat = inp.cosLat,
    cosT = cosLatOf(inp.targetLat);
  const bound = (v: number): number => {
    const gc = cosLat
      ? lowerBoundNmCos(
          inp.lat[v] as number,
          inp.lng[v] as number,
          cosLat[v] as number,
          inp.targetLat,
          inp.targetLng,
          cosT,
        )
      : lowerBoundNm(inp.lat[v] as number, inp.lng[v] as number, inp.targetLat, inp.targetLng);
    if (!alt) return gc;
    // |d(L,v) - d(L,t)| <= d(v,t) for every link node t: distance from d(L,v) to the targets' interval.
    let best = 0;
    for (let j = 0, off = v * alt.k; j < alt.k; j++, off++) {
      const d = alt.lm[off] as number,
        lo = alt.tMin[j] as number,
        hi = alt.tMax[j] as number;
      const b = d < lo ? lo - d : d > hi ? d - hi : 0;
      if (b > best) best = b;
    }
    // Different sea areas (Caspian vs ocean): Infinity - Infinity is NaN, so fall back to the sphere.
    const a = best === Infinity ? Infinity : best - 0.01 + alt.minTd;
    return a > gc ? a : gc;
  };
  // A node's bound depends only on the node and the target: computed once per search.
  const h = (v: number): number => {
    if (st.hStamp[v] === run) return st.h[v] as number;
    const b = bound(v);
    st.hStamp[v] = run;
    st.h[v] = b;
    return b;
  };
  const relax = (v: number, from: number, gv: number) => {
    if (st.stamp[v] === run && gv >= (st.g[v] as number)) return;
    st.stamp[v] = run;
    st.g[v] = gv;
    st.parent[v] = from;
    push(v, gv + (v === T ? 0 : h(v)));
  };
  st.stamp[S] = run;
  st.g[S] = 0;
  if (Number.isFinite(inp.direct)) relax(T, S, inp.direct);
  for (const l of inp.source) relax(l.node, S, l.dist);
  while (size > 0) {
    const u = pop();
    if (st.closed[u] === run) continue;
    st.closed[u] = run;
    if (u === T) break;
    const gu = st.g[u] as number;
    const td = inp.target.get(u);
    if (td !== undefined) relax(T, u, gu + td);
    for (let k = idx.adjStart[u] as number, e = idx.adjStart[u + 1] as number; k < e; k++) {
      const v = idx.adjNode[k] as number;
      if (st.closed[v] === run) continue;
      const e = idx.adjEdge[k] as number;
      let c = inp.cost[e] as number;
      if (c !== c) c = inp.resolve ? inp.resolve(e) : (inp.cost[e] = 0);
      if (c === Infinity) continue;
      relax(v, u, gu + c);
    }
  }
  if (st.stamp[T] !== run) return null;
  const path: number[] = [];
  for (let v = st.parent[T] as number; v !== S; v = st.parent[v] as number) path.push(v);
  return path.reverse();
}
