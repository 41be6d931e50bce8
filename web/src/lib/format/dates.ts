/**
 * Dates as the whole app shows them (spec 1 section 9): DD/MMM/yyyy, and DD/MMM/yyyy HH:mm for
 * date-times. Always UTC: a laycan typed in Singapore reads the same in Rotterdam (the stored instants
 * carry no port zone), and the orders, the calculator and the saved voyages show the same day and hour.
 */

/** The month names of DD/MMM/yyyy, January first (the order-form reader reads the same names). */
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant from an ISO string, epoch milliseconds or a Date; null when absent or unreadable. */
function toDate(value: unknown): Date | null {
  const d =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** DD/MMM/yyyy (UTC); `empty` ('-' unless given: '' for an input) when absent or unreadable. */
export function formatDate(value: unknown, empty = '-'): string {
  const d = toDate(value);
  return d ? `${pad(d.getUTCDate())}/${MONTH_NAMES[d.getUTCMonth()]}/${d.getUTCFullYear()}` : empty;
}

/** DD/MMM/yyyy HH:mm (UTC); `empty` ('-' unless given: '' for an input) when absent or unreadable. */
export function formatDateTime(value: unknown, empty = '-'): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : empty;
}

/** DD-MM-yyyy HH:mm (UTC), the Margin Allowances Table's arrival and departure; '-' when absent. */
export function formatDashDateTime(value: unknown): string {
  const d = toDate(value);
  if (!d) return '-';
  const day = `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
