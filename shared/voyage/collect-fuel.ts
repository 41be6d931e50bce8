import { addGrades, totalOf, ZERO } from './grades.js';
import type { BunkerEvent } from './settle-bunkers.js';
import type { Timeline } from './timeline-types.js';
import type { FleetEntryInput, FuelTypeCode, GradeAmounts } from './types.js';

const hasSupply = (s: GradeAmounts) => s.hs > 0 || s.ls > 0 || s.mgo > 0;

/** Every tonne burnt over the whole voyage, by grade. */
export function totalFuel(timeline: Timeline): GradeAmounts {
  const total = { hs: 0, ls: 0, mgo: 0 };
  for (const r of timeline.rows) {
    for (const f of [r.sea.fuel, r.port.waitingFuel, r.port.fuel]) {
      total.hs += f.hs;
      total.ls += f.ls;
      total.mgo += f.mgo;
    }
  }
  return total;
}

/** A bunker event with the row it happens at and whether it is that row's sea leg (else its port call). */
export type RowBunkerEvent = BunkerEvent & { row: number; atSea: boolean };

/**
 * The charterer's bunker events in time order (voyage-model section 11): on-hire consumption per
 * segment, and supplies received on hire (at arrival, before that row's port consumption).
 */
export function bunkerEvents(timeline: Timeline, fuelType: FuelTypeCode): RowBunkerEvent[] {
  const events: RowBunkerEvent[] = [];
  for (const r of timeline.rows) {
    const row = r.index;
    if (r.seaOnHire && totalOf(r.sea.fuel) > 0) {
      events.push({ kind: 'consume', amounts: r.sea.fuel, row, atSea: true });
    }
    if (hasSupply(r.row.supply) && r.arrival >= timeline.onHireStart && r.arrival <= timeline.onHireEnd) {
      events.push({
        kind: 'supply',
        amounts: r.row.supply,
        prices: r.row.supplyPriceByType?.[fuelType] ?? r.row.supplyPrice,
        row,
        atSea: false,
      });
    }
    if (r.waitingOnHire && totalOf(r.port.waitingFuel) > 0) {
      events.push({ kind: 'consume', amounts: r.port.waitingFuel, row, atSea: false });
    }
    if (r.portOnHire && totalOf(r.port.fuel) > 0) {
      events.push({ kind: 'consume', amounts: r.port.fuel, row, atSea: false });
    }
  }
  return events;
}

/** Fuel consumed for the charterer's account, by grade (the sum of the consume events). */
export function chartererFuel(events: readonly BunkerEvent[]): GradeAmounts {
  return events.reduce((acc, e) => (e.kind === 'consume' ? addGrades(acc, e.amounts) : acc), ZERO);
}

/**
 * Bunkers on board (all grades, t) at departure from the last load port and at arrival at the first
 * discharge port, for the draft check (voyage-model section 9): the planned figure when the fleet
 * entry gives one; else bunkers on delivery + supplies - consumption up to that departure; else the
 * fuel still needed from the last load port to the end of the voyage.
 */
export function bunkersOnBoard(args: { timeline: Timeline; entry: FleetEntryInput }): {
  departure: number;
  arrival: number | null;
} {
  const { timeline, entry } = args;
  const { rows, lastLoad, firstDischarge } = timeline;
  if (lastLoad < 0) return { departure: 0, arrival: null };
  let departure: number;
  if (entry.bod !== null) {
    departure = entry.bod;
  } else if (totalOf(entry.bnkDel) > 0) {
    departure = totalOf(entry.bnkDel);
    for (const r of rows.slice(0, lastLoad + 1)) {
      if (hasSupply(r.row.supply) && r.arrival >= timeline.onHireStart) departure += totalOf(r.row.supply);
      if (r.seaOnHire) departure -= totalOf(r.sea.fuel);
      if (r.waitingOnHire) departure -= totalOf(r.port.waitingFuel);
      if (r.portOnHire) departure -= totalOf(r.port.fuel);
    }
    departure = Math.max(0, departure);
  } else {
    departure = rows
      .slice(lastLoad + 1)
      .reduce((sum, r) => sum + totalOf(r.sea.fuel) + totalOf(r.port.waitingFuel) + totalOf(r.port.fuel), 0);
  }
  if (firstDischarge <= lastLoad) return { departure, arrival: null };
  let arrival = departure;
  for (const r of rows.slice(lastLoad + 1, firstDischarge + 1)) {
    arrival -= totalOf(r.sea.fuel);
    if (r.index === firstDischarge) break;
    arrival += totalOf(r.row.supply) - totalOf(r.port.waitingFuel) - totalOf(r.port.fuel);
  }
  return { departure, arrival: Math.max(0, arrival) };
}
