import { termsFactor } from '../voyage/terms-factor.js';
// Dates outside the boundary's one range of years are typing errors, on REST and GraphQL alike.
import { DATE_YEARS, NUL_PROBLEM, fillField, readText } from './boundary.js';

/**
 * The order dialog's rules (spec 1 sections 4, 5 and 9), kept once for the API and the web form: the
 * exact validation messages, which operation types may be added or deleted, Commence first, Single
 * Freight copying and terms -> factor. Pure: plain values in, plain values out.
 */

/** Operation types as the API carries them, in the spec's order. */
export const OPERATION_TYPES = [
  'Commence',
  'Loading',
  'Discharging',
  'Passing',
  'Waiting',
  'Bunkering',
  'Redelivery',
  'Relay',
] as const;
export type OperationTypeName = (typeof OPERATION_TYPES)[number];

/** The only types "Add operation" offers, and the only rows that may be deleted. */
export const EXTRA_OPERATIONS: readonly OperationTypeName[] = [
  'Passing',
  'Waiting',
  'Bunkering',
  'Redelivery',
  'Relay',
];

export const ORDER_MSG = {
  nameRequired: 'Query Name is Required',
  accessRequired: 'Access Mode is Required',
  freightModeRequired: 'Freight mode is Required',
  qtyModeRequired: 'Qty option is Required',
  laycanStartRequired: 'Laycan start date is Required',
  laycanEndRequired: 'Laycan end date is Required',
  laycanEndBeforeStart: 'Laycan end date must not be before the laycan start date',
  portRequired: (operation: string) => `${operation} PORT is required`,
  rateAboveZero: (operation: string) => `${operation} RATE must be greater than 0`,
  operationRequired: 'Operation is Required',
  cannotAdd: (operation: string) =>
    `${operation} cannot be added as a new operation: only Passing, Waiting, Bunkering, Redelivery and Relay can`,
  cannotDelete: (operation: string) =>
    `${operation} operations cannot be deleted: only Passing, Waiting, Bunkering, Redelivery and Relay can`,
  cannotChangeType: (from: string, to: string) =>
    `A ${from} operation cannot become ${to}: only Passing, Waiting, Bunkering, Redelivery and Relay are interchangeable`,
  commenceFirst: 'Commence must stay the first operation',
  oneCommence: 'An order has only one Commence operation',
  loadingAndDischarging: 'An order needs at least one Loading and one Discharging operation',
  loadingBeforeDischarging: 'The first Loading operation must come before the first Discharging operation',
  unknownTerms: (terms: string) => `Terms '${terms}' are not in the terms table: give a factor`,
  dateRange: `must be a date between the years ${DATE_YEARS[0]} and ${DATE_YEARS[1]}`,
  notFinite: 'must be a number',
  negative: 'cannot be negative',
  percent: 'must be a percentage from 0 to 100',
  latitude: 'must be a latitude from -90 to 90',
  longitude: 'must be a longitude from -180 to 180',
  // Success texts and empty states of the orders and voyages screens.
  queryAdded: 'Query added successfully',
  queryUpdated: 'Query updated successfully',
  queryDeleted: 'Query deleted successfully',
  queryFormatUpdated: 'Query format updated.',
  resultDeleted: 'Result deleted successfully',
  cargoExtraDetailDeleted: 'Cargo extra detail deleted successfully',
  noOrderFound: 'No Order Found.',
  noVoyagesFound: 'No Voyages Found.',
  confirmDeleteOrder: 'Are you sure to delete this order?',
  confirmDeleteVoyage: 'Are you sure to delete this voyage?',
} as const;

/** Spec 1 section 9: what a new order starts with. */
export const ORDER_DEFAULTS = {
  access: 'private',
  freightMode: 'Single Freight',
  qtyMode: 'MOLOO',
  terms: 'SHINC',
  factor: 1,
  loadline: 'S',
  sulfur: 'Normal',
  /** The dialog's rows in new mode (the server adds Commence as row 0). */
  operations: ['Loading', 'Discharging'] as OperationTypeName[],
} as const;

/** Column widths (characters) of the stored text fields. */
export const ORDER_TEXT_LIMITS: Record<string, number> = {
  name: 200,
  port: 200,
  terms: 50,
  grade: 200,
  account: 200,
  cargo: 200,
  country: 100,
  cargoTransactionMode: 50,
  // Free text in text columns: long enough for any real note, short of a 1 MB paste.
  message: 5_000,
  notes: 2_000,
  pdaRemarks: 2_000,
};

/** Number fields that are percentages (0-100); lat/lng are the only signed numbers. */
const PERCENT_FIELDS = new Set([
  'tolerance',
  'adcom',
  'other',
  'brokerage',
  'ttlComm',
  'dwf',
  'tcAdcom',
  'speedFactor',
]);

export interface OrderIssue {
  /** The input path: 'name', 'operations[2].port', ... */
  field: string;
  message: string;
}

export interface OrderRowDraft {
  operation?: string | null;
  port?: string | null;
  rate?: number | null;
  [key: string]: unknown;
}

export interface OrderDraft {
  name?: string | null;
  access?: string | null;
  freightMode?: string | null;
  qtyMode?: string | null;
  laycanStartDate?: Date | string | null;
  laycanEndDate?: Date | string | null;
  [key: string]: unknown;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * The order form's messages (spec 1 section 5), every one with its field, in form order. Without rows
 * (`rows` undefined) only the order fields are checked. Commence rows need no port: each fleet vessel's
 * open port stands in for it.
 */
export function validateOrder(
  order: OrderDraft,
  rows?: readonly OrderRowDraft[] | null,
  rowsField = 'operations',
): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  if (blank(order.name)) add('name', ORDER_MSG.nameRequired);
  if (blank(order.access)) add('access', ORDER_MSG.accessRequired);
  if (blank(order.freightMode)) add('freightMode', ORDER_MSG.freightModeRequired);
  if (blank(order.qtyMode)) add('qtyMode', ORDER_MSG.qtyModeRequired);
  if (blank(order.laycanStartDate)) add('laycanStartDate', ORDER_MSG.laycanStartRequired);
  if (blank(order.laycanEndDate)) add('laycanEndDate', ORDER_MSG.laycanEndRequired);
  const { laycanStartDate: start, laycanEndDate: end } = order;
  if (!blank(start) && !blank(end) && time(end as Date | string) < time(start as Date | string)) {
    add('laycanEndDate', ORDER_MSG.laycanEndBeforeStart);
  }
  issues.push(...checkLimits(order, ''));
  (rows ?? []).forEach((row, i) => issues.push(...validateRow(row, `${rowsField}[${i}]`)));
  return issues;
}

/** One row's messages: '{operation} PORT is required', '{operation} RATE must be greater than 0', limits. */
export function validateRow(row: OrderRowDraft, path: string): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const op = row.operation;
  if (blank(op)) issues.push({ field: `${path}.operation`, message: ORDER_MSG.operationRequired });
  else if (op !== 'Commence' && blank(row.port))
    issues.push({ field: `${path}.port`, message: ORDER_MSG.portRequired(op as string) });
  if ((op === 'Loading' || op === 'Discharging') && !((row.rate ?? 0) > 0)) {
    issues.push({ field: `${path}.rate`, message: ORDER_MSG.rateAboveZero(op) });
  }
  return [...issues, ...checkLimits(row, `${path}.`)];
}

/** Text widths and number ranges of every field present (nested objects such as extraDetail included). */
export function checkLimits(values: Record<string, unknown>, prefix = ''): OrderIssue[] {
  const issues: OrderIssue[] = [];
  for (const [key, v] of Object.entries(values)) {
    const field = `${prefix}${key}`;
    const max = ORDER_TEXT_LIMITS[key];
    if (typeof v === 'string') {
      // The boundary's text rule (no NUL, within the column), for GraphQL and REST input alike.
      const read = readText(v, { max });
      if ('problem' in read) issues.push({ field, message: fillField(read.problem, field) });
    } else if (typeof v === 'number') {
      const problem = numberProblem(key, v);
      if (problem) issues.push({ field, message: `${field} ${problem}` });
    } else if (v instanceof Date) {
      const year = v.getUTCFullYear();
      if (!(year >= DATE_YEARS[0] && year <= DATE_YEARS[1]))
        issues.push({ field, message: `${field} ${ORDER_MSG.dateRange}` });
    } else if (Array.isArray(v) || key === 'geoJSON') {
      if (JSON.stringify(v).includes('\\u0000')) issues.push({ field, message: fillField(NUL_PROBLEM, field) });
    } else if (v !== null && typeof v === 'object') {
      issues.push(...checkLimits(v as Record<string, unknown>, `${field}.`));
    }
  }
  return issues;
}

function numberProblem(key: string, v: number): string | undefined {
  if (!Number.isFinite(v)) return ORDER_MSG.notFinite;
  if (key === 'lat') return v < -90 || v > 90 ? ORDER_MSG.latitude : undefined;
  if (key === 'lng') return v < -180 || v > 180 ? ORDER_MSG.longitude : undefined;
  if (key === 'id' || key === 'index') return undefined;
  if (v < 0) return ORDER_MSG.negative;
  if (PERCENT_FIELDS.has(key) && v > 100) return ORDER_MSG.percent;
  return undefined;
}

export const canAddOperation = (operation: string) => EXTRA_OPERATIONS.includes(operation as OperationTypeName);
export const canDeleteOperation = canAddOperation;

/**
 * The shape of a whole itinerary: Commence only as row 0, at least one Loading and one Discharging, the
 * first Loading before the first Discharging. `complete: false` accepts an order still without cargo rows
 * (the legacy client creates the order first and posts its rows in a second call).
 */
export function checkItinerary(
  operations: readonly string[],
  options: { complete: boolean; field?: string; fieldOf?: (position: number) => string },
): OrderIssue[] {
  const field = options.field ?? 'operations';
  const at = options.fieldOf ?? ((i: number) => `${field}[${i}]`);
  const issues: OrderIssue[] = [];
  operations.forEach((op, i) => {
    if (op !== 'Commence' || i === 0) return;
    const first = operations[0] === 'Commence';
    issues.push({ field: `${at(i)}.operation`, message: first ? ORDER_MSG.oneCommence : ORDER_MSG.commenceFirst });
  });
  const load = operations.indexOf('Loading');
  const discharge = operations.indexOf('Discharging');
  if (load >= 0 && discharge >= 0 && discharge < load) {
    issues.push({ field: `${at(discharge)}.operation`, message: ORDER_MSG.loadingBeforeDischarging });
  } else if (options.complete && (load < 0 || discharge < 0)) {
    issues.push({ field, message: ORDER_MSG.loadingAndDischarging });
  }
  return issues;
}

export interface FreightTerms {
  operation: string;
  freight: number;
  adcom: number;
  other: number;
  brokerage: number;
}

/**
 * Single Freight: later Loading rows take the first Loading row's freight, adcom, other and brokerage
 * (spec 1 section 4). Multiple Freight leaves every row as it is. Returns new rows; the input is untouched.
 */
export function applySingleFreight<R extends FreightTerms>(rows: readonly R[], freightMode: string): R[] {
  const first = rows.find((r) => r.operation === 'Loading');
  if (freightMode !== 'Single Freight' || !first) return rows.map((r) => ({ ...r }));
  const { freight, adcom, other, brokerage } = first;
  return rows.map((r) =>
    r.operation === 'Loading' && r !== first ? { ...r, freight, adcom, other, brokerage } : { ...r },
  );
}

/** Total commission (percent) and net freight (USD/t) of a row: ttlComm = adcom + brokerage + other. */
export function rowCommissions({ freight, adcom, other, brokerage }: Omit<FreightTerms, 'operation'>): {
  ttlComm: number;
  netFrt: number;
} {
  const ttlComm = adcom + brokerage + other;
  return { ttlComm, netFrt: freight * (1 - ttlComm / 100) };
}

/** The factor a terms value sets (the terms table, exact 168 / (168 - h)); undefined when not recognised. */
export function factorForTerms(terms: string): number | undefined {
  return termsFactor({ terms });
}
