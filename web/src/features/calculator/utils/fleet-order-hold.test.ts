import { describe, expect, it } from 'vitest';
import type { FleetEntry, VesselResult } from '../state/types';
import { FLEET_EDIT_SETTLE_MS, holdsFleetOrder, orderFleetRows } from './fleet-order-hold';
import type { FleetRowData, FleetSort } from './fleet-sort';

function row(id: number, hirePerDay: number): FleetRowData {
  const entry = { databaseId: id, vesselName: `V${id}`, port: 'Qingdao', hirePerDay } as unknown as FleetEntry;
  return { entry, result: { fleetId: String(id), tcEq: 10_000 + id } as unknown as VesselResult };
}

const ids = (rows: FleetRowData[]) => rows.map((r) => r.entry.databaseId);
const byHire: FleetSort = { key: 'hirePerDay', direction: 'asc' };
const idle = { rowFocused: false, lastEditAt: null, resultsPending: false, now: 10_000 };

describe('holdsFleetOrder', () => {
  it('holds while an input of a row has focus, edited or not', () => {
    expect(holdsFleetOrder({ ...idle, rowFocused: true })).toBe(true);
    expect(holdsFleetOrder({ ...idle, rowFocused: true, lastEditAt: 0 })).toBe(true);
  });

  it('does not hold without focus and without an edit waiting', () => {
    expect(holdsFleetOrder(idle)).toBe(false);
    // Results pending from some other change (not an edit of a row) do not hold the order.
    expect(holdsFleetOrder({ ...idle, resultsPending: true })).toBe(false);
  });

  it('holds for the settle pause after the last edit, then releases', () => {
    const edited = { ...idle, lastEditAt: 10_000 };
    expect(holdsFleetOrder({ ...edited, now: 10_000 })).toBe(true);
    expect(holdsFleetOrder({ ...edited, now: 10_000 + FLEET_EDIT_SETTLE_MS - 1 })).toBe(true);
    expect(holdsFleetOrder({ ...edited, now: 10_000 + FLEET_EDIT_SETTLE_MS })).toBe(false);
  });

  it('holds after the pause until the recalculation’s results have arrived', () => {
    const late = { ...idle, lastEditAt: 0, now: 60_000 };
    expect(holdsFleetOrder({ ...late, resultsPending: true })).toBe(true);
    expect(holdsFleetOrder({ ...late, resultsPending: false })).toBe(false);
  });
});

describe('orderFleetRows', () => {
  const rows = [row(1, 30_000), row(2, 10_000), row(3, 20_000)];

  it('sorts when nothing is held', () => {
    expect(ids(orderFleetRows(rows, byHire, null))).toEqual([2, 3, 1]);
  });

  it('keeps the held order when an edit would move a row', () => {
    // Vessel 2 was first by hire; its hire is now the highest, yet it stays where it was.
    const edited = [row(1, 30_000), row(2, 99_000), row(3, 20_000)];
    expect(ids(orderFleetRows(edited, byHire, [2, 3, 1]))).toEqual([2, 3, 1]);
    expect(ids(orderFleetRows(edited, byHire, null))).toEqual([3, 1, 2]);
  });

  it('shows the new values of held rows', () => {
    const edited = [row(1, 30_000), row(2, 99_000), row(3, 20_000)];
    const shown = orderFleetRows(edited, byHire, [2, 3, 1]);
    expect(shown[0]!.entry.hirePerDay).toBe(99_000);
  });

  it('appends rows added while held in sort order and drops rows deleted meanwhile', () => {
    const changed = [row(1, 30_000), row(3, 20_000), row(4, 5_000), row(5, 1_000)];
    expect(ids(orderFleetRows(changed, byHire, [2, 3, 1]))).toEqual([3, 1, 5, 4]);
  });

  it('does not change its input', () => {
    const input = [...rows];
    orderFleetRows(input, byHire, [3, 2, 1]);
    expect(ids(input)).toEqual([1, 2, 3]);
  });
});
