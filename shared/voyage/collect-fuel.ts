import { totalOf, ZERO } from './grades.js';
import type { BunkerEvent } from './settle-bunkers.js';
import type { RowTimeline, Timeline } from './timeline-types.js';
import type { FuelTypeCode, GradeAmounts } from './types.js';

export const hasSupply = (s: GradeAmounts) => s.hs > 0 || s.ls > 0 || s.mgo > 0;

/** A row's supply counts for the charterer when it is received (on departure) inside the on-hire window. */
export const suppliedOnHire = (r: RowTimeline, t: Timeline) =>
  hasSupply(r.row.supply) && r.departure >= t.onHireStart && r.departure <= t.onHireEnd;

/** Every tonne burnt over the whole voyage, by grade. */
export function totalFuel(timeline: Timeline): GradeAmounts {
  const total = { hs: 0, ls: 0, mgo: 0 };
  for (const r of timeline.rows) {
    // Summed in the same order as before (sea, waiting, port), without an array per row.
    const { fuel: sea } = r.sea;
    const { waitingFuel: waiting, fuel: port } = r.port;
    total.hs += sea.hs;
    total.ls += sea.ls;
    total.mgo += sea.mgo;
    total.hs += waiting.hs;
    total.ls += waiting.ls;
    total.mgo += waiting.mgo;
    total.hs += port.hs;
    total.ls += port.ls;
    total.mgo += port.mgo;
  }
  return total;
}

/** A bunker event with the row it happens at and whether it is that row's sea leg (else its port call). */
export type RowBunkerEvent = BunkerEvent & { row: number; atSea: boolean };

/**
 * The charterer's bunker events in time order (voyage-model section 11): on-hire consumption per
 * segment, and supplies received on hire (on departure from their row, after its port consumption).
 */
export function bunkerEvents(timeline: Timeline, fuelType: FuelTypeCode): RowBunkerEvent[] {
  const events: RowBunkerEvent[] = [];
  for (const r of timeline.rows) {
    const row = r.index;
    if (r.seaOnHire && totalOf(r.sea.fuel) > 0) {
      events.push({ kind: 'consume', amounts: r.sea.fuel, row, atSea: true });
    }
    if (r.waitingOnHire && totalOf(r.port.waitingFuel) > 0) {
      events.push({ kind: 'consume', amounts: r.port.waitingFuel, row, atSea: false });
    }
    if (r.portOnHire && totalOf(r.port.fuel) > 0) {
      events.push({ kind: 'consume', amounts: r.port.fuel, row, atSea: false });
    }
    // The supply is received when the vessel leaves the row (voyage-model section 11): the row's own
    // waiting and stay draw on the fuel already on board.
    if (suppliedOnHire(r, timeline)) {
      events.push({
        kind: 'supply',
        amounts: r.row.supply,
        prices: r.row.supplyPriceByType?.[fuelType] ?? r.row.supplyPrice,
        row,
        atSea: false,
      });
    }
  }
  return events;
}

/** Fuel consumed for the charterer's account, by grade (the sum of the consume events). */
export function chartererFuel(events: readonly BunkerEvent[]): GradeAmounts {
  // One sum in three numbers (not an object per event); from 0, as addGrades from ZERO did.
  let hs = 0;
  let ls = 0;
  let mgo = 0;
  let any = false;
  for (const e of events) {
    if (e.kind !== 'consume') continue;
    hs += e.amounts.hs;
    ls += e.amounts.ls;
    mgo += e.amounts.mgo;
    any = true;
  }
  return any ? { hs, ls, mgo } : ZERO;
}
