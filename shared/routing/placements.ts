import type { GraphIndex } from './graph-index.js';
import { RoutingError } from './routing-error.js';
import { snapPoint, type Snap } from './snap.js';
import type { NetworkArtifact, RoutePoint } from './types.js';

/** A placed route end: its snap and its memo key (leg-memo.ts), from the node count up to `space`. */
export interface Placed extends Snap {
  key: number;
}

const MAX_PLACED = 4096;

/**
 * Placed points, remembered per exact coordinate (a snap depends on nothing else; all forgotten past 4,096,
 * like the leg memos); refusals are not kept. When the keys run out (`space`), everything restarts and
 * `onReset` clears the memos that hold old keys.
 */
export function createPlacements(net: NetworkArtifact, idx: GraphIndex, space: number, onReset: () => void) {
  // By latitude, then longitude: number keys (no string built per lookup).
  const placed = new Map<number, Map<number, Placed>>();
  let count = 0;
  let nextKey = idx.n;
  /** Place one end; a refusal says which end it was (the caller names the right request item). */
  return (p: RoutePoint, end: 'from' | 'to'): Placed => {
    const hit = placed.get(p.lat)?.get(p.lng);
    if (hit) return hit;
    let s: Snap;
    try {
      s = snapPoint(net, idx, p);
    } catch (e) {
      if (e instanceof RoutingError) throw new RoutingError(e.code, e.message, end);
      throw e;
    }
    if (nextKey >= space) {
      onReset();
      nextKey = idx.n;
      placed.clear();
      count = 0;
    }
    if (count >= MAX_PLACED) {
      placed.clear();
      count = 0;
    }
    const out: Placed = { ...s, key: nextKey++ };
    let row = placed.get(p.lat);
    if (!row) placed.set(p.lat, (row = new Map()));
    row.set(p.lng, out);
    count++;
    return out;
  };
}
