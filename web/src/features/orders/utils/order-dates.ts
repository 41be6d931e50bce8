/**
 * Reading the dates users type (spec 1 section 9): DD/MMM/yyyy, and DD/MMM/yyyy HH:mm for date-times, in
 * UTC like every date of the app (a laycan typed in Singapore reads the same in Rotterdam). Writing them
 * is web/src/lib/format.
 */
import { MONTH_NAMES } from '../../../lib/format';

const DATE_TIME = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads 'DD/MMM/yyyy HH:mm' (or 'DD/MMM/yyyy', meaning 00:00) as UTC. Undefined when the text is not
 * in that form or names a day that does not exist (31/Feb).
 */
export function parseDateTime(text: string): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mon, yyyy, hh = '0', mm = '0'] = m;
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === mon!.toLowerCase());
  const [day, year, hour, minute] = [Number(dd), Number(yyyy), Number(hh), Number(mm)];
  if (month < 0 || hour > 23 || minute > 59) return undefined;
  const d = new Date(Date.UTC(year, month, day, hour, minute));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month || d.getUTCDate() !== day) return undefined;
  return d;
}
