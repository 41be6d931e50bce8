import { hasScrubber } from './compute-sea-leg.js';
import { itineraryFacts } from './itinerary-facts.js';
import type { LiftContext } from './lift-pass.js';
import { orderClock } from './order-clock.js';
import { planCargo } from './plan-cargo.js';
import { seaLegsFor } from './sea-legs-for.js';
import type { VoyageArgs } from './voyage-args.js';

/**
 * What every lift pass of one vessel's voyage from one position shares: the vessel, its constants (t),
 * the order's cargo plan and laycan, the sea legs, the itinerary's cargo rows (itineraryFacts), and the last loading row and first discharging row
 * after it (-1 when none), each taken from the arguments when the caller already has it.
 */
export function liftContext(args: VoyageArgs): LiftContext {
  const { order, rows, entry, position, options } = args;
  const vessel = entry.vessel;
  const scrubber = hasScrubber(vessel);
  const constants = entry.constants ?? vessel.constants;
  const plan = args.plan ?? planCargo({ rows, qtyMode: order.qtyMode });
  const legs = args.legs ?? seaLegsFor({ rows, vessel, scrubber, position });
  const clock = args.clock ?? orderClock(order);
  const facts = args.facts ?? itineraryFacts(rows);
  return {
    order,
    rows,
    entry,
    position,
    options,
    vessel,
    scrubber,
    constants,
    plan,
    legs,
    clock,
    facts,
    portMemo: args.portMemo,
    unitStowFactor: args.unitStowFactor,
    lastLoad: facts.lastLoad,
    firstDischarge: facts.dischargeAfterLoad,
  };
}
