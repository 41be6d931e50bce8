import type { OperationType } from '../../../__generated__/graphql';
import { orderMargin } from '../../../../../shared/voyage/order-margin';
import { TERMS_TABLE } from '../../../../../shared/voyage/terms-factor';
import { blankExtra } from './draft-from-order';
import { derivedMarkers, rederiveMarkers } from './row-conditions';
import type { CalculatorDraft, ExtraPatch, OperationPatch, OperationRow, OrderPatch } from './types';

/**
 * Pure edits of a calculator draft (spec 1 section 4, "Calculator behaviour"). Each returns a new draft,
 * or the same object when the edit is refused, so a caller can tell a no-op by identity.
 */

/** The only types Add Operation offers, and the only rows that may be deleted. */
export const EXTRA_OPERATION_TYPES: readonly OperationType[] = [
  'PASSING',
  'WAITING',
  'BUNKERING',
  'REDELIVERY',
  'RELAY',
];

export const isExtraOperation = (op: OperationType) => EXTRA_OPERATION_TYPES.includes(op);

const FREIGHT_TERMS = ['freight', 'adcom', 'other', 'brokerage'] as const;

/** Single Freight: later Loading rows carry the first Loading row's freight, adcom, other and brokerage. */
function withSingleFreight(draft: CalculatorDraft): CalculatorDraft {
  if (draft.order.freightMode !== 'SINGLE_FREIGHT') return draft;
  const first = draft.operations.find((r) => r.operation === 'LOADING');
  if (!first) return draft;
  const operations = draft.operations.map((r) => {
    if (r.operation !== 'LOADING' || r === first) return r;
    if (FREIGHT_TERMS.every((f) => r[f] === first[f])) return r;
    return { ...r, freight: first.freight, adcom: first.adcom, other: first.other, brokerage: first.brokerage };
  });
  return { ...draft, operations };
}

/** The factor the Terms Co-efficient Table gives a terms value (printed 4 decimals), if it is listed. */
export function tableFactor(terms: string): number | undefined {
  return TERMS_TABLE.find((t) => t.terms === terms)?.factor;
}

export function patchOrder(draft: CalculatorDraft, patch: OrderPatch): CalculatorDraft {
  return withSingleFreight({ ...draft, order: { ...draft.order, ...patch } });
}

/** Edits one row; a terms change sets the factor from the table unless the patch gives one. */
export function patchOperation(draft: CalculatorDraft, key: string, patch: OperationPatch): CalculatorDraft {
  const i = draft.operations.findIndex((r) => r.key === key);
  if (i < 0) return draft;
  const next = { ...patch };
  if (patch.terms !== undefined && patch.factor === undefined) {
    const factor = tableFactor(patch.terms);
    if (factor !== undefined) next.factor = factor;
  }
  const operations = draft.operations.slice();
  operations[i] = { ...operations[i]!, ...next };
  return withSingleFreight({ ...draft, operations });
}

/** The same change on every row (Margin and Allowances Reset, the Cargo Tx manual switch). */
export function patchAllOperations(draft: CalculatorDraft, patch: OperationPatch): CalculatorDraft {
  return withSingleFreight({ ...draft, operations: draft.operations.map((r) => ({ ...r, ...patch })) });
}

export function patchExtra(draft: CalculatorDraft, key: string, patch: ExtraPatch): CalculatorDraft {
  const operations = draft.operations.map((r) => (r.key === key ? { ...r, extra: { ...r.extra, ...patch } } : r));
  return { ...draft, operations };
}

export function patchAllExtras(draft: CalculatorDraft, patch: ExtraPatch): CalculatorDraft {
  return { ...draft, operations: draft.operations.map((r) => ({ ...r, extra: { ...r.extra, ...patch } })) };
}

/** A freight rate typed in Freight and Result is written to every Loading row (spec 1 section 5). */
export function setLoadingFreight(draft: CalculatorDraft, freight: number): CalculatorDraft {
  const operations = draft.operations.map((r) => (r.operation === 'LOADING' ? { ...r, freight } : r));
  return { ...draft, operations };
}

export interface NewOperation {
  operation: OperationType;
  port: string;
  /** The port table row (null: a custom point or untied text) and the custom-point flag. */
  portId?: number | null;
  portName?: string | null;
  customPoint?: boolean;
  lat?: number | null;
  lng?: number | null;
  country?: string | null;
}

/** A row with the order's neutral defaults (SHINC, factor 1, summer load line, sea water). */
function newRow(key: string, op: NewOperation, lbmarker: OperationRow['lbmarker']): OperationRow {
  return {
    key,
    id: null,
    index: 0,
    operation: op.operation,
    port: op.port,
    portId: op.portId ?? null,
    portName: op.portName ?? null,
    customPoint: op.customPoint ?? false,
    lat: op.lat ?? null,
    lng: op.lng ?? null,
    country: op.country ?? null,
    cargo: null,
    account: null,
    grade: null,
    cargoQty: 0,
    tolerance: 0,
    min: 0,
    max: 0,
    rate: 0,
    terms: 'SHINC',
    factor: 1,
    turnTime: 0,
    extraDays: 0,
    portExp: 0,
    portStay: 0,
    freight: 0,
    adcom: 0,
    other: 0,
    brokerage: 0,
    stowFactor: 0,
    loadline: 'SUMMER',
    sulfur: 'NORMAL',
    draftRes: 0,
    waterDensity: 1.025,
    dwf: 0,
    distNormal: 0,
    distEca: 0,
    speedNormal: 0,
    speedECA: 0,
    cargoTx: 0,
    cargoTxOverriddenValue: null,
    lbmarker,
    notes: null,
    isExtra: true,
    pdaRemarks: null,
    extra: blankExtra(),
  };
}

/** The margins a new row takes (shared/voyage/order-margin.ts): the order's, else its predecessor's. */
function inheritedMargins(rows: readonly OperationRow[], before: OperationRow | undefined) {
  const margin = (get: (r: OperationRow) => number) =>
    orderMargin({ values: rows.map(get), before: before && get(before), fallback: 0 });
  return {
    dwf: margin((r) => r.dwf),
    speedFactor: margin((r) => r.extra.speedFactor),
    speedReduce: margin((r) => r.extra.speedReduce),
    bnkrFactor: margin((r) => r.extra.bnkrFactor),
  };
}

/**
 * Adds a Passing, Waiting, Bunkering, Redelivery or Relay row at `position` (default: last; never before
 * Commence). Its B/L marker is the one its place in the itinerary gives (laden between the first Loading
 * and the last Discharging); its speeds stay 0, which the engine reads as the vessel's selected table row;
 * it takes the order's margins (DWF, speed factor and reduce, bunker allowance), so neither the engine nor
 * the Margins panel sees a row at 0 the order never asked for.
 */
export function addOperation(draft: CalculatorDraft, op: NewOperation, position?: number): CalculatorDraft {
  if (!isExtraOperation(op.operation) || op.port.trim() === '') return draft;
  const at = Math.min(Math.max(position ?? draft.operations.length, 1), draft.operations.length);
  const before = draft.operations[at - 1];
  const added = draft.added + 1;
  const { dwf, ...extraMargins } = inheritedMargins(draft.operations, before);
  const blank = newRow(`new-${added}`, op, 'BALLAST');
  const row = { ...blank, dwf, extra: { ...blank.extra, ...extraMargins } };
  const operations = [...draft.operations.slice(0, at), row, ...draft.operations.slice(at)];
  const lbmarker = derivedMarkers(operations)[at]!;
  operations[at] = { ...row, lbmarker };
  return { ...draft, operations: reindex(operations), added };
}

/** Only Passing, Waiting, Bunkering, Redelivery and Relay rows can be deleted. */
export function deleteOperation(draft: CalculatorDraft, key: string): CalculatorDraft {
  const row = draft.operations.find((r) => r.key === key);
  if (!row || !isExtraOperation(row.operation)) return draft;
  return { ...draft, operations: reindex(draft.operations.filter((r) => r !== row)) };
}

/**
 * Drag reorder: refused (same draft) when Commence would move or be displaced. B/L markers that followed
 * the itinerary rule follow it in the new order; one set by hand stays.
 */
export function moveOperation(draft: CalculatorDraft, from: number, to: number): CalculatorDraft {
  const rows = draft.operations;
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return draft;
  if (rows[from]!.operation === 'COMMENCE' || rows[to]!.operation === 'COMMENCE') return draft;
  const operations = rows.slice();
  const [moved] = operations.splice(from, 1);
  operations.splice(to, 0, moved!);
  return { ...draft, operations: reindex(rederiveMarkers(rows, operations)) };
}

/** Replaces a row's port (Change {operation} Port); its distances are refetched by the caller. */
export function changePort(
  draft: CalculatorDraft,
  key: string,
  port: Omit<NewOperation, 'operation'>,
): CalculatorDraft {
  return patchOperation(draft, key, {
    port: port.port,
    portId: port.portId ?? null,
    portName: port.portName ?? null,
    customPoint: port.customPoint ?? false,
    lat: port.lat ?? null,
    lng: port.lng ?? null,
    country: port.country ?? null,
  });
}

/** The sea leg arriving at each row, from a distance lookup keyed by row key. */
export function setLegDistances(
  draft: CalculatorDraft,
  legs: ReadonlyMap<string, { distNormal: number; distEca: number }>,
): CalculatorDraft {
  let changed = false;
  const operations = draft.operations.map((r) => {
    const leg = legs.get(r.key);
    if (!leg || (leg.distNormal === r.distNormal && leg.distEca === r.distEca)) return r;
    changed = true;
    return { ...r, distNormal: leg.distNormal, distEca: leg.distEca };
  });
  return changed ? { ...draft, operations } : draft;
}

function reindex(rows: OperationRow[]): OperationRow[] {
  return rows.map((r, index) => (r.index === index ? r : { ...r, index }));
}
