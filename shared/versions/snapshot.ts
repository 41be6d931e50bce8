/**
 * What a version of an order or a saved voyage holds (issue #21 item 6, ADR 0030): its inputs as the API
 * returns them and, where the record has them, its headline results. Plain JSON, written by the server at
 * each save and compared by diff.ts.
 */

/** A JSON value of a snapshot. */
export type SnapshotValue = string | number | boolean | null | SnapshotValue[] | { [key: string]: SnapshotValue };

export interface VersionSnapshot {
  /** The record's own fields (an order's fields; a saved voyage's order as calculated). */
  inputs: Record<string, SnapshotValue>;
  /** The port operations in itinerary order (compared by position). */
  operations: Record<string, SnapshotValue>[];
  /** A saved voyage's fleet entry as calculated (vessel, open date, hire...); null for an order. */
  fleet: Record<string, SnapshotValue> | null;
  /** Headline results (saved voyages: HEADLINE_RESULTS); null when the record stores none (orders). */
  results: Record<string, SnapshotValue> | null;
}

/** The parts of a snapshot, in the order a diff lists them. */
export const SNAPSHOT_SECTIONS = ['inputs', 'operations', 'fleet', 'results'] as const;
export type SnapshotSection = (typeof SNAPSHOT_SECTIONS)[number];

/**
 * The headline results a saved voyage's version keeps, read from the engine's VesselResult: name in the
 * result (dotted for nested figures), label and unit.
 */
export const HEADLINE_RESULTS = [
  { key: 'tcEq', label: 'TCE', unit: 'USD/day' },
  { key: 'profit', label: 'Profit (before hire)', unit: 'USD' },
  { key: 'profitNet', label: 'Profit (net)', unit: 'USD' },
  { key: 'profitPerDay', label: 'Profit per day', unit: 'USD/day' },
  { key: 'frtCost', label: 'Break-even freight', unit: 'USD/t' },
  { key: 'voyageDays', label: 'Voyage days', unit: 'days' },
  { key: 'onHireDays', label: 'On-hire days', unit: 'days' },
  { key: 'cargoCarried', label: 'Cargo carried', unit: 't' },
  { key: 'loadability', label: 'Loadability', unit: 't' },
  { key: 'emissions.co2', label: 'CO2', unit: 't' },
  { key: 'emissions.etsCostUsd', label: 'EU ETS cost', unit: 'USD' },
  { key: 'emissions.cii.rating', label: 'CII rating' },
  { key: 'canMakeLaycan', label: 'Makes laycan' },
] as const satisfies readonly { key: string; label: string; unit?: string }[];

/** The headline results of an engine result (any JSON object shaped like VesselResult); absent figures are null. */
export function headlineResults(result: Record<string, unknown>): Record<string, SnapshotValue> {
  const out: Record<string, SnapshotValue> = {};
  for (const { key } of HEADLINE_RESULTS) {
    let value: unknown = result;
    for (const part of key.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    out[key] = typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? value : null;
  }
  return out;
}
