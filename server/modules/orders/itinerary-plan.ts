import {
  canAddOperation,
  canDeleteOperation,
  checkItinerary,
  factorForTerms,
  ORDER_MSG,
  validateRow,
  type OrderIssue,
} from '../../../shared/validation/order-rules.js';
import type { OperationWrite } from './order-fields.js';

/** What the planner needs of a stored row. */
export interface ExistingRow {
  id: number;
  operation: string;
  port: string;
  rate: number;
}

/** One row of the resulting itinerary, in voyage order. */
export interface PlannedRow {
  /** The stored row it updates or keeps; null creates a row. */
  existingId: number | null;
  operation: string;
  /** What to write onto it; null keeps it as it is. */
  write: OperationWrite | null;
  /** Its position in the caller's list, for error fields; null when the server added it (Commence). */
  inputIndex: number | null;
}

export interface ItineraryPlan {
  rows: PlannedRow[];
  removedIds: number[];
  issues: OrderIssue[];
}

export interface PlanOptions {
  /**
   * replace: the list is the whole itinerary (rows left out are deleted); append: the listed rows are
   * added after the current ones (a listed id updates that row in place) and nothing is deleted.
   */
  mode: 'replace' | 'append';
  /** The input's name in error fields: 'operations', 'cargoList'. */
  field: string;
  /** Only Passing, Waiting, Bunkering, Redelivery and Relay may be created ("Add operation"). */
  onlyExtraAdds: boolean;
  /** Require a Loading and a Discharging row (false while the legacy client has not posted its rows). */
  complete: boolean;
}

// Only an omitted key keeps the stored value here: null (or "", which the boundary reads as null) is "no
// value", so a required port or rate sent empty is refused rather than silently kept.
const defined = (w: OperationWrite) =>
  Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as OperationWrite;

/**
 * Turns a caller's rows into the order's new itinerary, with every rule of spec 1 sections 4-5 checked
 * first: the messages of the form for each row (merged with the stored row it updates), types that may be
 * added, deleted or changed, Commence only as row 0 (the server keeps or adds it), a known terms value
 * when no factor is given. Pure: nothing is written; the caller applies the plan when `issues` is empty.
 */
export function planItinerary(
  existing: readonly ExistingRow[],
  input: readonly OperationWrite[],
  opts: PlanOptions,
): ItineraryPlan {
  const issues: OrderIssue[] = [];
  const byId = new Map(existing.map((e) => [e.id, e]));
  const commence = existing.find((e) => e.operation === 'Commence');
  const listedIds = new Set(input.map((w) => w.id).filter((id): id is number => typeof id === 'number'));
  const seen = new Set<number>();

  const planned = input.map((w, i): PlannedRow | null => {
    const path = `${opts.field}[${i}]`;
    // A Commence row sent without its id is the order's Commence row.
    const id = w.id ?? (w.operation === 'Commence' && commence && !listedIds.has(commence.id) ? commence.id : null);
    if (id !== null) {
      const stored = byId.get(id);
      if (!stored || seen.has(id)) {
        const why = stored ? 'is listed twice' : 'is not an operation of this order';
        issues.push({ field: `${path}.id`, message: `Port operation ${id} ${why}` });
        return null;
      }
      seen.add(id);
      const operation = w.operation ?? stored.operation;
      if (operation !== stored.operation && !(canAddOperation(operation) && canAddOperation(stored.operation))) {
        issues.push({ field: `${path}.operation`, message: ORDER_MSG.cannotChangeType(stored.operation, operation) });
      }
      issues.push(...validateRow({ port: stored.port, rate: stored.rate, ...defined(w), operation }, path));
      issues.push(...termsIssues(w, path));
      return { existingId: id, operation, write: w, inputIndex: i };
    }
    issues.push(...validateRow({ ...w }, path));
    issues.push(...termsIssues(w, path));
    if (!w.operation) return null;
    if (opts.onlyExtraAdds && !canAddOperation(w.operation)) {
      issues.push({ field: `${path}.operation`, message: ORDER_MSG.cannotAdd(w.operation) });
    }
    return { existingId: null, operation: w.operation, write: w, inputIndex: i };
  });
  const listed = planned.filter((r): r is PlannedRow => r !== null);

  let rows: PlannedRow[];
  let removedIds: number[] = [];
  if (opts.mode === 'replace') {
    rows = listed;
    if (!listed.some((r) => r.operation === 'Commence')) {
      rows = [{ existingId: commence?.id ?? null, operation: 'Commence', write: null, inputIndex: null }, ...listed];
    }
    const removed = existing.filter((e) => !seen.has(e.id) && e.id !== rows[0]?.existingId);
    for (const e of removed) {
      if (!canDeleteOperation(e.operation))
        issues.push({ field: opts.field, message: ORDER_MSG.cannotDelete(e.operation) });
    }
    removedIds = removed.map((e) => e.id);
  } else {
    const updates = new Map(listed.filter((r) => r.existingId !== null).map((r) => [r.existingId, r]));
    const kept = existing.map(
      (e): PlannedRow =>
        updates.get(e.id) ?? { existingId: e.id, operation: e.operation, write: null, inputIndex: null },
    );
    const added = listed.filter((r) => r.existingId === null);
    const newCommence = added.filter((r) => r.operation === 'Commence');
    const others = added.filter((r) => r.operation !== 'Commence');
    rows = kept.some((r) => r.operation === 'Commence') ? [...kept, ...added] : [...newCommence, ...kept, ...others];
    if (!rows.some((r) => r.operation === 'Commence')) {
      rows = [{ existingId: null, operation: 'Commence', write: null, inputIndex: null }, ...rows];
    }
  }

  const fieldOf = (position: number) => {
    const src = rows[position]?.inputIndex;
    return src === null || src === undefined ? opts.field : `${opts.field}[${src}]`;
  };
  issues.push(
    ...checkItinerary(
      rows.map((r) => r.operation),
      { complete: opts.complete, field: opts.field, fieldOf },
    ),
  );
  return { rows, removedIds, issues };
}

/** A terms value with no factor must be one the terms table knows. */
function termsIssues(w: OperationWrite, path: string): OrderIssue[] {
  if (!w.terms || (w.factor !== null && w.factor !== undefined && w.factor > 0)) return [];
  return factorForTerms(w.terms) === undefined
    ? [{ field: `${path}.terms`, message: ORDER_MSG.unknownTerms(w.terms) }]
    : [];
}

/** The factor to store when a row's terms are given without a factor (the plan has checked the terms). */
export function factorFromWrite(w: OperationWrite): number | undefined {
  if (!w.terms || (w.factor !== null && w.factor !== undefined && w.factor > 0)) return undefined;
  return factorForTerms(w.terms);
}
