import type {
  FreightMode,
  LbMarker,
  OperationInput,
  OperationType,
  OrderAccess,
  OrderForDialogQuery,
  OrderInput,
  QtyMode,
} from '../../../__generated__/graphql';
import {
  EXTRA_OPERATIONS,
  ORDER_DEFAULTS,
  applySingleFreight,
  factorForTerms,
  validateOrder,
  type OperationTypeName,
  type OrderIssue,
} from '../../../../../shared/validation/order-rules';
import { legConditions } from '../../../../../shared/voyage/leg-condition';
import { formatDateTime } from '../../../lib/format';
import { parseDateTime } from './order-dates';
import { portEntryIssue } from './port-entry';

/** The editable numbers of an operation row; null while the input is empty. */
export const ROW_NUMBER_FIELDS = [
  'cargoQty',
  'tolerance',
  'min',
  'max',
  'rate',
  'factor',
  'freight',
  'adcom',
  'other',
  'brokerage',
] as const;
export type RowNumberField = (typeof ROW_NUMBER_FIELDS)[number];

/** The freight terms Single Freight copies from the first Loading row. */
export const FREIGHT_FIELDS = ['freight', 'adcom', 'other', 'brokerage'] as const satisfies readonly RowNumberField[];

export interface OperationRowForm extends Record<RowNumberField, number | null> {
  /** Stable React key. */
  key: string;
  /** The saved row's id; absent for a row added in this dialog. */
  id?: number;
  /**
   * A saved row whose B/L marker was the one its place gave it when the dialog opened: moved, it takes the
   * marker of its new place. A marker set by hand is kept.
   */
  markerFollowsPlace?: boolean;
  operation: OperationTypeName | '';
  port: string;
  /** The port table row the port is tied to (utils/port-entry.ts); null for a custom point or untied text. */
  portId: number | null;
  customPoint: boolean;
  portName?: string | null;
  portProblem?: string | null;
  /** A saved row's port text: unchanged, it is not checked again (the server flags it in `portNotice`). */
  storedPort?: string;
  portNotice?: string | null;
  lat: number | null;
  lng: number | null;
  country: string | null;
  cargo: string;
  account: string;
  terms: string;
}

export type AccessValue = 'private' | 'public';
export type FreightModeValue = 'Single Freight' | 'Multiple Freight';
export type QtyModeValue = 'MOLOO' | 'MINMAX';

export interface OrderForm {
  id?: number;
  name: string;
  access: AccessValue | '';
  freightMode: FreightModeValue | '';
  qtyMode: QtyModeValue | '';
  /** As typed: DD/MMM/yyyy HH:mm. */
  laycanStart: string;
  laycanEnd: string;
  message: string;
  rows: OperationRowForm[];
}

let keySeq = 0;
const nextKey = () => `row-${++keySeq}`;

export function blankRow(operation: OperationTypeName | ''): OperationRowForm {
  return {
    key: nextKey(),
    operation,
    port: '',
    portId: null,
    customPoint: false,
    lat: null,
    lng: null,
    country: null,
    cargo: '',
    account: '',
    terms: ORDER_DEFAULTS.terms,
    factor: ORDER_DEFAULTS.factor,
    cargoQty: null,
    tolerance: null,
    min: null,
    max: null,
    rate: null,
    freight: null,
    adcom: null,
    other: null,
    brokerage: null,
  };
}

/** A new order: the spec's defaults, a Loading row then a Discharging row. */
export function newOrderForm(): OrderForm {
  return {
    name: '',
    access: ORDER_DEFAULTS.access,
    freightMode: ORDER_DEFAULTS.freightMode,
    qtyMode: ORDER_DEFAULTS.qtyMode,
    laycanStart: '',
    laycanEnd: '',
    message: '',
    rows: ORDER_DEFAULTS.operations.map((op) => blankRow(op)),
  };
}

// GraphQL enums <-> the spec's spellings used by the form and the shared rules.
const title = (upper: string) => upper.charAt(0) + upper.slice(1).toLowerCase();
export const operationName = (type: OperationType) => title(type) as OperationTypeName;
const operationType = (name: OperationTypeName) => name.toUpperCase() as OperationType;
const FREIGHT_MODES: Record<FreightMode, FreightModeValue> = {
  SINGLE_FREIGHT: 'Single Freight',
  MULTIPLE_FREIGHT: 'Multiple Freight',
};
const freightModeType = (v: FreightModeValue): FreightMode =>
  v === 'Single Freight' ? 'SINGLE_FREIGHT' : 'MULTIPLE_FREIGHT';

type LoadedOrder = OrderForDialogQuery['order'];

/** The form of a saved order, every row included (Commence first). */
export function orderToForm(order: LoadedOrder): OrderForm {
  const storedPlaces = placeMarkers(order.operations.map((op) => operationName(op.operation)));
  return {
    id: order.databaseId,
    name: order.name,
    access: order.access === 'PUBLIC' ? 'public' : 'private',
    freightMode: FREIGHT_MODES[order.freightMode],
    qtyMode: order.qtyMode,
    laycanStart: formatDateTime(order.laycanStartDate, ''),
    laycanEnd: formatDateTime(order.laycanEndDate, ''),
    message: order.message ?? '',
    rows: order.operations.map((op, i) => ({
      ...blankRow(operationName(op.operation)),
      id: op.databaseId,
      markerFollowsPlace: op.lbmarker === storedPlaces[i],
      port: op.port,
      portId: op.portId ?? null,
      customPoint: op.customPoint,
      portName: op.portName ?? null,
      storedPort: op.port,
      portNotice: order.unmatchedPorts.find((u) => u.operationId === op.databaseId)?.message ?? null,
      lat: op.lat,
      lng: op.lng,
      country: op.country,
      cargo: op.cargo ?? '',
      account: op.account ?? '',
      terms: op.terms,
      factor: op.factor,
      cargoQty: op.cargoQty,
      tolerance: op.tolerance,
      min: op.min,
      max: op.max,
      rate: op.rate,
      freight: op.freight,
      adcom: op.adcom,
      other: op.other,
      brokerage: op.brokerage,
    })),
  };
}

/**
 * The rows as they will be saved: with Single Freight, later Loading rows carry the first Loading row's
 * freight, adcom, other and brokerage (the shared rule).
 */
export function effectiveRows(form: OrderForm): OperationRowForm[] {
  const zeroed = form.rows.map((r) => ({
    ...r,
    operation: r.operation as string,
    freight: r.freight ?? 0,
    adcom: r.adcom ?? 0,
    other: r.other ?? 0,
    brokerage: r.brokerage ?? 0,
  }));
  const copied = applySingleFreight(zeroed, form.freightMode);
  return form.rows.map((row, i) => {
    const c = copied[i]!;
    const locked = isFreightLocked(form, i);
    return locked ? { ...row, freight: c.freight, adcom: c.adcom, other: c.other, brokerage: c.brokerage } : row;
  });
}

/** Single Freight locks the freight terms of every Loading row after the first. */
export function isFreightLocked(form: OrderForm, index: number): boolean {
  if (form.freightMode !== 'Single Freight') return false;
  const row = form.rows[index];
  if (row?.operation !== 'Loading') return false;
  return form.rows.findIndex((r) => r.operation === 'Loading') < index;
}

/** Which operation types a row's select offers enabled: only the extra types, and only on extra rows. */
export function selectableTypes(row: OperationRowForm, index: number): readonly OperationTypeName[] {
  if (index === 0 || !EXTRA_OPERATIONS.includes(row.operation as OperationTypeName)) return [];
  return EXTRA_OPERATIONS;
}

/**
 * Which rows may be removed: the five extra types always; a Loading or Discharging row only while unsaved
 * and not the last of its type (so the two rows a new order starts with stay); Commence and the first row
 * never. Saved Loading and Discharging rows stay: the server refuses to delete them.
 */
export function canRemoveRow(row: OperationRowForm, index: number, rows: readonly OperationRowForm[]): boolean {
  if (index === 0 || row.operation === 'Commence') return false;
  if (EXTRA_OPERATIONS.includes(row.operation as OperationTypeName)) return true;
  return row.id === undefined && rows.filter((r) => r.operation === row.operation).length > 1;
}

/** A row after choosing terms: the factor follows the terms table. */
export function withTerms(row: OperationRowForm, terms: string): OperationRowForm {
  const factor = factorForTerms(terms);
  return { ...row, terms, factor: factor === undefined ? row.factor : Number(factor.toFixed(4)) };
}

/** The B/L marker each row's place in the itinerary gives it (shared/voyage/leg-condition.ts). */
function placeMarkers(operations: readonly string[]): LbMarker[] {
  const steps = operations.map((o) => (o === 'Loading' ? 'loading' : o === 'Discharging' ? 'discharging' : 'other'));
  return legConditions({ steps }).map((c) => (c === 'laden' ? 'LADEN' : 'BALLAST'));
}

/** Whether row `index` can move by `delta` (-1 up, +1 down): the first row (Commence) stays first. */
export function canMoveRow(rows: readonly OperationRowForm[], index: number, delta: -1 | 1): boolean {
  const to = index + delta;
  return index > 0 && to > 0 && to < rows.length;
}

/** The rows with row `index` moved one place up or down, so an operation can sit where it happens. */
export function moveRow(rows: readonly OperationRowForm[], index: number, delta: -1 | 1): OperationRowForm[] {
  if (!canMoveRow(rows, index, delta)) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(index + delta, 0, row!);
  return next;
}

/** Where a new Loading or Discharging row goes: after the last row of its type; others go last. */
export function insertRow(rows: readonly OperationRowForm[], operation: OperationTypeName): OperationRowForm[] {
  const row = blankRow(operation);
  let at = rows.length;
  if (operation === 'Loading' || operation === 'Discharging') {
    const last = rows.map((r) => r.operation).lastIndexOf(operation);
    if (last >= 0) at = last + 1;
  }
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}

const DATE_FORMAT_HINT = 'DD/MMM/yyyy HH:mm';
export const laycanFormatMessage = (label: string) => `${label} must be written ${DATE_FORMAT_HINT}`;

/** Every message of the form (spec 1 section 5, in form order), live. */
export function orderFormIssues(form: OrderForm): OrderIssue[] {
  const start = form.laycanStart.trim() ? parseDateTime(form.laycanStart) : undefined;
  const end = form.laycanEnd.trim() ? parseDateTime(form.laycanEnd) : undefined;
  const effective = effectiveRows(form);
  const rows = effective.map(
    ({ key: _key, id: _id, lat: _lat, lng: _lng, country: _c, portId: _p, customPoint: _cp, ...rest }) => ({
      operation: rest.operation,
      port: rest.port,
      cargo: rest.cargo,
      account: rest.account,
      terms: rest.terms,
      ...Object.fromEntries(ROW_NUMBER_FIELDS.map((f) => [f, rest[f]])),
    }),
  );
  const issues = validateOrder(
    {
      name: form.name,
      access: form.access,
      freightMode: form.freightMode,
      qtyMode: form.qtyMode,
      laycanStartDate: start ?? (form.laycanStart.trim() ? null : ''),
      laycanEndDate: end ?? (form.laycanEnd.trim() ? null : ''),
      message: form.message,
    },
    rows,
  );
  // A date typed in another form is not missing but unreadable: say so instead of 'is Required'.
  const format: OrderIssue[] = [];
  if (form.laycanStart.trim() && !start)
    format.push({ field: 'laycanStartDate', message: laycanFormatMessage('Laycan start date') });
  if (form.laycanEnd.trim() && !end)
    format.push({ field: 'laycanEndDate', message: laycanFormatMessage('Laycan end date') });
  const unreadable = new Set(format.map((f) => f.field));
  return [
    ...issues.filter((i) => !(unreadable.has(i.field) && i.message.endsWith('is Required'))),
    ...format,
    ...portIssues(effective),
  ];
}

/**
 * Ports the search found to be no port of the table (or several), and custom points without a position.
 * A saved row whose text did not change is left as saved; text the search has not answered yet is left to
 * the server, which ties or refuses it by the same rule.
 */
function portIssues(rows: readonly OperationRowForm[]): OrderIssue[] {
  return rows.flatMap((row, i) => {
    const untied = row.portId === null && !row.customPoint;
    const unchanged = row.id !== undefined && row.storedPort === row.port && untied;
    const pending = untied && !row.portProblem;
    const issue = unchanged || pending ? null : portEntryIssue(row, row.operation);
    return issue ? [{ field: `operations[${i}].${issue.field}`, message: issue.message }] : [];
  });
}

/** The GraphQL input of a valid form. `asCopy` leaves out every id (Create New Order). */
export function formToInput(form: OrderForm, asCopy = false): OrderInput {
  const rows = effectiveRows(form);
  // A row the server will create, or a saved row whose marker followed its place, takes laden/ballast
  // from its place (the calculator grid's rule); a marker set by hand, which the dialog does not show, stays.
  const places = placeMarkers(rows.map((r) => r.operation));
  const operations: OperationInput[] = rows.map((row, i) => {
    const op: OperationInput = {
      operation: operationType(row.operation as OperationTypeName),
      port: row.port.trim(),
      cargo: row.cargo.trim() || null,
      account: row.account.trim() || null,
      terms: row.terms,
      portId: row.portId,
      customPoint: row.customPoint,
      lat: row.lat,
      lng: row.lng,
      country: row.country,
    };
    for (const f of ROW_NUMBER_FIELDS) op[f] = row[f] ?? 0;
    if (row.id !== undefined && !asCopy) op.id = row.id;
    if (row.id === undefined || asCopy || row.markerFollowsPlace) op.lbmarker = places[i];
    return op;
  });
  const input: OrderInput = {
    name: form.name.trim(),
    access: form.access.toUpperCase() as OrderAccess,
    freightMode: freightModeType(form.freightMode as FreightModeValue),
    qtyMode: form.qtyMode as QtyMode,
    laycanStartDate: parseDateTime(form.laycanStart)?.toISOString(),
    laycanEndDate: parseDateTime(form.laycanEnd)?.toISOString(),
    message: form.message,
    operations,
  };
  if (form.id !== undefined && !asCopy) input.id = form.id;
  return input;
}
