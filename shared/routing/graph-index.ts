import type { NetworkArtifact } from './types.js';

/** Adjacency (CSR) and a 1-degree grid of nodes, built once per network. */
export interface GraphIndex {
  n: number;
  adjStart: Int32Array;
  adjNode: Int32Array;
  adjEdge: Int32Array;
  /** Edge e's two adjacency positions: edgeSlot[2e] (from edgeA), edgeSlot[2e + 1] (from edgeB). */
  edgeSlot: Int32Array;
  grid: Map<number, number[]>;
}

export const gridKey = (lat: number, lng: number): number => Math.floor(lat + 90) * 400 + Math.floor(lng + 180);

export function buildGraphIndex(net: NetworkArtifact): GraphIndex {
  const n = net.lat.length,
    m = net.edgeA.length;
  const deg = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    deg[net.edgeA[e] as number]!++;
    deg[net.edgeB[e] as number]!++;
  }
  const adjStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) adjStart[i + 1] = (adjStart[i] as number) + (deg[i] as number);
  const fill = adjStart.slice(0, n);
  const adjNode = new Int32Array(2 * m),
    adjEdge = new Int32Array(2 * m),
    edgeSlot = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    const a = net.edgeA[e] as number,
      b = net.edgeB[e] as number;
    const pa = fill[a]!++,
      pb = fill[b]!++;
    adjNode[pa] = b;
    adjEdge[pa] = e;
    adjNode[pb] = a;
    adjEdge[pb] = e;
    edgeSlot[2 * e] = pa;
    edgeSlot[2 * e + 1] = pb;
  }
  const grid = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const k = gridKey(net.lat[i] as number, net.lng[i] as number);
    const cell = grid.get(k);
    if (cell) cell.push(i);
    else grid.set(k, [i]);
  }
  return { n, adjStart, adjNode, adjEdge, edgeSlot, grid };
}

/** Node ids within `radiusNm` of a point (grid cells scanned; caller measures exact distances). */
export function nodesNear(idx: GraphIndex, lat: number, lng: number, radiusNm: number): number[] {
  const dLat = radiusNm / 60;
  const c = Math.cos((Math.min(89, Math.abs(lat) + dLat) * Math.PI) / 180);
  const dLng = Math.min(180, dLat / Math.max(0.02, c));
  const out: number[] = [];
  for (let y = Math.floor(lat - dLat); y <= Math.floor(lat + dLat); y++) {
    for (let x = Math.floor(lng - dLng); x <= Math.floor(lng + dLng); x++) {
      const xx = ((((x + 180) % 360) + 360) % 360) - 180;
      const cell = idx.grid.get(gridKey(y, xx));
      if (cell) for (const i of cell) out.push(i);
    }
  }
  return out;
}
