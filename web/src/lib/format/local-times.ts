import { formatDateTime, MONTH_NAMES } from './dates';

/**
 * Times in a port's own zone beside UTC (issue #21 item 4): the engine's instants are UTC; a port's IANA zone
 * (from the port table) gives its local wall time, written DD/MMM/yyyy HH:mm like every date of the app, the
 * zone named with its offset at that instant (so daylight saving and half-hour zones read right). A port
 * without a known zone (or a name the browser does not know) shows UTC alone.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const formats = new Map<string, Intl.DateTimeFormat | null>();

/** One formatter per zone (building one is costly; a grid asks for the same zones on every row). */
function formatFor(timeZone: string): Intl.DateTimeFormat | null {
  let f = formats.get(timeZone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      f = null; // RangeError: a zone this browser does not know
    }
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(d: Date, f: Intl.DateTimeFormat) {
  const parts = f.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** A port's local time of an instant, its zone and offset; null when the zone is absent or unknown. */
export interface LocalTime {
  /** DD/MMM/yyyy HH:mm in the zone. */
  text: string;
  /** DD-MM-yyyy HH:mm in the zone (the Margin Allowances Table's style). */
  dash: string;
  /** The IANA name, e.g. Asia/Kolkata. */
  zone: string;
  /** UTC+8, UTC-4, UTC+5:30, UTC+0. */
  offset: string;
}

/** The offset as UTC+h or UTC+h:mm (minutes east of UTC). */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const mm = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${mm ? `:${pad(mm)}` : ''}`;
}

function toDate(value: unknown): Date | null {
  const d =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return d && value !== '' && !Number.isNaN(d.getTime()) ? d : null;
}

/** The local time of an instant in an IANA zone; null when the instant or the zone is missing or unknown. */
export function localTime(value: unknown, timeZone: string | null | undefined): LocalTime | null {
  const d = toDate(value);
  const f = timeZone ? formatFor(timeZone) : null;
  if (!d || !f || !timeZone) return null;
  const w = wallClock(d, f);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const offsetMinutes = Math.round((asUtc - Math.floor(d.getTime() / 60_000) * 60_000) / 60_000);
  return {
    text: `${pad(w.day)}/${MONTH_NAMES[w.month - 1]}/${w.year} ${pad(w.hour)}:${pad(w.minute)}`,
    dash: `${pad(w.day)}-${pad(w.month)}-${w.year} ${pad(w.hour)}:${pad(w.minute)}`,
    zone: timeZone,
    offset: offsetLabel(offsetMinutes),
  };
}

/**
 * 'DD/MMM/yyyy HH:mm (Zone, UTC+h) / DD/MMM/yyyy HH:mm UTC': the port's local time, its zone named, then UTC.
 * Without a known zone: 'DD/MMM/yyyy HH:mm UTC'; '-' (or `empty`) when there is no instant.
 */
export function formatLocalAndUtc(value: unknown, timeZone: string | null | undefined, empty = '-'): string {
  const utc = formatDateTime(value, '');
  if (utc === '') return empty;
  const local = localTime(value, timeZone);
  return local ? `${local.text} (${local.zone}, ${local.offset}) / ${utc} UTC` : `${utc} UTC`;
}
