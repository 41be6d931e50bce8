import { describe, expect, it } from 'vitest';
import type { FleetEntry, VesselResult } from '../state/types';
import { DEFAULT_FLEET_SORT, nextFleetSort, sortFleetRows, type FleetRowData } from './fleet-sort';

function row(id: number, tcEq: number | null, extra: Partial<FleetEntry> = {}): FleetRowData {
  const entry = {
    databaseId: id,
    vesselName: `V${id}`,
    port: 'Qingdao',
    dwt: 80_000 + id,
    dateOpening: '2027-01-05T00:00:00Z',
    ...extra,
  };
  const result =
    tcEq === null
      ? null
      : ({
          fleetId: String(id),
          tcEq,
          eta: null,
          emissions: { co2: 1000 - id, etsCostUsd: 0, cii: { rating: 'C' } },
        } as unknown as VesselResult);
  return { entry: entry as unknown as FleetEntry, result };
}

const ids = (rows: FleetRowData[]) => rows.map((r) => r.entry.databaseId);

describe('sortFleetRows', () => {
  it('starts on TC equivalent ascending', () => {
    expect(DEFAULT_FLEET_SORT).toEqual({ key: 'tcEq', direction: 'asc' });
    expect(ids(sortFleetRows([row(1, 15_000), row(2, 9_000), row(3, 12_500)], DEFAULT_FLEET_SORT))).toEqual([2, 3, 1]);
  });

  it('sorts descending', () => {
    expect(
      ids(sortFleetRows([row(1, 15_000), row(2, 9_000), row(3, 12_500)], { key: 'tcEq', direction: 'desc' })),
    ).toEqual([1, 3, 2]);
  });

  it('is stable: ties keep fleet order in both directions', () => {
    const rows = [row(1, 10_000), row(2, 9_000), row(3, 10_000), row(4, 10_000)];
    expect(ids(sortFleetRows(rows, { key: 'tcEq', direction: 'asc' }))).toEqual([2, 1, 3, 4]);
    expect(ids(sortFleetRows(rows, { key: 'tcEq', direction: 'desc' }))).toEqual([1, 3, 4, 2]);
    const samePort = [row(5, 1), row(6, 2), row(7, 3)];
    expect(ids(sortFleetRows(samePort, { key: 'port', direction: 'desc' }))).toEqual([5, 6, 7]);
  });

  it('puts rows without a result last in either direction, in fleet order', () => {
    const rows = [row(1, null), row(2, 9_000), row(3, null), row(4, 8_000)];
    expect(ids(sortFleetRows(rows, { key: 'tcEq', direction: 'asc' }))).toEqual([4, 2, 1, 3]);
    expect(ids(sortFleetRows(rows, { key: 'tcEq', direction: 'desc' }))).toEqual([2, 4, 1, 3]);
  });

  it('sorts text, dates and entry numbers', () => {
    const rows = [
      row(1, 1, { vesselName: 'bravo', dateOpening: '2027-02-01T00:00:00Z', hirePerDay: 3 }),
      row(2, 1, { vesselName: 'Alpha', dateOpening: '2027-01-01T00:00:00Z', hirePerDay: 1 }),
      row(3, 1, { vesselName: 'Charlie', dateOpening: '2026-12-01T00:00:00Z', hirePerDay: 2 }),
    ];
    expect(ids(sortFleetRows(rows, { key: 'vesselName', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortFleetRows(rows, { key: 'dateOpening', direction: 'asc' }))).toEqual([3, 2, 1]);
    expect(ids(sortFleetRows(rows, { key: 'hirePerDay', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(sortFleetRows(rows, { key: 'co2', direction: 'asc' }))).toEqual([3, 2, 1]);
  });

  it('does not change its input', () => {
    const rows = [row(1, 3), row(2, 1)];
    sortFleetRows(rows, DEFAULT_FLEET_SORT);
    expect(ids(rows)).toEqual([1, 2]);
  });
});

describe('nextFleetSort', () => {
  it('flips the direction on the same heading and starts ascending on another', () => {
    expect(nextFleetSort({ key: 'tcEq', direction: 'asc' }, 'tcEq')).toEqual({ key: 'tcEq', direction: 'desc' });
    expect(nextFleetSort({ key: 'tcEq', direction: 'desc' }, 'tcEq')).toEqual({ key: 'tcEq', direction: 'asc' });
    expect(nextFleetSort({ key: 'tcEq', direction: 'desc' }, 'profit')).toEqual({ key: 'profit', direction: 'asc' });
  });
});
