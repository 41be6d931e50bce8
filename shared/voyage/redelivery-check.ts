import type { RedeliveryCheck } from './collect-warnings.js';
import type { BunkerSettlement } from './settle-bunkers.js';
import type { FleetEntryInput } from './types.js';

/**
 * The entry's expected bunkers on redelivery (t per grade, tolerance %) against the computed BOR, t, when it
 * sets any; undefined when it does not, so no check is made.
 */
export function redeliveryCheck(args: {
  entry: Pick<FleetEntryInput, 'bnkRedel' | 'bnkRedelTolerance'>;
  byGrade: BunkerSettlement['byGrade'];
}): RedeliveryCheck | undefined {
  const { entry, byGrade } = args;
  if (!entry.bnkRedel) return undefined;
  // No grade expected above 0: nothing to check, so no check (redeliveryOutside would find nothing).
  const { hs, ls, mgo } = entry.bnkRedel;
  if (!(hs > 0) && !(ls > 0) && !(mgo > 0)) return undefined;
  const bor = { hs: byGrade.hs.bor, ls: byGrade.ls.bor, mgo: byGrade.mgo.bor };
  return { bor, expected: entry.bnkRedel, tolerancePct: entry.bnkRedelTolerance ?? 0 };
}
