import { formatDate as dateOrEmpty, formatDateTime as dateTimeOrEmpty } from '../../orders/utils/order-dates';

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD/MMM/yyyy (spec 1 section 9), UTC like every date of the app; '-' when absent. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? dateOrEmpty(d) : '-';
}

/** DD/MMM/yyyy HH:mm (order date-times), UTC; '-' when absent. */
export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? dateTimeOrEmpty(d) : '-';
}

// toLocaleString builds a formatter on every call; tables format thousands of cells per second.
const formatters = new Map<number, Intl.NumberFormat>();

/** A number with a fixed number of decimals and thousands separators; '-' when not a finite number. */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f.format(n);
}

/** Plain text of a snapshot value; '-' for empty. */
export function formatText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '-';
}
