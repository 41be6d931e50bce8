import { sortFleetRows, type FleetRowData, type FleetSort } from './fleet-sort';

/**
 * How long after the last keystroke in a fleet row its order is still held (ms): long enough for the
 * user to finish a number, short enough that the table catches up without being asked.
 */
export const FLEET_EDIT_SETTLE_MS = 1500;

export interface FleetEditState {
  /** An input of a fleet row has focus. */
  rowFocused: boolean;
  /** When a fleet row was last edited (ms, the clock of `now`); null when no edit is waiting to settle. */
  lastEditAt: number | null;
  /** The recalculation that the edit started has not delivered its results yet. */
  resultsPending: boolean;
  now: number;
}

/**
 * Whether the fleet table keeps its row order as it is (issue #13): while an input of a row has focus,
 * and after an edit until it has settled: the pause has passed and the recalculation's results arrived.
 * A row being edited never jumps away under the cursor; the sort applies again once the edit is done.
 */
export function holdsFleetOrder({ rowFocused, lastEditAt, resultsPending, now }: FleetEditState): boolean {
  if (rowFocused) return true;
  if (lastEditAt === null) return false;
  return now - lastEditAt < FLEET_EDIT_SETTLE_MS || resultsPending;
}

/**
 * The rows in the order the table shows them: sorted, or, while the order is held, in the `held` order
 * of fleet entry ids (rows added meanwhile follow it, in sort order; rows deleted meanwhile are gone).
 */
export function orderFleetRows<T extends FleetRowData>(
  rows: readonly T[],
  sort: FleetSort,
  held: readonly number[] | null,
): T[] {
  const sorted = sortFleetRows(rows, sort);
  if (!held) return sorted;
  const byId = new Map(rows.map((r) => [r.entry.databaseId, r]));
  const kept = held.flatMap((id) => byId.get(id) ?? []);
  const heldIds = new Set(held);
  return [...kept, ...sorted.filter((r) => !heldIds.has(r.entry.databaseId))];
}
