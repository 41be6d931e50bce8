/**
 * Arc flags (ADR 0033): a search that skips the edges without a bit of its target's regions returns the same
 * canonical path as plain Dijkstra on random graphs full of ties (any partition into regions), and the shipped
 * network's flags hold every bit a fresh computation sets for a sample of its roots, so its routes are those of
 * the router without flags.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aStar, createSearchState, type Link, type SearchInput } from '../../shared/routing/a-star.js';
import { arcFlagsBySlot, defaultSearchCosts, targetMask } from '../../shared/routing/arc-flags.js';
import { buildGraphIndex, type GraphIndex } from '../../shared/routing/graph-index.js';
import { unitVectors } from '../../shared/routing/geodesy.js';
import { createRouter, parseNetwork } from '../../shared/routing/index.js';
import { ARC_REGIONS, addRootFlags, arcRegions, flagGraph, type FlagGraph } from '../../scripts/network/arc-flags.js';
import { canonicalPath, randomGraph, seeded } from './canonical-dijkstra.js';
import { ARTIFACT, loadAreas, loadReferencePairs } from './load-router.js';

const rng = seeded(23);
const { rand, int } = rng;

/** Flags in adjacency order from per-directed-edge words. */
function bySlot(idx: GraphIndex, flags: Uint32Array): Uint32Array {
  const out = new Uint32Array(flags.length);
  for (let j = 0; j < flags.length; j++) out[idx.edgeSlot[j]!] = flags[j]!;
  return out;
}

function allFlags(g: FlagGraph): Uint32Array {
  const flags = g.inside.slice();
  for (const b of g.roots) addRootFlags(g, b, flags);
  return flags;
}

describe('arc flags', () => {
  it('keep the canonical Dijkstra path on random graphs full of ties, with random regions', () => {
    let compared = 0,
      differsInsideOnly = 0;
    for (let gi = 0; gi < 30; gi++) {
      const { net, idx, cost } = randomGraph(rng, int(5, 14), int(4, 10));
      const byEdge = new Float64Array(idx.edgeSlot.length / 2);
      for (let e = 0; e < byEdge.length; e++) byEdge[e] = cost[idx.edgeSlot[2 * e]!]!;
      const region = Uint8Array.from({ length: idx.n }, () => int(0, 5));
      const g = flagGraph(idx, byEdge, region);
      const flags = bySlot(idx, allFlags(g));
      const insideOnly = bySlot(idx, g.inside);
      const st = createSearchState(idx.n);
      const f = { region, bySlot: flags };
      for (let q = 0; q < 20; q++) {
        const links = (): Link[] =>
          Array.from({ length: int(1, 3) }, () => ({ node: int(0, idx.n - 1), dist: int(0, 4) }));
        // Distinct target link nodes, as a placed end has.
        const target = [...new Map(links().map((l) => [l.node, l])).values()];
        const inp: SearchInput = {
          lat: net.lat,
          lng: net.lng,
          cost,
          xyz: unitVectors(net.lat, net.lng),
          source: links(),
          target,
          targetLat: 0,
          targetLng: 0,
          direct: rand() < 0.3 ? int(2, 12) : Infinity,
        };
        const want = canonicalPath(idx, cost, inp);
        const mask = targetMask(f, target);
        expect(aStar(idx, st, { ...inp, flags, mask })).toEqual(want);
        // Control: the bits of the regions' own edges alone are not enough (the test can fail).
        if (JSON.stringify(aStar(idx, st, { ...inp, flags: insideOnly, mask })) !== JSON.stringify(want))
          differsInsideOnly++;
        if (want) compared++;
      }
    }
    expect(compared).toBeGreaterThan(400);
    expect(differsInsideOnly).toBeGreaterThan(50);
  });

  it('of the shipped network: its regions, and every bit that a sample of its roots sets', () => {
    const net = parseNetwork(readFileSync(ARTIFACT));
    expect(net.arcFlags, 'the artifact has arc flags (npm run network:build)').toBeDefined();
    expect([...net.arcRegions!]).toEqual([...arcRegions(net, ARC_REGIONS)]);
    const g = flagGraph(buildGraphIndex(net), defaultSearchCosts(net), net.arcRegions!);
    const have = net.arcFlags!;
    const missing = (want: Uint32Array) => want.reduce((s, w, j) => s + (w & ~have[j]! ? 1 : 0), 0);
    expect(missing(g.inside)).toBe(0);
    rng.reseed(5);
    for (let i = 0; i < 20; i++) {
      const want = new Uint32Array(have.length);
      addRootFlags(g, g.roots[int(0, g.roots.length - 1)]!, want);
      expect(want.some((w) => w !== 0)).toBe(true);
      expect(missing(want)).toBe(0);
    }
  }, 120_000);

  it("leave the shipped router's routes unchanged (with and without the flags, default options and a date)", () => {
    const bytes = readFileSync(ARTIFACT);
    const withFlags = parseNetwork(bytes);
    const { arcFlags: _f, arcRegions: _r, ...without } = parseNetwork(bytes);
    expect(arcFlagsBySlot(withFlags, buildGraphIndex(withFlags))).toBeDefined();
    const areas = loadAreas();
    const a = createRouter({ network: withFlags, areas, today: '2025-06-01' });
    const b = createRouter({ network: without, areas, today: '2025-06-01' });
    const ports = loadReferencePairs().flatMap((p) => [p.from, p.to]);
    // Graph nodes as route ends too (all over the network), a little off the node.
    rng.reseed(9);
    const nodes = Array.from({ length: 60 }, () => {
      const v = int(0, withFlags.lat.length - 1);
      return { lat: withFlags.lat[v]! + 0.01, lng: withFlags.lng[v]!, name: `node ${v}` };
    });
    const pool = [...ports, ...nodes];
    const answer = (r: typeof a, p: (typeof pool)[number], q: (typeof pool)[number], date?: string) => {
      try {
        return JSON.stringify(r.route(p, q, date ? { date } : {}));
      } catch (e) {
        return (e as Error).message;
      }
    };
    let routed = 0;
    for (let i = 0; i < 120; i++) {
      const p = pool[int(0, pool.length - 1)]!,
        q = pool[int(0, pool.length - 1)]!;
      const date = i % 4 === 0 ? '2020-06-01' : undefined;
      const got = answer(a, p, q, date);
      expect(got).toBe(answer(b, p, q, date));
      if (got.startsWith('{')) routed++;
    }
    expect(routed).toBeGreaterThan(90);
  }, 120_000);
});
