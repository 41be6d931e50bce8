/**
 * Reading the dates users type (spec 1 section 9): DD/MMM/yyyy, and DD/MMM/yyyy HH:mm for date-times, in
 * UTC like every date of the app (a laycan typed in Singapore reads the same in Rotterdam). Writing them
 * is web/src/lib/format.
 */
import { readDate } from '../../../../../shared/validation/boundary';
import { MONTH_NAMES } from '../../../lib/format';

const DATE_TIME = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads 'DD/MMM/yyyy HH:mm' (or 'DD/MMM/yyyy', meaning 00:00) as UTC. Undefined when the text is not
 * in that form, names a day or time that does not exist (31/Feb, 24:00) or a year outside 1950-2200.
 */
export function parseDateTime(text: string): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mon, yyyy, hh = '0', mm = '0'] = m;
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === mon!.toLowerCase());
  if (month < 0) return undefined;
  const two = (n: string | number) => String(n).padStart(2, '0');
  // The API's own date rule decides (shared/validation/boundary): a real calendar day and clock time, no
  // zone means UTC, years 1950-2200; so the form accepts exactly what the server will.
  return readDate(`${yyyy}-${two(month + 1)}-${two(dd!)}T${two(hh)}:${two(mm)}`);
}
