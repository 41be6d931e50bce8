import { explainLoadability } from './explain-loadability.js';
import { fuelExplanation } from './fuel-explanation.js';
import type { Explanation } from './result-types.js';
import type { FleetEntryInput, OrderInput } from './types.js';
import type { VoyageCore } from './voyage-core.js';

/**
 * The terms behind each headline figure (tcEq, FrtCost, profitNet, loadability, premiums, revenue lines,
 * hire tiers, fuel per grade), so a screen can show how it was computed. Money USD, days, t; capacity m3.
 */
export function explainVoyage(args: {
  order: Pick<OrderInput, 'tcAdcom' | 'miscRevenue'>;
  entry: Pick<FleetEntryInput, 'bnkPriceSettlement'>;
  core: VoyageCore;
  /** The hold capacity the cubic limit used, m3. */
  capacity: number;
  premiums: Explanation['premiums'];
}): Explanation {
  const { order, entry, core } = args;
  const { voyageResult, tceDays, tceNet, hire, gbbInResult, bunkers, others, etsInPnl, revenue } = core;
  return {
    tcEq: { voyageResult, onHireDays: tceDays, tcAdcom: order.tcAdcom, tceNet },
    frtCost: {
      hireExp: hire.hireExp + gbbInResult,
      fuelExpenses: bunkers.fuelExpenses,
      fuelSettleProfit: bunkers.fuelSettleProfit,
      others,
      etsCost: etsInPnl,
      miscRevenue: order.miscRevenue,
      netCargoTonnes: revenue.netTonnes,
    },
    profitNet: {
      netFrtRevenue: revenue.netFrtRevenue,
      miscRevenue: order.miscRevenue,
      fuelExpenses: bunkers.fuelExpenses,
      fuelSettleProfit: bunkers.fuelSettleProfit,
      others,
      etsCost: etsInPnl,
      hireExp: hire.hireExp,
      gbbNet: gbbInResult,
    },
    loadability: explainLoadability({ core, capacity: args.capacity }),
    premiums: args.premiums,
    revenue: revenue.lines,
    ...(core.canalDues ? { canalDues: core.canalDues } : {}),
    hire: hire.tiers,
    fuel: fuelExplanation({
      byGrade: bunkers.byGrade,
      settlement: core.overridden ? entry.bnkPriceSettlement : core.priceSet,
    }),
  };
}
