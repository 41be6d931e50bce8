import type { OperationRow, SpeedRow } from './types.js';

/** The step of the speed search, knots. */
export const OPTIMAL_SPEED_STEP = 0.1;

/**
 * The speeds the optimal-speed search tries for one condition: the table's slowest and fastest usable speed
 * (speed > 0) and every multiple of 0.1 kn between them, ascending; empty for a table with no usable speed.
 * Knots; each value is rounded to 1e-9 kn so 12.3 is 12.3, not 12.299999999999999.
 *
 * @param rows - the vessel's ballast or laden table (knots, t/day).
 */
export function optimalSpeedGrid(args: { rows: readonly SpeedRow[] }): number[] {
  const speeds = args.rows.map((r) => r.speed).filter((s) => s > 0 && Number.isFinite(s));
  if (speeds.length === 0) return [];
  const min = Math.min(...speeds);
  const max = Math.max(...speeds);
  const tenths = (v: number) => Math.round(v * 1e9) / 1e9;
  const out = [min];
  for (let k = Math.floor(min * 10 + 1e-6) + 1; k / 10 < max - 1e-9; k++) {
    const v = tenths(k * OPTIMAL_SPEED_STEP);
    if (v > min + 1e-9) out.push(v);
  }
  if (max > min) out.push(max);
  return out;
}

/**
 * The itinerary with every sea leg of a condition sailed at one speed, as a user would type it: the row's
 * speed and ECA speed set (knots), its speed reduce and speed factor kept. A condition given null keeps its
 * rows as they are. Row 0 (Commence) has no leg and is left alone.
 */
export function rowsAtSpeeds(
  rows: readonly OperationRow[],
  speeds: { ballast: number | null; laden: number | null },
): OperationRow[] {
  return rows.map((row, i) => {
    const v = row.lbmarker === 'laden' ? speeds.laden : speeds.ballast;
    return i === 0 || v === null ? row : { ...row, speedNormal: v, speedECA: v };
  });
}
