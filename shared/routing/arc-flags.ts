import { baseCosts, buildCosts } from './edge-costs.js';
import type { GraphIndex } from './graph-index.js';
import type { NetworkArtifact } from './types.js';

/**
 * Arc flags (ADR 0033), built by `network:build` (scripts/network/arc-flags.ts) for the default options' costs:
 * each node's region, and per directed edge a word whose bit R says the edge lies on a shortest path to a node
 * of region R (or inside R). A search whose target links lie in regions M may skip the edges without a bit of
 * M: every edge of a shortest path to the target, and every canonical parent edge of its nodes (the one of the
 * smallest id among equal-cost parents, ADR 0028), is on a shortest path to a link node, so the path's nodes
 * keep their costs and parents and the route is the same.
 */
export interface ArcFlags {
  region: Uint8Array;
  /** Region bits per adjacency slot (the search's order: flags[k] for the edge adjNode[k] is read from). */
  bySlot: Uint32Array;
}

/** The costs the flags were built for: base costs with the default options' bans, no area penalty. */
export function defaultSearchCosts(net: NetworkArtifact): Float64Array {
  return buildCosts(net, baseCosts(net), [], {}, '').cost;
}

/** The artifact's flags (per directed edge: 2e from edgeA, 2e + 1 from edgeB) in adjacency order. */
export function arcFlagsBySlot(net: NetworkArtifact, idx: GraphIndex): ArcFlags | undefined {
  const flags = net.arcFlags,
    region = net.arcRegions;
  if (!flags || !region || flags.length !== idx.edgeSlot.length || region.length !== idx.n) return undefined;
  const bySlot = new Uint32Array(flags.length);
  for (let j = 0; j < flags.length; j++) bySlot[idx.edgeSlot[j] as number] = flags[j] as number;
  return { region, bySlot };
}

/** The regions of a target's link nodes, as a bit mask. */
export function targetMask(f: ArcFlags, links: { node: number }[]): number {
  let m = 0;
  for (const l of links) m |= 1 << (f.region[l.node] as number);
  return m;
}
