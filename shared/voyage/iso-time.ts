const DAY_MS = 86_400_000;

/** Year, month (1-12) and day of the UTC date of a day count since 1970-01-01 (H. Hinnant's civil-from-days). */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The UTC calendar year of an instant (epoch ms), without allocating a Date. */
export function utcYear(ms: number): number {
  return civilFromDays(Math.floor(Math.trunc(ms) / DAY_MS)).year;
}

const ZERO_CODE = 48;

/**
 * Epoch milliseconds to an ISO-8601 UTC string, exactly as Date.prototype.toISOString for years
 * 0000-9999. The engine formats two instants per row per vessel, so this builds the 24 characters
 * directly into one flat string instead of allocating a Date and intermediate pieces.
 */
export function isoFromMs(input: number): string {
  if (!Number.isFinite(input)) throw new RangeError('Invalid time value');
  const ms = Math.trunc(input) + 0; // Date truncates fractions toward zero; + 0 turns -0 into 0
  const days = Math.floor(ms / DAY_MS);
  const { year, month, day } = civilFromDays(days);
  if (year < 0 || year > 9999) return new Date(ms).toISOString();
  let rem = ms - days * DAY_MS;
  const h = Math.floor(rem / 3_600_000);
  rem -= h * 3_600_000;
  const m = Math.floor(rem / 60_000);
  rem -= m * 60_000;
  const s = Math.floor(rem / 1000);
  const milli = rem - s * 1000;
  const d = (n: number) => ZERO_CODE + n;
  return String.fromCharCode(
    d(Math.floor(year / 1000)),
    d(Math.floor(year / 100) % 10),
    d(Math.floor(year / 10) % 10),
    d(year % 10),
    45,
    d(Math.floor(month / 10)),
    d(month % 10),
    45,
    d(Math.floor(day / 10)),
    d(day % 10),
    84,
    d(Math.floor(h / 10)),
    d(h % 10),
    58,
    d(Math.floor(m / 10)),
    d(m % 10),
    58,
    d(Math.floor(s / 10)),
    d(s % 10),
    46,
    d(Math.floor(milli / 100)),
    d(Math.floor(milli / 10) % 10),
    d(milli % 10),
    90,
  );
}
