import { bunkerEvents, chartererFuel, suppliedOnHire, type RowBunkerEvent } from './collect-fuel.js';
import { totalOf, ZERO } from './grades.js';
import { settleBunkers, settleFromSums, type BunkerSettlement } from './settle-bunkers.js';
import type { Timeline } from './timeline-types.js';
import type { FleetEntryInput, GradeAmounts, OrderInput, VesselSpec } from './types.js';

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
  let hsC = 0;
  let lsC = 0;
  let mgoC = 0;
  let hsS = 0;
  let lsS = 0;
  let mgoS = 0;
  let hsCost = 0;
  let lsCost = 0;
  let mgoCost = 0;
  let hsF = 0;
  let lsF = 0;
  let mgoF = 0;
  let consumed = false;
  // The three segments of each row in order (sea, waiting, port), written out (no loop over them).
  const rows = timeline.rows;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const sea = r.sea.fuel;
    if (r.seaOnHire && totalOf(sea) > 0) {
      hsC += Math.max(0, sea.hs);
      lsC += Math.max(0, sea.ls);
      mgoC += Math.max(0, sea.mgo);
      hsF += sea.hs;
      lsF += sea.ls;
      mgoF += sea.mgo;
      consumed = true;
    }
    const waiting = r.port.waitingFuel;
    if (r.waitingOnHire && totalOf(waiting) > 0) {
      hsC += Math.max(0, waiting.hs);
      lsC += Math.max(0, waiting.ls);
      mgoC += Math.max(0, waiting.mgo);
      hsF += waiting.hs;
      lsF += waiting.ls;
      mgoF += waiting.mgo;
      consumed = true;
    }
    const stay = r.port.fuel;
    if (r.portOnHire && totalOf(stay) > 0) {
      hsC += Math.max(0, stay.hs);
      lsC += Math.max(0, stay.ls);
      mgoC += Math.max(0, stay.mgo);
      hsF += stay.hs;
      lsF += stay.ls;
      mgoF += stay.mgo;
      consumed = true;
    }
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
    hsC,
    lsC,
    mgoC,
    hsS,
    lsS,
    mgoS,
    hsCost,
    lsCost,
    mgoCost,
  );
  const charterer = consumed ? { hs: hsF, ls: lsF, mgo: mgoF } : ZERO;
  return { events: null, overridden, priceSet, bunkers, charterer };
}
