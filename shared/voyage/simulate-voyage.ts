import type { SeaLeg } from './compute-sea-leg.js';
import { itineraryFacts, type ItineraryFacts } from './itinerary-facts.js';
import type { PortTimeMemo } from './compute-port-time.js';
import type { EngineOptions } from './options.js';
import { onHireWindow } from './on-hire-window.js';
import type { OrderClock } from './order-clock.js';
import { scheduleRows } from './schedule-rows.js';
import type { Position, Timeline } from './timeline-types.js';
import type { OperationRow, OrderInput, VesselSpec } from './types.js';

/**
 * Walks the itinerary for one vessel from one position (voyage-model sections 1, 4, 5): every row's
 * sea leg, laycan waiting at the first load port (D12), port stay, arrival and departure (scheduleRows),
 * and which segments are on hire (onHireWindow). A segment is on hire when it lies wholly inside the
 * window and lasts. Instants epoch ms.
 */
export function simulateVoyage(args: {
  order: OrderInput;
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
  /** Cargo handled per row, t, by row index. */
  cargoTx: readonly number[];
  /** The sea legs of this vessel from this position (seaLegsFor). */
  legs: readonly SeaLeg[];
  clock: OrderClock;
  options: EngineOptions;
  /** The itinerary's cargo rows, when the caller already has them. */
  facts?: ItineraryFacts;
  /** This vessel's port times kept from its other walks (scheduleRows). */
  memo?: PortTimeMemo;
}): Timeline {
  const { order, rows, position, options } = args;
  const start = position.openMs ?? Date.parse(position.dateOpening);
  const laycanStart = args.clock.laycanStart;
  // The first and last Loading rows and the first Discharging row (-1: none), found once per itinerary.
  const { firstLoad, lastLoad, firstDischarge } = args.facts ?? itineraryFacts(rows);
  const { vessel, scrubber, cargoTx, legs } = args;
  const schedule = scheduleRows({
    rows,
    vessel,
    scrubber,
    cargoTx,
    legs,
    start,
    laycanStart,
    firstLoad,
    options,
    memo: args.memo,
  });
  const etaLoad = schedule[firstLoad]?.arrival ?? null;
  const end = schedule.at(-1)?.departure ?? start;
  const { onHireStart, onHireEnd } = onHireWindow({
    rows: schedule,
    deliveryTerms: order.deliveryTerms,
    laycanWaiting: options.laycanWaiting,
    start,
    end,
    laycanStart,
    etaLoad,
  });
  // Set in place on the rows scheduleRows just made (a copy per row was a fifth of the engine's time).
  for (const r of schedule) {
    r.seaOnHire = r.seaStart >= onHireStart && r.arrival <= onHireEnd && r.arrival > r.seaStart;
    r.waitingOnHire = r.arrival >= onHireStart && r.portStart <= onHireEnd && r.portStart > r.arrival;
    r.portOnHire = r.portStart >= onHireStart && r.departure <= onHireEnd;
  }
  return { rows: schedule, start, end, onHireStart, onHireEnd, etaLoad, firstLoad, lastLoad, firstDischarge };
}
