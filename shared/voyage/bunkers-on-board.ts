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
  const after = rows.slice(lastLoad + 1);
  let departure: number;
  let shortfall: BunkersOnBoard['shortfall'] = null;
  if (entry.bod !== null) {
    departure = entry.bod;
  } else if (totalOf(entry.bnkDel) > 0) {
    let stock = totalOf(entry.bnkDel);
    for (const r of rows.slice(0, lastLoad + 1)) {
      if (r.seaOnHire) stock -= totalOf(r.sea.fuel);
      if (r.waitingOnHire) stock -= totalOf(r.port.waitingFuel);
      if (r.portOnHire) stock -= totalOf(r.port.fuel);
      if (suppliedOnHire(r, timeline)) stock += totalOf(r.row.supply);
    }
    const next = after.findIndex((r) => r.row.operation === 'Bunkering' && hasSupply(r.row.supply));
    const need = (next < 0 ? after : after.slice(0, next + 1)).reduce((sum, r) => sum + rowFuel(r), 0);
    departure = Math.max(0, stock);
    if (need > departure) {
      shortfall = { tonnes: need - departure, atRow: lastLoad, toRow: next < 0 ? -1 : lastLoad + 1 + next };
      departure = need;
    }
  } else {
    departure = after.reduce((sum, r) => sum + rowFuel(r), 0);
  }
  if (firstDischarge <= lastLoad) return { departure, arrival: null, shortfall };
  let arrival = departure;
  for (const r of rows.slice(lastLoad + 1, firstDischarge + 1)) {
    arrival -= totalOf(r.sea.fuel);
    if (r.index === firstDischarge) break;
    arrival += totalOf(r.row.supply) - totalOf(r.port.waitingFuel) - totalOf(r.port.fuel);
  }
  return { departure, arrival: Math.max(0, arrival), shortfall };
}
