import type { GradeAmounts, SpeedRow } from './types.js';

function pick(row: SpeedRow): GradeAmounts {
  return { hs: row.hs, ls: row.ls, mgo: row.mgo };
}

/** rate x (speed / rowSpeed)^3 per grade; the cube is written as products so it is monotone in floating point. */
function cubeLaw(row: SpeedRow, speed: number): GradeAmounts {
  const q = speed / row.speed;
  return { hs: row.hs * q * q * q, ls: row.ls * q * q * q, mgo: row.mgo * q * q * q };
}

/** a + (b - a) x t, clamped to [min(a, b), max(a, b)]. */
function lerp(a: number, b: number, t: number): number {
  const v = a + (b - a) * t;
  return Math.min(Math.max(v, Math.min(a, b)), Math.max(a, b));
}

/**
 * Linear interpolation between two rows. The result is clamped to the two row values: `a + (b - a) * t`
 * can overshoot `b` by one ulp just below the upper row, which would break monotonicity at the row speed.
 */
function interpolate(lo: SpeedRow, hi: SpeedRow, speed: number): GradeAmounts {
  const t = (speed - lo.speed) / (hi.speed - lo.speed);
  return { hs: lerp(lo.hs, hi.hs, t), ls: lerp(lo.ls, hi.ls, t), mgo: lerp(lo.mgo, hi.mgo, t) };
}

/**
 * Fuel consumption per grade at a given speed, read from a vessel's speed/consumption table
 * (voyage-model section 3).
 *
 * - Only rows with speed > 0 are used, sorted by speed (rows with equal speed: the first given wins).
 * - Exactly at a row's speed: that row. Between two rows: each grade linearly interpolated by speed.
 * - Below the slowest or above the fastest row, or when only one row is usable: cube law from the
 *   nearest row, `rate x (speed / rowSpeed)^3`.
 * - No usable row, or speed <= 0 (or not a number): all zeros.
 *
 * @param rows - the table: speed in knots, hs/ls/mgo in t/day.
 * @param speed - knots.
 * @returns consumption in t/day per grade.
 */
/** Rows with a usable speed, ascending; the table itself when it already is (the usual case: no copy). */
function usableRows(rows: readonly SpeedRow[]): readonly SpeedRow[] {
  let prev = 0;
  for (const r of rows) {
    if (!(r.speed > prev) || !Number.isFinite(r.speed)) {
      return rows.filter((x) => x.speed > 0 && Number.isFinite(x.speed)).sort((a, b) => a.speed - b.speed);
    }
    prev = r.speed;
  }
  return rows;
}

export function consumptionAtSpeed({ rows, speed }: { rows: readonly SpeedRow[]; speed: number }): GradeAmounts {
  if (!(speed > 0)) return { hs: 0, ls: 0, mgo: 0 };
  const usable = usableRows(rows);
  const first = usable[0];
  const last = usable[usable.length - 1];
  if (first === undefined || last === undefined) return { hs: 0, ls: 0, mgo: 0 };

  for (const r of usable) if (r.speed === speed) return pick(r);
  if (speed < first.speed) return cubeLaw(first, speed);
  if (speed > last.speed) return cubeLaw(last, speed);

  for (let i = 1; i < usable.length; i += 1) {
    const lo = usable[i - 1];
    const hi = usable[i];
    if (lo !== undefined && hi !== undefined && lo.speed < speed && speed < hi.speed) {
      return interpolate(lo, hi, speed);
    }
  }
  // Unreachable: a speed inside [first, last] that matches no row lies strictly between two rows.
  return cubeLaw(last, speed);
}
