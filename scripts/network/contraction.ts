/**
 * Contraction hierarchy of the sea network for one cost array (the router's default options). Not part of
 * `npm run network:build` yet: on this graph it measured slower than A* (ADR 0025, a dense core). Nodes are contracted one by one, least
 * important first (edge difference plus contracted neighbours, updated lazily); contracting v adds a
 * shortcut u-w for two neighbours when no path from u to w that avoids v costs at most c(u,v) + c(v,w)
 * (a bounded Dijkstra, the witness search). A witness search that stops early only adds shortcuts, so the
 * hierarchy's distances are exact whatever the limits. Deterministic: ties break on the node id.
 */
import type { ContractionInput } from '../../shared/routing/contraction.js';

/** Settled nodes per witness search before giving up (adds a shortcut: safe): estimating, contracting. */
const SETTLE_ESTIMATE = 20;
const SETTLE_CONTRACT = 150;

/** A growable typed min-heap of (node, key) for the build's searches. */
class Heap {
  node = new Int32Array(256);
  key = new Float64Array(256);
  size = 0;
  push(v: number, k: number): void {
    if (this.size === this.node.length) {
      const n2 = new Int32Array(this.size * 2),
        k2 = new Float64Array(this.size * 2);
      n2.set(this.node);
      k2.set(this.key);
      this.node = n2;
      this.key = k2;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = this.key[p] as number;
      if (pk < k || (pk === k && (this.node[p] as number) <= v)) break;
      this.node[i] = this.node[p] as number;
      this.key[i] = pk;
      i = p;
    }
    this.node[i] = v;
    this.key[i] = k;
  }
  /** Removes the top; read topNode/topKey first. */
  pop(): void {
    const ln = this.node[--this.size] as number,
      lk = this.key[this.size] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      const ck = this.key[c] as number,
        dk = this.key[c + 1] as number;
      if (c + 1 < this.size && (dk < ck || (dk === ck && (this.node[c + 1] as number) < (this.node[c] as number)))) c++;
      const bk = this.key[c] as number;
      if (bk > lk || (bk === lk && (this.node[c] as number) >= ln)) break;
      this.node[i] = this.node[c] as number;
      this.key[i] = bk;
      i = c;
    }
    this.node[i] = ln;
    this.key[i] = lk;
  }
}

/** The hierarchy as stored: the contraction order and the shortcuts (ends and the two edges each replaces). */
export interface BuiltContraction {
  rank: Int32Array;
  /** Per shortcut s (edge id m + s): ends a, b and child edges c1 (a-mid), c2 (mid-b). */
  scA: Int32Array;
  scB: Int32Array;
  scC1: Int32Array;
  scC2: Int32Array;
}

export function buildContraction(g: ContractionInput, log?: (msg: string) => void): BuiltContraction {
  const { n, edgeA, edgeB, cost } = g;
  const m = edgeA.length;
  const ea: number[] = [],
    eb: number[] = [],
    ec: number[] = [],
    c1: number[] = [],
    c2: number[] = [];
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < m; e++) {
    ea.push(edgeA[e] as number);
    eb.push(edgeB[e] as number);
    ec.push(cost[e] as number);
    c1.push(-1);
    c2.push(-1);
    const c = cost[e] as number;
    if (!(c < Infinity) || edgeA[e] === edgeB[e]) continue;
    adj[edgeA[e] as number]!.push(e);
    adj[edgeB[e] as number]!.push(e);
  }
  const contracted = new Uint8Array(n);
  const deleted = new Int32Array(n);
  // Cheapest edge from v to each live neighbour (scratch, stamped per call).
  const nbCost = new Float64Array(n),
    nbEdge = new Int32Array(n),
    nbStamp = new Int32Array(n);
  let nbRun = 0;
  const neighbours = (v: number): number[] => {
    const run = ++nbRun;
    const out: number[] = [];
    const list = adj[v]!;
    let keep = 0;
    for (const e of list) {
      const w = (ea[e] as number) === v ? (eb[e] as number) : (ea[e] as number);
      if (contracted[w]) continue;
      list[keep++] = e;
      const c = ec[e] as number;
      if (nbStamp[w] !== run) {
        nbStamp[w] = run;
        nbCost[w] = c;
        nbEdge[w] = e;
        out.push(w);
      } else if (c < (nbCost[w] as number) || (c === nbCost[w] && e < (nbEdge[w] as number))) {
        nbCost[w] = c;
        nbEdge[w] = e;
      }
    }
    list.length = keep;
    return out.sort((x, y) => x - y);
  };
  // Witness search state.
  const dist = new Float64Array(n),
    stamp = new Int32Array(n);
  let wRun = 0;
  const heap = new Heap();
  /** Distances from u avoiding `skip`, up to `bound`; leaves them in dist/stamp (run wRun). */
  const witness = (u: number, skip: number, bound: number, targets: number, limit: number): void => {
    const run = ++wRun;
    heap.size = 0;
    dist[u] = 0;
    stamp[u] = run;
    heap.push(u, 0);
    let settled = 0,
      found = 0;
    while (heap.size > 0) {
      const x = heap.node[0] as number,
        k = heap.key[0] as number;
      heap.pop();
      if (k > (dist[x] as number)) continue;
      if (k > bound || ++settled > limit) break;
      if (nbStamp[x] === nbRun && x !== u && ++found >= targets) break;
      for (const e of adj[x]!) {
        const y = (ea[e] as number) === x ? (eb[e] as number) : (ea[e] as number);
        if (y === skip || contracted[y]) continue;
        const d = k + (ec[e] as number);
        if (stamp[y] !== run || d < (dist[y] as number)) {
          stamp[y] = run;
          dist[y] = d;
          heap.push(y, d);
        }
      }
    }
  };
  /** The shortcuts contracting v needs: [u, w, cost, edge u-v, edge v-w]. */
  const shortcutsOf = (v: number, limit: number): [number, number, number, number, number][] => {
    const nb = neighbours(v);
    const out: [number, number, number, number, number][] = [];
    const cv = nb.map((w) => nbCost[w] as number),
      ev = nb.map((w) => nbEdge[w] as number);
    for (let i = 0; i + 1 < nb.length; i++) {
      let maxRest = 0;
      for (let j = i + 1; j < nb.length; j++) maxRest = Math.max(maxRest, cv[j] as number);
      const u = nb[i] as number;
      // Mark the targets (nbStamp stays this call's run: neighbours() is not called again here).
      witness(u, v, (cv[i] as number) + maxRest, nb.length - 1, limit);
      for (let j = i + 1; j < nb.length; j++) {
        const w = nb[j] as number;
        const via = (cv[i] as number) + (cv[j] as number);
        if (stamp[w] === wRun && (dist[w] as number) <= via) continue;
        out.push([u, w, via, ev[i] as number, ev[j] as number]);
      }
    }
    return out;
  };
  const priority = (v: number): number => {
    const deg = neighbours(v).length;
    return shortcutsOf(v, SETTLE_ESTIMATE).length - deg + deleted[v]!;
  };
  const queue = new Heap();
  for (let v = 0; v < n; v++) queue.push(v, priority(v));
  const rank = new Int32Array(n);
  let next = 0;
  while (queue.size > 0) {
    const v = queue.node[0] as number;
    queue.pop();
    // Lazy update: recompute; if no longer the least important, put it back.
    const p = priority(v);
    if (queue.size > 0 && p > (queue.key[0] as number)) {
      queue.push(v, p);
      continue;
    }
    if (log && next % 1000 === 0) log(`${next} contracted, ${ea.length - m} shortcuts`);
    for (const [u, w, c, e1, e2] of shortcutsOf(v, SETTLE_CONTRACT)) {
      const id = ea.length;
      ea.push(u);
      eb.push(w);
      ec.push(c);
      c1.push(e1);
      c2.push(e2);
      adj[u]!.push(id);
      adj[w]!.push(id);
    }
    for (const w of neighbours(v)) deleted[w]!++;
    contracted[v] = 1;
    rank[v] = next++;
  }
  const s = ea.length - m;
  const scA = new Int32Array(s),
    scB = new Int32Array(s),
    scC1 = new Int32Array(s),
    scC2 = new Int32Array(s);
  for (let i = 0; i < s; i++) {
    scA[i] = ea[m + i] as number;
    scB[i] = eb[m + i] as number;
    scC1[i] = c1[m + i] as number;
    scC2[i] = c2[m + i] as number;
  }
  return { rank, scA, scB, scC1, scC2 };
}
