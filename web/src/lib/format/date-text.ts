/**
 * Reading back the dates the app writes (spec 1 section 9): DD/MMM/yyyy, and DD/MMM/yyyy HH:mm for
 * date-times, always UTC like ./dates (a laycan typed in Singapore reads the same in Rotterdam). Used by
 * the one date field of the web (web/src/components/DateTimeField.tsx) and the forms behind it.
 */
import { readDate } from '../../../../shared/validation/boundary';
import { formatDate, formatDateTime, MONTH_NAMES } from './dates';

/** A calendar day ('date', DD/MMM/yyyy) or a day and a time ('datetime', DD/MMM/yyyy HH:mm). */
export type DateMode = 'date' | 'datetime';

/** The format a field of each mode is written in, as its message names it. */
export const DATE_FORMATS: Record<DateMode, string> = { date: 'DD/MMM/yyyy', datetime: 'DD/MMM/yyyy HH:mm' };

/** What a typed text says: nothing, an instant (UTC), or text that cannot be read as the mode's format. */
export type DateText = { state: 'empty' } | { state: 'readable'; date: Date } | { state: 'unreadable' };

const DATE_TIME = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;
const two = (n: string | number) => String(n).padStart(2, '0');

function parse(text: string, withTime: boolean): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m || (!withTime && m[4] !== undefined)) return undefined;
  const [, dd, mon, yyyy, hh = '0', mm = '0'] = m;
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === mon!.toLowerCase());
  if (month < 0) return undefined;
  // The API's own date rule decides (shared/validation/boundary): a real calendar day and clock time, no
  // zone means UTC, years 1950-2200; so a form accepts exactly what the server will.
  return readDate(`${yyyy}-${two(month + 1)}-${two(dd!)}T${two(hh)}:${two(mm)}`);
}

/**
 * Reads 'DD/MMM/yyyy HH:mm' (or 'DD/MMM/yyyy', meaning 00:00) as UTC; month names in any case. Undefined
 * when the text is not in that form, names a day or time that does not exist (31/Feb, 24:00) or a year
 * outside 1950-2200.
 */
export function parseDateTime(text: string): Date | undefined {
  return parse(text, true);
}

/** Reads 'DD/MMM/yyyy' as the start of that UTC day; undefined as parseDateTime, or when a time is given. */
export function parseDay(text: string): Date | undefined {
  return parse(text, false);
}

/** The typed text of a field of the given mode, read. */
export function readDateText(text: string, mode: DateMode): DateText {
  if (text.trim() === '') return { state: 'empty' };
  const date = mode === 'date' ? parseDay(text) : parseDateTime(text);
  return date ? { state: 'readable', date } : { state: 'unreadable' };
}

/** The text a field of the given mode shows for an instant. */
export function formatDateText(date: Date, mode: DateMode): string {
  return mode === 'date' ? formatDate(date) : formatDateTime(date);
}

/** A calendar day as a date picker hands it: month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The UTC calendar day of an instant. */
export function utcDayOf(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The instant of a UTC day at a time of day (hours 0-23, minutes 0-59). */
export function atUtc(day: CalendarDay, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute));
}

/** The last millisecond of the UTC day an instant falls on (a 'to' bound that includes the whole day). */
export function endOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59, 999));
}
