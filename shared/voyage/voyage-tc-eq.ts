import { liftContext } from './lift-context.js';
import { solveLift } from './solve-lift.js';
import type { VoyageArgs } from './voyage-args.js';
import { voyageBunkers } from './voyage-bunkers.js';
import { termsAfterBunkers } from './voyage-result.js';

/**
 * tcEq of one vessel's voyage from one position, USD/day: the same lift and terms as computeVoyageCore,
 * without hire, profitNet, FrtCost or the core object. The premiums' swapped positions need only this;
 * of the bunkers, only the settlement (no event objects for DEFAULT, voyage-bunkers.ts).
 */
export function voyageTcEq(args: VoyageArgs): number {
  const context = liftContext(args);
  const { order, rows, entry, position, options, vessel } = context;
  const { timeline, cargoTx } = solveLift(context);
  const { bunkers } = voyageBunkers({ order, entry, vessel, timeline });
  return termsAfterBunkers(
    { order, rows, entry, position, options, vessel, timeline, cargoTx, facts: context.facts },
    bunkers,
  ).tcEq;
}
