import { DAY_MS, safeDiv } from './grades.js';
import type { Timeline } from './timeline-types.js';
import type { LiftContext } from './lift-pass.js';
import { voyageBunkers } from './voyage-bunkers.js';
import { voyageEmissions } from './voyage-emissions.js';
import { freightRevenue, hireOutcome, otherExpenses } from './voyage-pnl.js';
import { voyageCanalDues } from './voyage-canal-dues.js';

/**
 * The P&L of a walked voyage at its lift (voyage-model sections 10-11, README steps 8-10):
 * VoyageResult = net freight + miscRevenue - FuelExpenses + FuelSettleProfit - Others [- ETS when
 * etsInPnl]; TCE = VoyageResult / days (D10), tcEq = TCE / (1 - tcAdcom/100); profitNet = VoyageResult -
 * HireExp [- GBB net]; FrtCost = (HireExp [+ GBB] + FuelExpenses - FuelSettleProfit + Others [+ ETS] -
 * miscRevenue) / net cargo tonnes. Days; money USD; TCE USD/day; FrtCost USD/t. Emissions are computed
 * here only when they enter the P&L (null otherwise).
 */
export function voyageEconomics(
  args: Pick<LiftContext, 'order' | 'rows' | 'entry' | 'position' | 'options' | 'vessel'> & {
    timeline: Timeline;
    /** Cargo per row at the lift, t. */
    cargoTx: readonly number[];
  },
) {
  const { order, rows, entry, position, options, vessel, timeline, cargoTx } = args;
  const onHireDays = (timeline.onHireEnd - timeline.onHireStart) / DAY_MS;
  const voyageDays = (timeline.end - timeline.start) / DAY_MS;
  const { events, overridden, priceSet, bunkers, charterer } = voyageBunkers({ order, entry, vessel, timeline });
  const emissions = order.etsInPnl ? voyageEmissions({ timeline, vessel, position, order, options }) : null;
  const revenue = freightRevenue({ order, rows, cargoTx });
  // The canal dues of this voyage's transits at the vessel's class (issue #21 item 3), in Others.
  const canalDues = voyageCanalDues({ order, rows, entry, position });
  const others = otherExpenses({ order, rows, entry, onHireDays, options, canalDues: canalDues?.total ?? 0 });
  const hire = hireOutcome({ entry, order, onHireDays, options });
  const etsInPnl = emissions ? emissions.etsCostUsd : 0;
  const voyageResult =
    revenue.netFrtRevenue + order.miscRevenue - bunkers.fuelExpenses + bunkers.fuelSettleProfit - others - etsInPnl;
  const tceDays = options.tceDays === 'on-hire' ? onHireDays : voyageDays;
  const tceNet = safeDiv(voyageResult, tceDays);
  const tcEq = tceNet / (1 - order.tcAdcom / 100);
  const gbbInResult = hire.gbbBasis ? hire.gbbNet : 0;
  const profitNet = voyageResult - hire.hireExp - gbbInResult;
  const frtCost = safeDiv(
    hire.hireExp +
      gbbInResult +
      bunkers.fuelExpenses -
      bunkers.fuelSettleProfit +
      others +
      etsInPnl -
      order.miscRevenue,
    revenue.netTonnes,
  );
  return {
    onHireDays,
    voyageDays,
    events,
    overridden,
    priceSet,
    bunkers,
    charterer,
    emissions,
    revenue,
    canalDues,
    others,
    hire,
    etsInPnl,
    voyageResult,
    tceDays,
    tceNet,
    tcEq,
    gbbInResult,
    profitNet,
    frtCost,
  };
}
