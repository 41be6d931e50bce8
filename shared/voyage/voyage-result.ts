import { DAY_MS, safeDiv } from './grades.js';
import type { LiftContext } from './lift-pass.js';
import type { BunkerSettlement } from './settle-bunkers.js';
import type { Timeline } from './timeline-types.js';
import { voyageBunkers } from './voyage-bunkers.js';
import { voyageCanalDues } from './voyage-canal-dues.js';
import { voyageEmissions } from './voyage-emissions.js';
import { freightRevenue, otherExpenses } from './voyage-pnl.js';

/**
 * The P&L of a walked voyage at its lift up to tcEq (voyage-model sections 10-11, README steps 8-9):
 * VoyageResult = net freight + miscRevenue - FuelExpenses + FuelSettleProfit - Others [- ETS when
 * etsInPnl]; TCE = VoyageResult / days (D10), tcEq = TCE / (1 - tcAdcom/100). What the premiums'
 * swapped positions need; voyageEconomics adds hire, profitNet and FrtCost. Days; money USD; TCE
 * USD/day. Emissions are computed here only when they enter the P&L (null otherwise).
 */
type TermsArgs = Pick<LiftContext, 'order' | 'rows' | 'entry' | 'position' | 'options' | 'vessel'> & {
  /** The itinerary's ports of call, when the caller has them (the emissions read them). */
  facts?: LiftContext['facts'];
  timeline: Timeline;
  /** Cargo per row at the lift, t. */
  cargoTx: readonly number[];
};

export function voyageResultTerms(args: TermsArgs) {
  const { order, entry, vessel, timeline } = args;
  const { events, overridden, priceSet, bunkers, charterer } = voyageBunkers({ order, entry, vessel, timeline });
  const t = termsAfterBunkers(args, bunkers);
  return {
    onHireDays: t.onHireDays,
    voyageDays: t.voyageDays,
    events,
    overridden,
    priceSet,
    bunkers,
    charterer,
    emissions: t.emissions,
    revenue: t.revenue,
    canalDues: t.canalDues,
    others: t.others,
    etsInPnl: t.etsInPnl,
    voyageResult: t.voyageResult,
    tceDays: t.tceDays,
    tceNet: t.tceNet,
    tcEq: t.tcEq,
  };
}

/** The terms after the bunker settlement: days, emissions in the P&L, revenue, Others, VoyageResult, TCE, tcEq. */
export function termsAfterBunkers(args: TermsArgs, bunkers: BunkerSettlement) {
  const { order, rows, entry, position, options, vessel, timeline, cargoTx } = args;
  const onHireDays = (timeline.onHireEnd - timeline.onHireStart) / DAY_MS;
  const voyageDays = (timeline.end - timeline.start) / DAY_MS;
  const emissions = order.etsInPnl
    ? voyageEmissions({ timeline, vessel, position, order, options, calls: args.facts })
    : null;
  const revenue = freightRevenue({ order, rows, cargoTx });
  // The canal dues of this voyage's transits at the vessel's class (issue #21 item 3), in Others.
  const canalDues = voyageCanalDues({ order, rows, entry, position });
  const others = otherExpenses({ order, rows, entry, onHireDays, options, canalDues: canalDues?.total ?? 0 });
  const etsInPnl = emissions ? emissions.etsCostUsd : 0;
  const voyageResult =
    revenue.netFrtRevenue + order.miscRevenue - bunkers.fuelExpenses + bunkers.fuelSettleProfit - others - etsInPnl;
  const tceDays = options.tceDays === 'on-hire' ? onHireDays : voyageDays;
  const tceNet = safeDiv(voyageResult, tceDays);
  const tcEq = tceNet / (1 - order.tcAdcom / 100);
  return {
    onHireDays,
    voyageDays,
    emissions,
    revenue,
    canalDues,
    others,
    etsInPnl,
    voyageResult,
    tceDays,
    tceNet,
    tcEq,
  };
}
