import { geodesicNm } from './geodesy.js';
import type { GraphIndex } from './graph-index.js';
import type { LegMemo } from './leg-memo.js';
import type { Placed } from './placements.js';
import { stringPull, type PullPoint } from './string-pull.js';
import { NODE_GENERATED, type NetworkArtifact } from './types.js';

export const lineLength = (l: { lat: number; lng: number }[]): number => {
  let s = 0;
  for (let i = 1; i < l.length; i++) s += geodesicNm(l[i - 1]!.lat, l[i - 1]!.lng, l[i]!.lat, l[i]!.lng);
  return s;
};

function edgeBetween(idx: GraphIndex, a: number, b: number): number {
  for (let k = idx.adjStart[a] as number; k < (idx.adjStart[a + 1] as number); k++)
    if (idx.adjNode[k] === b) return idx.adjEdge[k] as number;
  return -1;
}

/**
 * The route's line from the searched node path (empty: the direct leg): the passages it uses, then the points
 * (the ends, approach turning points, path nodes) pulled straight where the raster allows, from both ends,
 * the shorter kept (A->B and B->A then agree closely).
 */
export function routeLine(
  net: NetworkArtifact,
  idx: GraphIndex,
  path: number[],
  a: Placed,
  b: Placed,
  gates: [[number, number], [number, number]][],
  memo: LegMemo<boolean>,
): { line: PullPoint[]; passages: string[] } {
  const exempt = net.anchorExemptNm;
  const passages: string[] = [];
  const fixedByPassage = new Set<number>();
  for (let i = 0; i + 1 < path.length; i++) {
    const e = edgeBetween(idx, path[i] as number, path[i + 1] as number);
    const p = e >= 0 ? (net.edgePassage[e] as number) : 0;
    if (p === 0) continue;
    fixedByPassage.add(i).add(i + 1);
    const name = net.passages[p - 1]!.name;
    if (passages[passages.length - 1] !== name) passages.push(name);
  }
  const end = (s: Placed): PullPoint => ({
    lat: s.lat,
    lng: s.lng,
    fixed: true,
    offExempt: exempt,
    landExempt: s.landNm,
    key: s.key,
  });
  // Approaches through narrow water (fjords, sounds) keep their turning points; not on the direct leg.
  const approach = (via: { lat: number; lng: number }[] | undefined): PullPoint[] =>
    path.length > 0 && via
      ? via.map((v) => ({ lat: v.lat, lng: v.lng, fixed: true, offExempt: exempt, landExempt: 0 }))
      : [];
  const pts: PullPoint[] = [end(a), ...approach(a.via)];
  for (let i = 0; i < path.length; i++) {
    const v = path[i] as number;
    const gen = net.kind[v] === NODE_GENERATED;
    pts.push({
      lat: net.lat[v] as number,
      lng: net.lng[v] as number,
      fixed: !gen || fixedByPassage.has(i),
      offExempt: gen ? 0 : exempt,
      landExempt: 0,
      key: v,
    });
  }
  pts.push(...approach(b.via).reverse(), end(b));
  const fwd = stringPull(net.raster, pts, gates, memo);
  const bwd = stringPull(net.raster, pts.reverse(), gates, memo).reverse();
  return { line: lineLength(bwd) < lineLength(fwd) - 1e-9 ? bwd : fwd, passages };
}
