/**
 * Dates of the whole web app (spec 1 section 9): DD/MMM/yyyy, and DD/MMM/yyyy HH:mm for date-times. UTC,
 * both ways: a laycan typed in Singapore reads the same in Rotterdam (the stored instants carry no port
 * zone), and the orders, the calculator and the saved voyages all show the same day and hour.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MMM/yyyy (UTC); '' for a missing or unreadable value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}`;
}

/** DD/MMM/yyyy HH:mm (UTC); '' for a missing or unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const d = value instanceof Date ? value : new Date(value as string);
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const DATE_TIME = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads 'DD/MMM/yyyy HH:mm' (or 'DD/MMM/yyyy', meaning 00:00) as UTC. Undefined when the text is not
 * in that form or names a day that does not exist (31/Feb).
 */
export function parseDateTime(text: string): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mon, yyyy, hh = '0', mm = '0'] = m;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === mon!.toLowerCase());
  const [day, year, hour, minute] = [Number(dd), Number(yyyy), Number(hh), Number(mm)];
  if (month < 0 || hour > 23 || minute > 59) return undefined;
  const d = new Date(Date.UTC(year, month, day, hour, minute));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month || d.getUTCDate() !== day) return undefined;
  return d;
}
