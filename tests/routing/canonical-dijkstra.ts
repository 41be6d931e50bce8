/**
 * Reference search for the router's A* tests: plain Dijkstra over the virtual graph then the canonical parents
 * (ADR 0028), and random graphs full of ties.
 */
import { adjCosts, type SearchInput } from '../../shared/routing/a-star.js';
import { buildGraphIndex, type GraphIndex } from '../../shared/routing/graph-index.js';
import type { NetworkArtifact } from '../../shared/routing/types.js';

/** A plain binary heap of (node, key) for the reference Dijkstra (lazy deletion). */
class MinHeap {
  private keys: number[] = [];
  private nodes: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  push(node: number, key: number): void {
    let i = this.keys.length;
    this.keys.push(key);
    this.nodes.push(node);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p]! <= key) break;
      this.keys[i] = this.keys[p]!;
      this.nodes[i] = this.nodes[p]!;
      i = p;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
  }
  pop(): number {
    const top = this.nodes[0]!;
    const key = this.keys.pop()!,
      node = this.nodes.pop()!;
    const n = this.keys.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.keys[c + 1]! < this.keys[c]!) c++;
      if (this.keys[c]! >= key) break;
      this.keys[i] = this.keys[c]!;
      this.nodes[i] = this.nodes[c]!;
      i = c;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
    return top;
  }
}

/** Plain Dijkstra over the virtual graph (source n, target n + 1), then the canonical parents; null: unreachable. */
export function canonicalPath(idx: GraphIndex, cost: Float64Array, inp: SearchInput): number[] | null {
  const n = idx.n,
    S = n,
    T = n + 1;
  const d = new Float64Array(n + 2).fill(Infinity);
  const done = new Uint8Array(n + 2);
  const tDist = new Map<number, number>();
  for (const l of inp.target) tDist.set(l.node, Math.min(tDist.get(l.node) ?? Infinity, l.dist));
  d[S] = 0;
  const heap = new MinHeap();
  heap.push(S, 0);
  while (heap.size) {
    const u = heap.pop();
    if (done[u]) continue;
    done[u] = 1;
    const out: [number, number][] = [];
    if (u === S) {
      if (Number.isFinite(inp.direct)) out.push([T, inp.direct]);
      for (const l of inp.source) out.push([l.node, l.dist]);
    } else if (u !== T) {
      for (let k = idx.adjStart[u]!; k < idx.adjStart[u + 1]!; k++) out.push([idx.adjNode[k]!, cost[k]!]);
      for (const l of inp.target) if (l.node === u) out.push([T, l.dist]);
    }
    for (const [v, c] of out)
      if (c !== Infinity && d[u]! + c < d[v]!) {
        d[v] = d[u]! + c;
        heap.push(v, d[v]!);
      }
  }
  if (d[T] === Infinity) return null;
  // Each node's parent: the smallest id among the nodes it is reached from at its cost.
  const parentOf = (v: number): number => {
    let best = Infinity;
    if (v === T) {
      if (d[S]! + inp.direct === d[T]) best = S;
      for (const l of inp.target) if (l.node < best && d[l.node]! + l.dist === d[T]) best = l.node;
    } else {
      for (const l of inp.source) if (l.node === v && d[S]! + l.dist === d[v]) best = S;
      for (let k = idx.adjStart[v]!; k < idx.adjStart[v + 1]!; k++) {
        const u = idx.adjNode[k]!;
        // Undirected: the slot of u -> v holds the same cost as v -> u.
        if (u < best && d[u]! + cost[k]! === d[v]) best = u;
      }
    }
    return best;
  };
  const path: number[] = [];
  for (let v = parentOf(T); v !== S; v = parentOf(v)) path.push(v);
  return path.reverse();
}

/** A seeded generator: rand() in [0, 1), int(lo, hi) inclusive; `reseed` restarts it. */
export function seeded(seed: number) {
  let s = seed;
  const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return {
    rand,
    int: (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1)),
    reseed: (x: number) => {
      s = x;
    },
  };
}

/** A random undirected graph: a w x h grid with some diagonals and parallel edges, costs 1..3 (ties galore). */
export function randomGraph(
  { rand, int }: ReturnType<typeof seeded>,
  w: number,
  h: number,
): { net: NetworkArtifact; idx: GraphIndex; cost: Float64Array } {
  const edgeA: number[] = [],
    edgeB: number[] = [],
    dist: number[] = [];
  const add = (a: number, b: number) => {
    edgeA.push(a);
    edgeB.push(b);
    dist.push(int(1, 3));
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const v = y * w + x;
      if (x + 1 < w) add(v, v + 1);
      if (y + 1 < h) add(v, v + w);
      if (x + 1 < w && y + 1 < h && rand() < 0.3) add(v, v + w + 1);
      if (x + 1 < w && rand() < 0.1) add(v, v + 1);
    }
  const n = w * h;
  const net = {
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    edgeA: Int32Array.from(edgeA),
    edgeB: Int32Array.from(edgeB),
    edgeDist: Float64Array.from(dist),
  } as unknown as NetworkArtifact;
  const idx = buildGraphIndex(net);
  const byEdge = Float64Array.from(dist);
  for (let e = 0; e < byEdge.length; e++) if (rand() < 0.05) byEdge[e] = Infinity;
  return { net, idx, cost: adjCosts(idx, byEdge) };
}
