import { liftContext } from './lift-context.js';
import { solveLift } from './solve-lift.js';
import type { VoyageArgs } from './voyage-args.js';
import { voyageEconomics } from './voyage-economics.js';

/**
 * The economics of one vessel's voyage from one position: timing, cargo lifted, bunker settlement and
 * P&L up to tcEq, without the descriptive parts (row table, warnings, explanation). The premiums run
 * only this. The lift depends on the bunkers on board, which depend (slightly) on port time and so on
 * the lift: solveLift iterates to a fixed point, then voyageEconomics prices the voyage at it.
 * Units as those two: t, days, USD.
 */
export function computeVoyageCore(args: VoyageArgs) {
  const context = liftContext(args);
  const { order, rows, entry, position, options, vessel, scrubber, constants, plan, clock } = context;
  const pass = solveLift(context);
  const { timeline, bob, stowFactor, loadab, cargoTx } = pass;
  const economics = voyageEconomics({
    order,
    rows,
    entry,
    position,
    options,
    vessel,
    timeline,
    cargoTx,
    facts: context.facts,
  });
  const carried = pass.lift;
  return {
    clock,
    vessel,
    scrubber,
    constants,
    plan,
    carried,
    cargoTx,
    timeline,
    loadab,
    bob,
    stowFactor,
    // voyageEconomics' fields, one by one (a spread of its twenty was a copy per vessel).
    onHireDays: economics.onHireDays,
    voyageDays: economics.voyageDays,
    events: economics.events,
    overridden: economics.overridden,
    priceSet: economics.priceSet,
    bunkers: economics.bunkers,
    charterer: economics.charterer,
    emissions: economics.emissions,
    revenue: economics.revenue,
    canalDues: economics.canalDues,
    others: economics.others,
    etsInPnl: economics.etsInPnl,
    voyageResult: economics.voyageResult,
    tceDays: economics.tceDays,
    tceNet: economics.tceNet,
    tcEq: economics.tcEq,
    hire: economics.hire,
    gbbInResult: economics.gbbInResult,
    profitNet: economics.profitNet,
    frtCost: economics.frtCost,
  };
}

export type VoyageCore = ReturnType<typeof computeVoyageCore>;
