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

const ZERO_CODE = 48;

// The date part 'YYYY-MM-DD' of recent days as character codes, four to an int (year digits; month and
// day digits), in a small table indexed by the day's low bits. A fleet's instants fall on a few dozen
// days, and consecutive instants on different ones, so a one-day cache missed four calls in five.
const DAY_SLOTS = 512;
const slotDay = new Int32Array(DAY_SLOTS).fill(-0x80000000);
const slotYear = new Int32Array(DAY_SLOTS);
const slotMonthDay = new Int32Array(DAY_SLOTS);

/** Fills the day's slot; false when its year is outside 0000-9999 (left to Date). */
function fillSlot(slot: number, days: number): boolean {
  const { year, month, day } = civilFromDays(days);
  if (year < 0 || year > 9999) return false;
  slotDay[slot] = days;
  slotYear[slot] =
    ((ZERO_CODE + Math.floor(year / 1000)) << 24) |
    ((ZERO_CODE + (Math.floor(year / 100) % 10)) << 16) |
    ((ZERO_CODE + (Math.floor(year / 10) % 10)) << 8) |
    (ZERO_CODE + (year % 10));
  slotMonthDay[slot] =
    ((ZERO_CODE + Math.floor(month / 10)) << 24) |
    ((ZERO_CODE + (month % 10)) << 16) |
    ((ZERO_CODE + Math.floor(day / 10)) << 8) |
    (ZERO_CODE + (day % 10));
  return true;
}

/** Days since 1970-01-01 of 1 January of a year (H. Hinnant's days-from-civil, month 1, day 1). */
export function daysFromYearStart(year: number): number {
  const y = year - 1; // January counts in the previous March-based year
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doe = 365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100) + 306;
  return era * 146_097 + doe - 719_468;
}

// The year utcYear answered last and its instants [yearFrom, yearTo): a voyage's segments mostly start
// in one year, so most calls are two comparisons.
let rangeYear = 0;
let yearFrom = 0;
let yearTo = -1;

/** The UTC calendar year of an instant (epoch ms), without allocating a Date. */
export function utcYear(ms: number): number {
  const t = Math.trunc(ms);
  if (t >= yearFrom && t < yearTo) return rangeYear;
  const year = civilFromDays(Math.floor(t / DAY_MS)).year;
  rangeYear = year;
  yearFrom = daysFromYearStart(year) * DAY_MS;
  yearTo = daysFromYearStart(year + 1) * DAY_MS;
  return year;
}

/**
 * Epoch milliseconds to an ISO-8601 UTC string, exactly as Date.prototype.toISOString for years
 * 0000-9999. The engine formats two instants per row per vessel, so this builds the 24 characters
 * directly into one flat string instead of allocating a Date and intermediate pieces, and reuses the
 * digits of a recent day's date.
 */
export function isoFromMs(input: number): string {
  if (!Number.isFinite(input)) throw new RangeError('Invalid time value');
  const ms = Math.trunc(input) + 0; // Date truncates fractions toward zero; + 0 turns -0 into 0
  const days = Math.floor(ms / DAY_MS);
  const slot = days & (DAY_SLOTS - 1);
  if (slotDay[slot] !== days && !fillSlot(slot, days)) return new Date(ms).toISOString();
  const yy = slotYear[slot] as number;
  const md = slotMonthDay[slot] as number;
  let rem = ms - days * DAY_MS;
  const h = Math.floor(rem / 3_600_000);
  rem -= h * 3_600_000;
  const m = Math.floor(rem / 60_000);
  rem -= m * 60_000;
  const s = Math.floor(rem / 1000);
  const milli = rem - s * 1000;
  return String.fromCharCode(
    yy >>> 24,
    (yy >>> 16) & 255,
    (yy >>> 8) & 255,
    yy & 255,
    45,
    md >>> 24,
    (md >>> 16) & 255,
    45,
    (md >>> 8) & 255,
    md & 255,
    84,
    ZERO_CODE + Math.floor(h / 10),
    ZERO_CODE + (h % 10),
    58,
    ZERO_CODE + Math.floor(m / 10),
    ZERO_CODE + (m % 10),
    58,
    ZERO_CODE + Math.floor(s / 10),
    ZERO_CODE + (s % 10),
    46,
    ZERO_CODE + Math.floor(milli / 100),
    ZERO_CODE + (Math.floor(milli / 10) % 10),
    ZERO_CODE + (milli % 10),
    90,
  );
}
