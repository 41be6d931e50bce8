import { isoFromMs } from '../../shared/voyage/iso-time.js';

/** toISOString's range of four-digit years: 0000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z. */
const FIRST_MS = -62_167_219_200_000;
const LAST_MS = 253_402_300_799_999;

/**
 * `date.toISOString()` for a Date of the years 0 to 9999, written by the engine's `isoFromMs` (the same
 * characters without a Date's formatting cost; the lists answer one creation time per row, ADR 0036);
 * undefined for an invalid Date or another year (toISOString's six-digit years), which callers leave to
 * toISOString or the scalar.
 */
export function isoDateTime(date: Date): string | undefined {
  const time = date.getTime();
  return time >= FIRST_MS && time <= LAST_MS ? isoFromMs(time) : undefined;
}
