import type { RowBunkerEvent } from './collect-fuel.js';
import type { GradeAmounts } from './types.js';

/** Bunkers on board at one row, t per grade. */
export interface RowBunkers {
  arrival: GradeAmounts;
  departure: GradeAmounts;
}

const clamp = (b: GradeAmounts): GradeAmounts => ({
  hs: Math.max(0, b.hs),
  ls: Math.max(0, b.ls),
  mgo: Math.max(0, b.mgo),
});

/** One event on the running balance, in place (a module function: no closure per vessel). */
function apply(balance: GradeAmounts, e: RowBunkerEvent): void {
  const sign = e.kind === 'supply' ? 1 : -1;
  balance.hs += sign * Math.max(0, e.amounts.hs);
  balance.ls += sign * Math.max(0, e.amounts.ls);
  balance.mgo += sign * Math.max(0, e.amounts.mgo);
}

/**
 * Bunkers on board at every row for the charterer's account, t per grade, walked through the same
 * events the settlement runs (bunkerEvents): from the bunkers on delivery, less each on-hire
 * consumption, plus each on-hire supply. On arrival: after the leg arriving at the row, before its
 * supply; on departure: after its supply, waiting and stay. As in the settlement, negative amounts
 * count as 0, and a consumption beyond the stock is a shortfall (shown as 0) that the next supply
 * meets first, so the last departure equals the bunkers on redelivery.
 *
 * @param events - the charterer's events in time order, each with its row and whether it is the leg.
 * @param rowCount - number of itinerary rows.
 * @param bod - bunkers on delivery, t.
 */
export function bunkersByRow(args: {
  events: readonly RowBunkerEvent[];
  rowCount: number;
  bod: GradeAmounts;
}): RowBunkers[] {
  const { events, rowCount, bod } = args;
  const balance = { hs: Math.max(0, bod.hs), ls: Math.max(0, bod.ls), mgo: Math.max(0, bod.mgo) };
  const out: RowBunkers[] = [];
  let next = 0;
  for (let row = 0; row < rowCount; row++) {
    while (next < events.length && events[next]!.row === row && events[next]!.atSea) apply(balance, events[next++]!);
    const arrival = clamp(balance);
    while (next < events.length && events[next]!.row === row) apply(balance, events[next++]!);
    out.push({ arrival, departure: clamp(balance) });
  }
  return out;
}
