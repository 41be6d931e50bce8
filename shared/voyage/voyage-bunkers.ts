import { bunkerEvents, chartererFuel, suppliedOnHire, type RowBunkerEvent } from './collect-fuel.js';
import { totalOf, ZERO } from './grades.js';
import { settleBunkers, settleFromSums, type BunkerSettlement } from './settle-bunkers.js';
import type { Timeline } from './timeline-types.js';
import type { FleetEntryInput, GradeAmounts, OrderInput, VesselSpec } from './types.js';

/**
 * One walk's sums of the fuel consumed on hire: settleBunkers' (amounts below 0 read as 0) at 0-2,
 * chartererFuel's (as given) at 3-5, hs / ls / mgo. The engine runs one walk at a time (synchronously).
 */
const CONSUMED = new Float64Array(6);

/** Adds one on-hire segment's fuel, when it burnt any; true when it did (an event, in bunkerEvents' terms). */
function addConsumed(fuel: GradeAmounts): boolean {
  if (!(totalOf(fuel) > 0)) return false;
  CONSUMED[0]! += Math.max(0, fuel.hs);
  CONSUMED[1]! += Math.max(0, fuel.ls);
  CONSUMED[2]! += Math.max(0, fuel.mgo);
  CONSUMED[3]! += fuel.hs;
  CONSUMED[4]! += fuel.ls;
  CONSUMED[5]! += fuel.mgo;
  return true;
}

/**
 * The charterer's bunkers over one voyage (voyage-model section 11): the on-hire events, the prices they
 * settle at (the order's price set for the vessel's fuel type, or the entry's delivery / redelivery /
 * settlement prices when either price override is on), the settlement by the order's method, and the
 * quantities for the charterer's account. Quantities t, prices USD/t, money USD.
 *
 * DEFAULT needs only the events' sums per grade: they are taken in one walk of the timeline, in
 * bunkerEvents' order and with settleBunkers' and chartererFuel's arithmetic, without an event object
 * each, and `events` is null (the row table builds them from the same timeline: bunkerEvents). The other
 * methods run the events and return them.
 */
export function voyageBunkers(args: {
  order: OrderInput;
  entry: FleetEntryInput;
  vessel: VesselSpec;
  timeline: Timeline;
}): {
  events: RowBunkerEvent[] | null;
  overridden: boolean;
  priceSet: GradeAmounts;
  bunkers: BunkerSettlement;
  charterer: GradeAmounts;
} {
  const { order, entry, vessel, timeline } = args;
  const overridden = entry.bunkerPriceOverridden || order.fuelPriceOverridden;
  const priceSet = order.fuelPrices[vessel.fuelType];
  const settlement = {
    method: order.fuelCalculationMethod,
    bod: entry.bnkDel,
    priceDelivery: overridden ? entry.bnkPriceDelivery : priceSet,
    priceRedelivery: overridden ? entry.bnkPriceRedelivery : priceSet,
    priceSettlement: overridden ? entry.bnkPriceSettlement : priceSet,
  };
  if (order.fuelCalculationMethod !== 'DEFAULT') {
    const events = bunkerEvents(timeline, vessel.fuelType);
    const bunkers = settleBunkers({ ...settlement, events });
    return { events, overridden, priceSet, bunkers, charterer: chartererFuel(events) };
  }
  const fuelType = vessel.fuelType;
  // settleBunkers' sums (amounts below 0 read as 0) and chartererFuel's (as given), each from 0 in event order.
  CONSUMED.fill(0);
  let hsS = 0;
  let lsS = 0;
  let mgoS = 0;
  let hsCost = 0;
  let lsCost = 0;
  let mgoCost = 0;
  let consumed = false;
  // The three segments of each row in order: sea, waiting, port.
  const rows = timeline.rows;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.seaOnHire) consumed = addConsumed(r.sea.fuel) || consumed;
    if (r.waitingOnHire) consumed = addConsumed(r.port.waitingFuel) || consumed;
    if (r.portOnHire) consumed = addConsumed(r.port.fuel) || consumed;
    if (suppliedOnHire(r, timeline)) {
      const supply = r.row.supply;
      const prices = r.row.supplyPriceByType?.[fuelType] ?? r.row.supplyPrice;
      const hs = Math.max(0, supply.hs);
      const ls = Math.max(0, supply.ls);
      const mgo = Math.max(0, supply.mgo);
      hsS += hs;
      hsCost += hs * prices.hs;
      lsS += ls;
      lsCost += ls * prices.ls;
      mgoS += mgo;
      mgoCost += mgo * prices.mgo;
    }
  }
  const bunkers = settleFromSums(
    { ...settlement, events: [] },
    CONSUMED[0]!,
    CONSUMED[1]!,
    CONSUMED[2]!,
    hsS,
    lsS,
    mgoS,
    hsCost,
    lsCost,
    mgoCost,
  );
  const charterer = consumed ? { hs: CONSUMED[3]!, ls: CONSUMED[4]!, mgo: CONSUMED[5]! } : ZERO;
  return { events: null, overridden, priceSet, bunkers, charterer };
}
