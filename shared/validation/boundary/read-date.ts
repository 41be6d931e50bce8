import { z } from 'zod';
import { FIELD } from './field-path.js';
import { shown } from './shown.js';

/** The one accepted range of years: outside it a date is a typo (and the engine's timeline stays within JS dates). */
export const DATE_YEARS = [1950, 2200] as const;

// The spellings legacy clients send: a date, optionally a clock time (seconds optional, ' ' or 'T'),
// optionally a zone ('Z', '+02:00' or '+0200').
const LEGACY_ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
// zod's own check of the canonical form: a real calendar day (no 30 February), a real clock time and offset.
const CANONICAL = z.iso.datetime({ offset: true });

/** The legacy spelling as RFC 3339: seconds added, a missing zone is UTC, a date alone is midnight UTC. */
function canonical(text: string): string | undefined {
  const m = LEGACY_ISO.exec(text);
  if (!m) return undefined;
  const [, day, hhmm = '00:00', seconds = ':00', zone = 'Z'] = m;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${day}T${hhmm}${seconds}${offset}`;
}

/**
 * An ISO-8601 date or date-time (or epoch milliseconds, or a Date a GraphQL scalar made) as a Date, or undefined when it is not one or its
 * year is outside DATE_YEARS. The caller decides what no value means.
 */
export function readDate(v: unknown): Date | undefined {
  let ms = Number.NaN;
  if (v instanceof Date) ms = v.getTime();
  // Epoch milliseconds count from 1970: a negative or fractional count (-1 once stored 1969-12-31) is a typo.
  else if (typeof v === 'number') ms = Number.isInteger(v) && v > 0 ? v : Number.NaN;
  else if (typeof v === 'string') {
    const iso = canonical(v.trim());
    if (iso !== undefined && CANONICAL.safeParse(iso).success) ms = Date.parse(iso);
  }
  if (!Number.isFinite(ms)) return undefined;
  const year = new Date(ms).getUTCFullYear();
  return year >= DATE_YEARS[0] && year <= DATE_YEARS[1] ? new Date(ms) : undefined;
}

export const dateProblem = (v: unknown) =>
  `${FIELD} must be an ISO-8601 date between ${DATE_YEARS[0]} and ${DATE_YEARS[1]}, got ${shown(v)}`;
