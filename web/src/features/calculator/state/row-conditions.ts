import type { LbMarker } from '../../../__generated__/graphql';
import { legConditions, type CargoStep } from '../../../../../shared/voyage/leg-condition';
import type { OperationRow } from './types';

const stepOf = (r: Pick<OperationRow, 'operation'>): CargoStep =>
  r.operation === 'LOADING' ? 'loading' : r.operation === 'DISCHARGING' ? 'discharging' : 'other';

/** The B/L marker each row's place in the itinerary gives it (the engine's rule, shared with the server). */
export function derivedMarkers(rows: readonly Pick<OperationRow, 'operation'>[]): LbMarker[] {
  return legConditions({ steps: rows.map(stepOf) }).map((c) => (c === 'laden' ? 'LADEN' : 'BALLAST'));
}

/**
 * The rows of a reordered itinerary with their markers recomputed: a row whose marker followed the rule
 * before the move follows it after; a row whose marker differed from the rule was set by hand and keeps it.
 * Rows are matched by key; unchanged rows keep their identity.
 */
export function rederiveMarkers(before: readonly OperationRow[], after: readonly OperationRow[]): OperationRow[] {
  const was = derivedMarkers(before);
  const followed = new Set(before.filter((r, i) => r.lbmarker === was[i]).map((r) => r.key));
  const now = derivedMarkers(after);
  return after.map((r, i) => (followed.has(r.key) && r.lbmarker !== now[i] ? { ...r, lbmarker: now[i]! } : r));
}
