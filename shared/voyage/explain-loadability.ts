import type { Explanation } from './result-types.js';
import type { VoyageCore } from './voyage-core.js';

// JSON has no Infinity: a limit that does not bind is reported as null.
const finite = (x: number) => (Number.isFinite(x) ? x : null);

/**
 * The terms behind the loadability figure: the governing limit, every limit (t, null where nothing limits),
 * bunkers on board, constants and fresh water (t), the maximum deadweights (t), stowage factor (m3/t) and
 * the hold capacity used (m3).
 */
export function explainLoadability(args: { core: VoyageCore; capacity: number }): Explanation['loadability'] {
  const { loadab, plan, bob, constants, vessel, stowFactor } = args.core;
  const limits = loadab.limits;
  return {
    governing: loadab.governing,
    limits: {
      weightDeparture: finite(limits.weightDeparture),
      weightArrival: finite(limits.weightArrival),
      cubic: finite(limits.cubic),
      order: plan.orderLimit,
    },
    bunkersOnBoardDeparture: bob.departure,
    bunkersOnBoardArrival: bob.arrival ?? 0,
    constants,
    freshWater: vessel.freshWater,
    maxDwtDeparture: loadab.maxDwtDeparture,
    maxDwtArrival: loadab.maxDwtArrival === null ? null : finite(loadab.maxDwtArrival),
    stowFactor,
    capacity: args.capacity,
  };
}
