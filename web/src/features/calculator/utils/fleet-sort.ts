import type { FleetEntry, VesselResult } from '../state/types';

/** A fleet entry with its latest result (none until the vessel has been priced). */
export interface FleetRowData {
  entry: FleetEntry;
  result: VesselResult | null;
}

/** The sortable columns of the fleet table. */
export type FleetSortKey =
  | 'vesselName'
  | 'dwt'
  | 'port'
  | 'dateOpening'
  | 'hirePerDay'
  | 'gbb'
  | 'hireGbb'
  | 'eta'
  | 'tcEq'
  | 'frtCost'
  | 'profit'
  | 'profitNet'
  | 'profitPerDay'
  | 'voyageDays'
  | 'loadability'
  | 'vesselPremium'
  | 'positionPremium'
  | 'co2'
  | 'etsCostUsd'
  | 'ciiRating';

export type SortDirection = 'asc' | 'desc';

export interface FleetSort {
  key: FleetSortKey;
  direction: SortDirection;
}

/** Spec 1 section 9: the fleet table starts sorted by TC equivalent, ascending. */
export const DEFAULT_FLEET_SORT: FleetSort = { key: 'tcEq', direction: 'asc' };

type SortValue = number | string | null;

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** The value a row is ordered by in a column; null when it has none (not priced yet, no reference). */
export function fleetSortValue(row: FleetRowData, key: FleetSortKey): SortValue {
  const { entry, result } = row;
  switch (key) {
    case 'vesselName':
      return entry.vesselName.toLowerCase();
    case 'port':
      return entry.port.toLowerCase();
    case 'dwt':
    case 'hirePerDay':
    case 'gbb':
    case 'hireGbb':
      return entry[key];
    case 'dateOpening':
      return time(entry.dateOpening);
    case 'eta':
      return time(result?.eta);
    case 'co2':
      return result?.emissions.co2 ?? null;
    case 'etsCostUsd':
      return result?.emissions.etsCostUsd ?? null;
    case 'ciiRating':
      return result?.emissions.cii?.rating ?? null;
    default:
      return result?.[key] ?? null;
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The rows ordered by one column, ascending or descending. Stable: rows that tie keep their fleet order.
 * Rows without a value (not priced yet) go last in either direction.
 */
export function sortFleetRows<T extends FleetRowData>(rows: readonly T[], sort: FleetSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: fleetSortValue(row, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((x) => x.row);
}

/** A heading click: the same column flips direction, another column starts ascending. */
export function nextFleetSort(current: FleetSort, key: FleetSortKey): FleetSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}
