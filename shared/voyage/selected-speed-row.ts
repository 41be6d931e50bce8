import type { VesselSpec } from './types.js';

/** A row of the vessel's speed table: its 0-based position and its speed, knots. */
export interface TableRowPick {
  index: number;
  speed: number;
}

/**
 * The table row a sea leg runs at when its itinerary row gives no speed (voyage-model section 2): the
 * vessel's selected row for the condition (`ballastSelected` / `ladenSelected`, 0-based) when it has a
 * speed above 0; otherwise the first row of the table with a speed above 0; null when no row has one
 * (the leg then counts 0 days and the speed warnings flag the table).
 *
 * @param vessel - the speed tables (knots, t/day) and the selected rows.
 * @param condition - which table: 'ballast' or 'laden'.
 * @returns the row's 0-based index and speed in knots, or null.
 */
export function selectedSpeedRow(
  vessel: Pick<VesselSpec, 'ballast' | 'laden' | 'ballastSelected' | 'ladenSelected'>,
  condition: 'ballast' | 'laden',
): TableRowPick | null {
  const table = condition === 'ballast' ? vessel.ballast : vessel.laden;
  const selected = condition === 'ballast' ? vessel.ballastSelected : vessel.ladenSelected;
  const chosen = table[selected]?.speed ?? 0;
  if (chosen > 0) return { index: selected, speed: chosen };
  const index = table.findIndex((r) => r.speed > 0);
  return index < 0 ? null : { index, speed: (table[index] as { speed: number }).speed };
}
