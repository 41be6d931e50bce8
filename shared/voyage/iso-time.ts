const pad2 = (n: number) => (n < 10 ? '0' : '') + n;
const pad3 = (n: number) => (n < 10 ? '00' : n < 100 ? '0' : '') + n;

/**
 * Epoch milliseconds to an ISO-8601 UTC string, exactly as Date.prototype.toISOString for years
 * 0000-9999, without allocating a Date: the engine formats two instants per row per vessel.
 * Civil-from-days after H. Hinnant's public-domain algorithm.
 */
export function isoFromMs(input: number): string {
  if (!Number.isFinite(input)) throw new RangeError('Invalid time value');
  const ms = Math.trunc(input) + 0; // Date truncates fractions toward zero; + 0 turns -0 into 0

  const days = Math.floor(ms / 86_400_000);
  let rem = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(ms).toISOString();
  const h = Math.floor(rem / 3_600_000);
  rem -= h * 3_600_000;
  const m = Math.floor(rem / 60_000);
  rem -= m * 60_000;
  const s = Math.floor(rem / 1000);
  const milli = Math.floor(rem - s * 1000);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(m)}:${pad2(s)}.${pad3(milli)}Z`;
}
