import { hasSupply, suppliedOnHire } from './collect-fuel.js';
import { totalOf } from './grades.js';
import type { RowTimeline, Timeline } from './timeline-types.js';
import type { FleetEntryInput } from './types.js';

/** Bunkers on board for the draft checks, t (all grades), and any shortfall the need rule made up. */
export interface BunkersOnBoard {
  /** At departure from the last load port. */
  departure: number;
  /** At arrival at the first discharge port after it; null when there is none. */
  arrival: number | null;
  /**
   * When the inventory at departure was below the fuel needed to the next Bunkering row (or the end):
   * the tonnes short, the row it falls at (the last load port) and the row the need runs to (the next
   * Bunkering row, or -1 for the end of the voyage). Null when the inventory sufficed or was not used.
   */
  shortfall: { tonnes: number; atRow: number; toRow: number } | null;
}

const rowFuel = (r: RowTimeline) => totalOf(r.sea.fuel) + totalOf(r.port.waitingFuel) + totalOf(r.port.fuel);

/** The fuel of rows [from, to), t, summed in row order from 0. */
function fuelOf(rows: readonly RowTimeline[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += rowFuel(rows[i] as RowTimeline);
  return sum;
}

/**
 * Bunkers on board (all grades, t) at departure from the last load port and at arrival at the first
 * discharge port, for the draft check (voyage-model section 9): the planned figure when the fleet entry
 * gives one (`bod`); else bunkers on delivery + supplies (received on departure from their row) -
 * on-hire consumption up to that departure, but never less than the fuel needed from that departure to
 * the next Bunkering row (its stay included: its supply comes on departure) or the end, since a ship does
 * not sail empty; with no bunkers on delivery, the fuel needed from the last load port to the end.
 */
export function bunkersOnBoard(args: { timeline: Timeline; entry: FleetEntryInput }): BunkersOnBoard {
  const { timeline, entry } = args;
  const { rows, lastLoad, firstDischarge } = timeline;
  if (lastLoad < 0) return { departure: 0, arrival: null, shortfall: null };
  // Index loops over the rows (no slices or closures: this runs on every lift pass).
  let departure: number;
  let shortfall: BunkersOnBoard['shortfall'] = null;
  if (entry.bod !== null) {
    departure = entry.bod;
  } else if (totalOf(entry.bnkDel) > 0) {
    let stock = totalOf(entry.bnkDel);
    for (let i = 0; i <= lastLoad; i++) {
      const r = rows[i] as RowTimeline;
      if (r.seaOnHire) stock -= totalOf(r.sea.fuel);
      if (r.waitingOnHire) stock -= totalOf(r.port.waitingFuel);
      if (r.portOnHire) stock -= totalOf(r.port.fuel);
      if (suppliedOnHire(r, timeline)) stock += totalOf(r.row.supply);
    }
    // The next Bunkering row with a supply after the last load port, as an offset from it (-1: none).
    let next = -1;
    for (let i = lastLoad + 1; i < rows.length; i++) {
      const r = rows[i] as RowTimeline;
      if (r.row.operation === 'Bunkering' && hasSupply(r.row.supply)) {
        next = i - lastLoad - 1;
        break;
      }
    }
    const need = fuelOf(rows, lastLoad + 1, next < 0 ? rows.length : lastLoad + 2 + next);
    departure = Math.max(0, stock);
    if (need > departure) {
      shortfall = { tonnes: need - departure, atRow: lastLoad, toRow: next < 0 ? -1 : lastLoad + 1 + next };
      departure = need;
    }
  } else {
    departure = fuelOf(rows, lastLoad + 1, rows.length);
  }
  if (firstDischarge <= lastLoad) return { departure, arrival: null, shortfall };
  let arrival = departure;
  for (let i = lastLoad + 1; i <= firstDischarge && i < rows.length; i++) {
    const r = rows[i] as RowTimeline;
    arrival -= totalOf(r.sea.fuel);
    if (r.index === firstDischarge) break;
    arrival += totalOf(r.row.supply) - totalOf(r.port.waitingFuel) - totalOf(r.port.fuel);
  }
  return { departure, arrival: Math.max(0, arrival), shortfall };
}
