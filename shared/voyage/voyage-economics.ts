import { safeDiv } from './grades.js';
import { hireOutcome } from './voyage-pnl.js';
import { voyageResultTerms } from './voyage-result.js';

/**
 * The P&L of a walked voyage at its lift (voyage-model sections 10-11, README steps 8-10): the terms up
 * to tcEq (voyageResultTerms), then profitNet = VoyageResult - HireExp [- GBB net]; FrtCost = (HireExp
 * [+ GBB] + FuelExpenses - FuelSettleProfit + Others [+ ETS] - miscRevenue) / net cargo tonnes. Days;
 * money USD; TCE USD/day; FrtCost USD/t.
 */
export function voyageEconomics(args: Parameters<typeof voyageResultTerms>[0]) {
  const { order, entry, options } = args;
  const terms = voyageResultTerms(args);
  const { onHireDays, bunkers, others, etsInPnl, voyageResult, revenue } = terms;
  const hire = hireOutcome({ entry, order, onHireDays, options });
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
  // The terms up to tcEq as voyageResultTerms gives them, then what hire adds (one literal, not a spread).
  return {
    onHireDays,
    voyageDays: terms.voyageDays,
    events: terms.events,
    overridden: terms.overridden,
    priceSet: terms.priceSet,
    bunkers,
    charterer: terms.charterer,
    emissions: terms.emissions,
    revenue,
    canalDues: terms.canalDues,
    others,
    etsInPnl,
    voyageResult,
    tceDays: terms.tceDays,
    tceNet: terms.tceNet,
    tcEq: terms.tcEq,
    hire,
    gbbInResult,
    profitNet,
    frtCost,
  };
}
