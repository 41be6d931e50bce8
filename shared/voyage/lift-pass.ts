import { cargoStowFactor } from './cargo-stow-factor.js';
import { bunkersOnBoard } from './bunkers-on-board.js';
import { computeLoadability } from './compute-loadability.js';
import type { PortTimeMemo } from './compute-port-time.js';
import type { SeaLeg } from './compute-sea-leg.js';
import type { ItineraryFacts } from './itinerary-facts.js';
import type { DraftCondition, LoadabilityResult } from './loadability-types.js';
import type { EngineOptions } from './options.js';
import type { OrderClock } from './order-clock.js';
import { cargoPerRow, type CargoPlan } from './plan-cargo.js';
import { simulateVoyage } from './simulate-voyage.js';
import type { Position, Timeline } from './timeline-types.js';
import type { FleetEntryInput, OperationRow, OrderInput, VesselSpec } from './types.js';

/** Everything a pass needs that does not change with the lift. */
export interface LiftContext {
  order: OrderInput;
  rows: readonly OperationRow[];
  entry: FleetEntryInput;
  position: Position;
  options: EngineOptions;
  vessel: VesselSpec;
  scrubber: boolean;
  /** Constants on board, t. */
  constants: number;
  plan: CargoPlan;
  legs: readonly SeaLeg[];
  clock: OrderClock;
  facts: ItineraryFacts;
  /** The cargo's stowage factor at 1 t (solve-lift.ts), when the caller has it: the same for every vessel. */
  unitStowFactor?: number;
  /** This vessel's port times kept between its walks (absent: none kept). */
  portMemo?: PortTimeMemo;
  /** Index of the last loading row and of the first discharging row after it, -1 when none. */
  lastLoad: number;
  firstDischarge: number;
}

/** One pass: the lift tried, t, what follows from it, and the lift its limits allow, t. */
export interface LiftPass {
  lift: number;
  cargoTx: number[];
  timeline: Timeline;
  bob: ReturnType<typeof bunkersOnBoard>;
  /** m3/t. */
  stowFactor: number;
  loadab: LoadabilityResult;
  allowed: number;
}

const conditionAt = (rows: readonly OperationRow[], i: number, bunkersOnBoard: number): DraftCondition => ({
  loadline: rows[i]!.loadline,
  draftRes: rows[i]!.draftRes,
  waterDensity: rows[i]!.waterDensity,
  bunkersOnBoard,
});

/**
 * One pass of the lift search at a given lift, t (the context is passed as it is: no copy per pass): the cargo per row, the itinerary walk, bunkers on board
 * at the draft checks, loadability, and the lift allowed, min(order limit, loadability), 0 with no loading row.
 */
export function liftPass(args: LiftContext, lift: number): LiftPass {
  const { order, rows, entry, position, options, vessel, scrubber, plan, legs, clock, facts } = args;
  const { lastLoad, firstDischarge } = args;
  const cargoTx = cargoPerRow({ rows, plan, carried: lift });
  const timeline = simulateVoyage({
    order,
    rows,
    vessel,
    scrubber,
    position,
    cargoTx,
    legs,
    clock,
    options,
    facts,
    memo: args.portMemo,
  });
  const bob = bunkersOnBoard({ timeline, entry });
  const stowFactor = cargoStowFactor({ rows, cargoTx });
  const loadab = computeLoadability({
    vessel,
    constants: args.constants,
    freshWater: vessel.freshWater,
    departure: conditionAt(rows, Math.max(lastLoad, 0), bob.departure),
    arrival: firstDischarge >= 0 && bob.arrival !== null ? conditionAt(rows, firstDischarge, bob.arrival) : null,
    stowFactor,
    orderLimit: plan.orderLimit,
    options,
  });
  const allowed = lastLoad >= 0 ? Math.max(0, Math.min(plan.orderLimit, loadab.loadability)) : 0;
  return { lift, cargoTx, timeline, bob, stowFactor, loadab, allowed };
}
