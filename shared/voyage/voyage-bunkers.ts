import { bunkerEvents, chartererFuel } from './collect-fuel.js';
import { settleBunkers } from './settle-bunkers.js';
import type { Timeline } from './timeline-types.js';
import type { FleetEntryInput, OrderInput, VesselSpec } from './types.js';

/**
 * The charterer's bunkers over one voyage (voyage-model section 11): the on-hire events, the prices they
 * settle at (the order's price set for the vessel's fuel type, or the entry's delivery / redelivery /
 * settlement prices when either price override is on), the settlement by the order's method, and the
 * quantities for the charterer's account. Quantities t, prices USD/t, money USD.
 */
export function voyageBunkers(args: {
  order: OrderInput;
  entry: FleetEntryInput;
  vessel: VesselSpec;
  timeline: Timeline;
}) {
  const { order, entry, vessel, timeline } = args;
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
  return { events, overridden, priceSet, bunkers, charterer: chartererFuel(events) };
}
