/** Numbers as the app shows them: en-US (1,234.5), '-' when there is none. */

// toLocaleString builds a formatter on every call, and tables format thousands of cells per second:
// one Intl.NumberFormat per pattern, kept.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Builds the formatters of up to `maxDecimals` places ahead of use. The first Intl.NumberFormat of a
 * page loads the locale's data and each one costs about a millisecond: a screen that formats its first
 * figures all at once (the calculator's first results) can have them built while it waits for the network.
 */
export function warmNumberFormats(maxDecimals = 4): void {
  for (let d = 0; d <= maxDecimals; d++) {
    formatter(d, d);
    formatter(0, d);
  }
}

/**
 * Exactly `decimals` places with thousands separators (money, rates, days of a result); numeric strings
 * (a saved snapshot's) are read too. '-' when not a finite number.
 */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  return formatter(decimals, decimals).format(n);
}

/**
 * At most `decimals` places (trailing zeros dropped) with thousands separators: distances, quantities,
 * grid cells; halves round away from zero. `empty` ('-' unless given) when not a finite number.
 */
export function formatUpTo(value: number | null | undefined, decimals: number, empty = '-'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  return formatter(0, decimals).format(value);
}

/** A number as an input shows it: plain, no separators, at most `decimals` places, trailing zeros dropped. */
export function inputText(value: number | null | undefined, decimals = 6): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Number(value.toFixed(decimals)));
}

/** A latitude or longitude in degrees with 4 places (about 11 m), no separators; '-' when absent. */
export function formatCoordinate(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toFixed(4) : '-';
}
