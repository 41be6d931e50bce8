import { bunkerEvents, bunkersOnBoard, chartererFuel } from './collect-fuel.js';
import { computeLoadability, cubicLimit, holdCapacity } from './compute-loadability.js';
import { DAY_MS, safeDiv } from './grades.js';
import type { EngineOptions } from './options.js';
import { cargoPerRow, planCargo, type CargoPlan } from './plan-cargo.js';
import { settleBunkers } from './settle-bunkers.js';
import { hasScrubber, type SeaLeg } from './compute-sea-leg.js';
import { orderClock, seaLegsFor, simulateVoyage, type OrderClock, type Position } from './simulate-voyage.js';
import type { FleetEntryInput, OperationRow, OrderInput } from './types.js';
import { voyageEmissions } from './voyage-emissions.js';
import { freightRevenue, hireOutcome, otherExpenses } from './voyage-pnl.js';

/** Lift convergence, t: far below the 1e-3 t the results are checked to. */
const LIFT_TOLERANCE = 1e-7;

export interface VoyageArgs {
  order: OrderInput;
  rows: readonly OperationRow[];
  entry: FleetEntryInput;
  position: Position;
  options: EngineOptions;
  /** This vessel's sea legs from this position, when the caller already has them. */
  legs?: readonly SeaLeg[];
  /** The order's cargo plan (the same for every vessel), when the caller already has it. */
  plan?: CargoPlan;
  /** The order's laycan, parsed, when the caller already has it. */
  clock?: OrderClock;
}

/** Quantity-weighted stowage factor of the loading rows that give one, m3/t. */
function cargoStowFactor(rows: readonly OperationRow[], cargoTx: readonly number[]): number {
  let qty = 0;
  let volume = 0;
  rows.forEach((r, i) => {
    if (r.operation === 'Loading' && r.stowFactor > 0) {
      const q = Math.max(cargoTx[i] ?? 0, 1e-9);
      qty += q;
      volume += q * r.stowFactor;
    }
  });
  return qty > 0 ? volume / qty : 0;
}

/**
 * The economics of one vessel's voyage from one position: timing, cargo lifted, bunker settlement and
 * P&L up to tcEq, without the descriptive parts (row table, warnings, explanation). The premiums run
 * only this. The lift depends on the bunkers on board, which depend (slightly) on port time and so on
 * the lift: iterate to a fixed point.
 */
export function computeVoyageCore(args: VoyageArgs) {
  const { order, rows, entry, position, options } = args;
  const vessel = entry.vessel;
  const scrubber = hasScrubber(vessel);
  const constants = entry.constants ?? vessel.constants;
  const plan = args.plan ?? planCargo({ rows, qtyMode: order.qtyMode });
  const legs = args.legs ?? seaLegsFor({ rows, vessel, scrubber, position });
  const clock = args.clock ?? orderClock(order);
  const lastLoad = rows.findLastIndex((r) => r.operation === 'Loading');
  const firstDischarge = rows.findIndex((r, i) => i > lastLoad && r.operation === 'Discharging');

  const condition = (i: number, b: number) => ({
    loadline: rows[i]!.loadline,
    draftRes: rows[i]!.draftRes,
    waterDensity: rows[i]!.waterDensity,
    bunkersOnBoard: b,
  });
  /** One pass at a given lift: its timeline, bunkers on board, limits, and the lift they allow. */
  const passAt = (lift: number) => {
    const cargoTx = cargoPerRow({ rows, plan, carried: lift });
    const timeline = simulateVoyage({ order, rows, vessel, scrubber, position, cargoTx, legs, clock, options });
    const bob = bunkersOnBoard({ timeline, entry });
    const stowFactor = cargoStowFactor(rows, cargoTx);
    const loadab = computeLoadability({
      vessel,
      constants,
      freshWater: vessel.freshWater,
      departure: condition(Math.max(lastLoad, 0), bob.departure),
      arrival: firstDischarge >= 0 && bob.arrival !== null ? condition(firstDischarge, bob.arrival) : null,
      stowFactor,
      orderLimit: plan.orderLimit,
      options,
    });
    const allowed = lastLoad >= 0 ? Math.max(0, Math.min(plan.orderLimit, loadab.loadability)) : 0;
    return { lift, cargoTx, timeline, bob, stowFactor, loadab, allowed };
  };
  // The lift allowed depends (weakly, through port time and so bunkers on board) on the lift itself:
  // find the fixed point. The cubic limit does not depend on bunkers, so start at min(order, cubic),
  // often the answer at once; otherwise step once, then use the secant, which lands on the fixed point
  // of this nearly linear map in one more pass.
  const volumeCap = cubicLimit({
    capacity: holdCapacity({ vessel, options }),
    stowFactor: cargoStowFactor(rows, cargoPerRow({ rows, plan, carried: 1 })),
    cubicFill: options.cubicFill,
  });
  let pass = passAt(Math.min(plan.orderLimit, volumeCap));
  if (pass.allowed < pass.lift - LIFT_TOLERANCE) {
    let prev = pass;
    pass = passAt(prev.allowed);
    for (let i = 0; i < 6 && Math.abs(pass.allowed - pass.lift) > LIFT_TOLERANCE; i++) {
      const slope = (pass.allowed - prev.allowed) / (pass.lift - prev.lift);
      const guess =
        Number.isFinite(slope) && slope < 1 ? pass.lift + (pass.allowed - pass.lift) / (1 - slope) : pass.allowed;
      prev = pass;
      pass = passAt(Math.max(0, Math.min(plan.orderLimit, guess)));
    }
  }
  const { timeline, bob, stowFactor, loadab, cargoTx } = pass;
  const carried = pass.lift;

  const onHireDays = (timeline.onHireEnd - timeline.onHireStart) / DAY_MS;
  const voyageDays = (timeline.end - timeline.start) / DAY_MS;
  const events = bunkerEvents(timeline, vessel.fuelType);
  const overridden = entry.bunkerPriceOverridden || order.fuelPriceOverridden;
  const priceSet = order.fuelPrices[vessel.fuelType];
  const bunkers = settleBunkers({
    method: order.fuelCalculationMethod,
    bod: entry.bnkDel,
    priceDelivery: overridden ? entry.bnkPriceDelivery : priceSet,
    priceRedelivery: overridden ? entry.bnkPriceRedelivery : priceSet,
    priceSettlement: overridden ? entry.bnkPriceSettlement : priceSet,
    events,
  });
  const charterer = chartererFuel(events);
  const emissions = order.etsInPnl ? voyageEmissions({ timeline, vessel, position, order, options }) : null;
  const revenue = freightRevenue({ order, rows, cargoTx });
  const others = otherExpenses({ order, rows, entry, onHireDays, options });
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
    onHireDays,
    voyageDays,
    events,
    overridden,
    priceSet,
    bunkers,
    charterer,
    emissions,
    revenue,
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

export type VoyageCore = ReturnType<typeof computeVoyageCore>;
