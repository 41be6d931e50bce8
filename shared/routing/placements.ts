import type { GraphIndex } from './graph-index.js';
import { KEY_SPACE } from './leg-memo.js';
import { RoutingError } from './routing-error.js';
import { snapPoint, type Snap } from './snap.js';
import type { NetworkArtifact, RoutePoint } from './types.js';

/** A placed route end: its snap and its memo key (leg-memo.ts), from the node count up. */
export interface Placed extends Snap {
  key: number;
}

const MAX_PLACED = 4096;

/**
 * Placed points, remembered per exact coordinate (a snap depends on nothing else; the oldest dropped past
 * 4,096); refusals are not kept. When the key space runs out, everything restarts and `onReset` clears the
 * memos that hold old keys.
 */
export function createPlacements(net: NetworkArtifact, idx: GraphIndex, onReset: () => void) {
  const placed = new Map<string, Placed>();
  let nextKey = idx.n;
  /** Place one end; a refusal says which end it was (the caller names the right request item). */
  return (p: RoutePoint, end: 'from' | 'to'): Placed => {
    const id = `${p.lat},${p.lng}`;
    const hit = placed.get(id);
    if (hit) return hit;
    let s: Snap;
    try {
      s = snapPoint(net, idx, p);
    } catch (e) {
      if (e instanceof RoutingError) throw new RoutingError(e.code, e.message, end);
      throw e;
    }
    if (nextKey >= KEY_SPACE) {
      placed.clear();
      onReset();
      nextKey = idx.n;
    }
    if (placed.size >= MAX_PLACED) placed.delete(placed.keys().next().value as string);
    const out: Placed = { ...s, key: nextKey++ };
    placed.set(id, out);
    return out;
  };
}
