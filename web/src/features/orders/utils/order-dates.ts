/** Dates of the orders screens (spec 1 section 9): DD/MMM/yyyy, and DD/MMM/yyyy HH:mm for order date-times. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MMM/yyyy in local time; '' for a missing or unreadable value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${MONTHS[d.getMonth()]}/${d.getFullYear()}`;
}

/** DD/MMM/yyyy HH:mm in local time; '' for a missing or unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const d = value instanceof Date ? value : new Date(value as string);
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const DATE_TIME = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads 'DD/MMM/yyyy HH:mm' (or 'DD/MMM/yyyy', meaning 00:00) as local time. Undefined when the text is not
 * in that form or names a day that does not exist (31/Feb).
 */
export function parseDateTime(text: string): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mon, yyyy, hh = '0', mm = '0'] = m;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === mon!.toLowerCase());
  const [day, year, hour, minute] = [Number(dd), Number(yyyy), Number(hh), Number(mm)];
  if (month < 0 || hour > 23 || minute > 59) return undefined;
  const d = new Date(year, month, day, hour, minute);
  if (d.getFullYear() !== year || d.getMonth() !== month || d.getDate() !== day) return undefined;
  return d;
}
