import type { AutoTab_PositionFragment, FleetEntryInput } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { parseDateTime } from '../../orders/utils/order-dates';

/** An e-mail position as the Auto tab reads it (its fragment, AutoTab.tsx). */
export type EmailPosition = AutoTab_PositionFragment;

/** A row of the Add Fleet Auto tab: the e-mail position, its opening date as typed, and its tick. */
export interface AutoRow {
  position: EmailPosition;
  /** DD/MMM/yyyy HH:mm; '' when the e-mail gave no date. */
  dateOpening: string;
  selected: boolean;
}

export function autoRowsFrom(positions: readonly EmailPosition[]): AutoRow[] {
  return positions.map((position) => ({
    position,
    dateOpening: formatDateTime(position.dateOpen, ''),
    selected: false,
  }));
}

export function toggleAutoRow(rows: readonly AutoRow[], id: number, selected: boolean): AutoRow[] {
  return rows.map((r) => (r.position.databaseId === id ? { ...r, selected } : r));
}

/**
 * The Auto rows of the positions loaded so far: a row ticked, dated or linked keeps its state (`edited`); a
 * row new to the list starts fresh, ticked when Select all is on for the whole search (`tickNew`: its rows
 * still to come are ticked as they arrive).
 */
export function autoRowsOf(
  positions: readonly EmailPosition[],
  edited: readonly AutoRow[],
  tickNew = false,
): AutoRow[] {
  const byId = new Map(edited.map((r) => [r.position.databaseId, r]));
  return positions.map((p) => byId.get(p.databaseId) ?? { ...autoRowsFrom([p])[0]!, selected: tickNew });
}

/** The select-all box: ticks (or clears) every row. */
export function toggleAllAutoRows(rows: readonly AutoRow[], selected: boolean): AutoRow[] {
  return rows.map((r) => ({ ...r, selected }));
}

/**
 * The select-all box's state: checked when every row of the search is ticked, indeterminate when only some
 * are. `untickedToCome`: the search has rows not loaded yet that will not arrive ticked, so every loaded row
 * ticked is still only some of them.
 */
export function selectAllState(
  rows: readonly AutoRow[],
  untickedToCome = false,
): { checked: boolean; indeterminate: boolean } {
  const ticked = rows.filter((r) => r.selected).length;
  const every = rows.length > 0 && ticked === rows.length && !untickedToCome;
  return { checked: every, indeterminate: ticked > 0 && !every };
}

/** A date edited on a ticked row is copied to every ticked row; on an unticked row it stays on that row. */
export function setAutoRowDate(rows: readonly AutoRow[], id: number, text: string): AutoRow[] {
  const edited = rows.find((r) => r.position.databaseId === id);
  if (!edited) return [...rows];
  return rows.map((r) =>
    r.position.databaseId === id || (edited.selected && r.selected) ? { ...r, dateOpening: text } : r,
  );
}

export type AutoSaveCheck = { kind: 'none' } | { kind: 'missingDate' } | { kind: 'ok'; lines: FleetEntryInput[] };

/**
 * What Save does with the ticked rows: nothing when none is ticked; 'Please add date to selected
 * vessels' when a ticked row has no readable date; otherwise the addToFleet lines (the catalogue
 * vessel when the position resolved to one).
 */
export function autoRowsInput(rows: readonly AutoRow[]): AutoSaveCheck {
  const ticked = rows.filter((r) => r.selected);
  if (ticked.length === 0) return { kind: 'none' };
  if (ticked.some((r) => !parseDateTime(r.dateOpening))) return { kind: 'missingDate' };
  return {
    kind: 'ok',
    lines: ticked.map(({ position: p, dateOpening }) => ({
      ...(p.vesselId != null ? { vesselId: p.vesselId } : {}),
      vesselName: p.vesselName,
      ...(p.dwt != null ? { dwt: p.dwt } : {}),
      port: p.portName ?? '',
      lat: p.lat ?? null,
      lng: p.lng ?? null,
      dateOpening: parseDateTime(dateOpening)!.toISOString(),
      gbb: 0,
      hirePerDay: 0,
      hireGbb: 0,
    })),
  };
}
