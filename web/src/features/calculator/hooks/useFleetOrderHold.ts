import { useEffect, useMemo, useState, type FocusEvent } from 'react';
import { FLEET_EDIT_SETTLE_MS, holdsFleetOrder, orderFleetRows } from '../utils/fleet-order-hold';
import type { FleetRowData, FleetSort } from '../utils/fleet-sort';

/** The inputs of a fleet row that hold its order while focused (hire, BOD). */
const ROW_INPUT = 'tr[data-fleet-id] input.fleet-hire';
const isRowInput = (el: EventTarget | null) => el instanceof Element && el.matches(ROW_INPUT);

/**
 * The fleet table's row order while rows are edited (rule in `utils/fleet-order-hold.ts`): focusing a
 * row's input freezes the order shown; an edit keeps it frozen for the settle pause and until the
 * recalculation's results arrive; then the sort applies again. `release` (a heading click) sorts at once.
 * Handlers go on the table body (focus events bubble in React).
 */
export function useFleetOrderHold<T extends FleetRowData>(
  rows: readonly T[],
  sort: FleetSort,
  resultsPending: boolean,
) {
  const [held, setHeld] = useState<readonly number[] | null>(null);
  const [rowFocused, setRowFocused] = useState(false);
  const [lastEditAt, setLastEditAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const holding = held !== null && holdsFleetOrder({ rowFocused, lastEditAt, resultsPending, now });
  // The edit has settled: forget it, so that a later recalculation alone does not hold the order again.
  if (!holding && (held !== null || lastEditAt !== null)) {
    setHeld(null);
    setLastEditAt(null);
  }
  const order = holding ? held : null;
  const shown = useMemo(() => orderFleetRows(rows, sort, order), [rows, sort, order]);

  // Wake up when the settle pause ends (results may have arrived long before).
  useEffect(() => {
    if (lastEditAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, lastEditAt + FLEET_EDIT_SETTLE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [lastEditAt]);

  const freeze = () => {
    if (!holding) setHeld(shown.map((r) => r.entry.databaseId));
  };
  return {
    rows: shown,
    holding,
    onFocus: (e: FocusEvent) => {
      if (!isRowInput(e.target)) return;
      setRowFocused(true);
      freeze();
    },
    onBlur: (e: FocusEvent) => {
      if (!isRowInput(e.target) || isRowInput(e.relatedTarget)) return;
      setRowFocused(false);
      setNow(Date.now());
    },
    /** A row's value was edited (hire, BOD). */
    noteEdit: () => {
      const t = Date.now();
      setLastEditAt(t);
      setNow(t);
      freeze();
    },
    /** Sorts at once (a heading click), whatever is being edited. */
    release: () => {
      setHeld(null);
      setLastEditAt(null);
    },
  };
}
