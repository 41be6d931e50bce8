/**
 * A*'s canonical tie-break (ADR 0027's decision, ADR 0028): the path it returns is the one plain Dijkstra
 * defines with "each node's parent is the smallest node id u with d(u) + c(u, v) === d(v)", whatever the bound
 * and the expansion order. Random graphs with small integer costs (ties everywhere), an inconsistent but
 * admissible landmark bound (reopening), banned and lazily resolved edges; then node pairs of the shipped network
 * with its own bounds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adjCosts,
  altTarget,
  aStar,
  createSearchState,
  landmarksByNode,
  type Link,
  type SearchInput,
} from '../../shared/routing/a-star.js';
import { baseCosts } from '../../shared/routing/edge-costs.js';
import { buildGraphIndex, type GraphIndex } from '../../shared/routing/graph-index.js';
import { parseNetwork } from '../../shared/routing/index.js';
import { unitVectors } from '../../shared/routing/geodesy.js';
import { canonicalPath, randomGraph, seeded } from './canonical-dijkstra.js';
import { ARTIFACT } from './load-router.js';

const rng = seeded(7);
const { rand, int, reseed } = rng;

/** Distances to `t` (plain Dijkstra, the search's own costs): the base of an admissible landmark bound. */
function distancesTo(idx: GraphIndex, cost: Float64Array, t: number): Float64Array {
  const d = new Float64Array(idx.n).fill(Infinity);
  const done = new Uint8Array(idx.n);
  d[t] = 0;
  for (;;) {
    let u = -1;
    for (let v = 0; v < idx.n; v++) if (!done[v] && d[v]! < Infinity && (u < 0 || d[v]! < d[u]!)) u = v;
    if (u < 0) return d;
    done[u] = 1;
    for (let k = idx.adjStart[u]!; k < idx.adjStart[u + 1]!; k++)
      if (d[u]! + cost[k]! < d[idx.adjNode[k]!]!) d[idx.adjNode[k]!] = d[u]! + cost[k]!;
  }
}

describe('A* canonical tie-break', () => {
  it('returns the canonical Dijkstra path on random graphs full of ties (several links, direct leg, lazy costs)', () => {
    let compared = 0,
      unreachable = 0;
    for (let g = 0; g < 30; g++) {
      const { net, idx, cost } = randomGraph(rng, int(4, 14), int(3, 10));
      const st = createSearchState(idx.n);
      // Some costs resolved lazily (NaN until the search asks), as area penalties are.
      const lazy = Float64Array.from(cost);
      for (let k = 0; k < lazy.length; k++) if (rand() < 0.2) lazy[k] = NaN;
      const resolve = (e: number) => {
        const c = cost[idx.edgeSlot[2 * e]!]!;
        lazy[idx.edgeSlot[2 * e]!] = c;
        lazy[idx.edgeSlot[2 * e + 1]!] = c;
        return c;
      };
      for (let q = 0; q < 20; q++) {
        const links = (): Link[] =>
          Array.from({ length: int(1, 3) }, () => ({ node: int(0, idx.n - 1), dist: int(0, 4) }));
        const inp: SearchInput = {
          lat: net.lat,
          lng: net.lng,
          cost: lazy,
          xyz: unitVectors(net.lat, net.lng),
          source: links(),
          target: links(),
          targetLat: 0,
          targetLng: 0,
          direct: rand() < 0.3 ? int(2, 12) : Infinity,
          resolve,
        };
        const want = canonicalPath(idx, cost, inp);
        expect(aStar(idx, st, inp)).toEqual(want);
        if (want) compared++;
        else unreachable++;
      }
    }
    expect(compared).toBeGreaterThan(400);
    expect(unreachable).toBeGreaterThan(0);
  });

  it('stays exact and canonical with an admissible, inconsistent landmark bound (settled nodes reopened)', () => {
    for (let g = 0; g < 30; g++) {
      const { net, idx, cost } = randomGraph(rng, int(5, 14), int(4, 10));
      const st = createSearchState(idx.n);
      for (let q = 0; q < 10; q++) {
        const t = int(0, idx.n - 1);
        const toT = distancesTo(idx, cost, t);
        // One landmark at t, each node's value a random fraction of its true distance: admissible, not consistent.
        const lm = new Float32Array(idx.n);
        for (let v = 0; v < idx.n; v++) lm[v] = Number.isFinite(toT[v]) ? toT[v]! * (0.3 + 0.7 * rand()) : 1e6;
        lm[t] = 0;
        const target = [{ node: t, dist: 0 }];
        const inp: SearchInput = {
          lat: net.lat,
          lng: net.lng,
          cost,
          xyz: unitVectors(net.lat, net.lng),
          source: [{ node: int(0, idx.n - 1), dist: 0 }],
          target,
          targetLat: 0,
          targetLng: 0,
          direct: Infinity,
          alt: altTarget(lm, 1, target),
        };
        expect(aStar(idx, st, inp)).toEqual(canonicalPath(idx, cost, inp));
      }
    }
  });

  it('stays exact with landmarks away from a target of several links (the bound to a virtual target)', () => {
    // The target joins its link nodes at no cost between them, a shortcut the landmark distances lack: d(L, v)
    // minus L's distance to the target is no bound (it fails here); tVia - d(L, v) and d(L, v) - tBack are.
    let compared = 0;
    for (let g = 0; g < 30; g++) {
      const { net, idx, cost } = randomGraph(rng, int(5, 14), int(4, 10));
      const lengths = adjCosts(idx, Float64Array.from(net.edgeDist));
      const st = createSearchState(idx.n);
      const k = 3;
      const lm = new Float32Array(idx.n * k);
      for (let j = 0; j < k; j++) {
        const fromL = distancesTo(idx, lengths, int(0, idx.n - 1));
        for (let v = 0; v < idx.n; v++) lm[v * k + j] = fromL[v]!;
      }
      for (let q = 0; q < 20; q++) {
        // Distinct link nodes, as a placed end has.
        const target = [...new Set(Array.from({ length: int(2, 4) }, () => int(0, idx.n - 1)))].map((node) => ({
          node,
          dist: int(0, 4),
        }));
        const inp: SearchInput = {
          lat: net.lat,
          lng: net.lng,
          cost,
          xyz: unitVectors(net.lat, net.lng),
          source: Array.from({ length: int(1, 3) }, () => ({ node: int(0, idx.n - 1), dist: int(0, 4) })),
          target,
          targetLat: 0,
          targetLng: 0,
          direct: Infinity,
          alt: altTarget(lm, k, target),
        };
        const want = canonicalPath(idx, cost, inp);
        expect(aStar(idx, st, inp)).toEqual(want);
        if (want) compared++;
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('returns the canonical Dijkstra path between nodes of the shipped network with its own bounds', () => {
    const net = parseNetwork(readFileSync(ARTIFACT));
    const idx = buildGraphIndex(net);
    const cost = adjCosts(idx, baseCosts(net));
    const k = net.landmarkCount ?? 0;
    const lm = landmarksByNode(net.landmarks ?? new Float32Array(0), k, idx.n);
    const xyz = unitVectors(net.lat, net.lng);
    const st = createSearchState(idx.n);
    reseed(11);
    let routed = 0;
    for (let q = 0; q < 6; q++) {
      const a = int(0, idx.n - 1),
        b = int(0, idx.n - 1);
      const target = [{ node: b, dist: 0 }];
      const inp: SearchInput = {
        lat: net.lat,
        lng: net.lng,
        cost,
        xyz,
        source: [{ node: a, dist: 0 }],
        target,
        targetLat: net.lat[b]!,
        targetLng: net.lng[b]!,
        direct: Infinity,
        alt: altTarget(lm, k, target),
      };
      const want = canonicalPath(idx, cost, inp);
      expect(aStar(idx, st, inp)).toEqual(want);
      if (want) routed++;
    }
    expect(routed).toBeGreaterThan(3);
  }, 120_000);
});
