/**
 * ALT landmarks for the router's A* lower bound: graph distances (edge lengths, nm) from a few landmarks
 * to every node, chosen by farthest-point selection in the main sea area. Deterministic.
 * Search costs are never below edge lengths, so |d(L, v) - d(L, t)| stays a lower bound for any options.
 */
export interface LandmarkInput {
  n: number;
  edgeA: ArrayLike<number>;
  edgeB: ArrayLike<number>;
  edgeDist: ArrayLike<number>;
}

function dijkstra(n: number, adjStart: Int32Array, adjNode: Int32Array, adjW: Float64Array, src: number): Float64Array {
  const d = new Float64Array(n).fill(Infinity);
  const heapN: number[] = [],
    heapK: number[] = [];
  const push = (v: number, k: number) => {
    let i = heapN.length;
    heapN.push(v);
    heapK.push(k);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((heapK[p] as number) <= k) break;
      heapN[i] = heapN[p] as number;
      heapK[i] = heapK[p] as number;
      i = p;
    }
    heapN[i] = v;
    heapK[i] = k;
  };
  const pop = (): [number, number] => {
    const top: [number, number] = [heapN[0] as number, heapK[0] as number];
    const ln = heapN.pop() as number,
      lk = heapK.pop() as number;
    const size = heapN.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && (heapK[c + 1] as number) < (heapK[c] as number)) c++;
        if ((heapK[c] as number) >= lk) break;
        heapN[i] = heapN[c] as number;
        heapK[i] = heapK[c] as number;
        i = c;
      }
      heapN[i] = ln;
      heapK[i] = lk;
    }
    return top;
  };
  d[src] = 0;
  push(src, 0);
  while (heapN.length) {
    const [u, k] = pop();
    if (k > (d[u] as number)) continue;
    for (let e = adjStart[u] as number; e < (adjStart[u + 1] as number); e++) {
      const v = adjNode[e] as number,
        nd = k + (adjW[e] as number);
      if (nd < (d[v] as number)) {
        d[v] = nd;
        push(v, nd);
      }
    }
  }
  return d;
}

/** Distances from `count` landmarks, row-major [landmark][node], as float32 rounded down. */
export function computeLandmarks(g: LandmarkInput, count: number, seedNode: number): Float32Array {
  const { n } = g,
    m = g.edgeA.length;
  const deg = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    deg[g.edgeA[e] as number]!++;
    deg[g.edgeB[e] as number]!++;
  }
  const adjStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) adjStart[i + 1] = (adjStart[i] as number) + (deg[i] as number);
  const fill = adjStart.slice(0, n);
  const adjNode = new Int32Array(2 * m),
    adjW = new Float64Array(2 * m);
  for (let e = 0; e < m; e++) {
    const a = g.edgeA[e] as number,
      b = g.edgeB[e] as number,
      w = Math.fround(g.edgeDist[e] as number);
    const pa = fill[a]!++,
      pb = fill[b]!++;
    adjNode[pa] = b;
    adjW[pa] = w;
    adjNode[pb] = a;
    adjW[pb] = w;
  }
  const out = new Float32Array(count * n);
  const minD = new Float64Array(n).fill(Infinity);
  // The first pass from the seed only finds the farthest node; landmarks start there.
  const first = dijkstra(n, adjStart, adjNode, adjW, seedNode);
  let far = -1;
  for (let v = 0; v < n; v++)
    if (Number.isFinite(first[v]) && (far < 0 || (first[v] as number) > (first[far] as number))) far = v;
  let next = far;
  for (let k = 0; k < count; k++) {
    const d = dijkstra(n, adjStart, adjNode, adjW, next);
    for (let v = 0; v < n; v++) {
      const x = d[v] as number;
      // Round down so the stored value never exceeds the true distance.
      let f = Math.fround(x);
      if (f > x) f = Math.fround(x * (1 - 1e-7));
      out[k * n + v] = Number.isFinite(x) ? f : Infinity;
      if (x < (minD[v] as number)) minD[v] = x;
    }
    let best = -1;
    for (let v = 0; v < n; v++)
      if (Number.isFinite(minD[v]) && (best < 0 || (minD[v] as number) > (minD[best] as number))) best = v;
    next = best;
  }
  return out;
}
