import { reapplyChanges } from '../../../lib/conflict/reapply';
import { draftFromOrder, rebaseDraft } from './draft-from-order';
import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import type { CalculatorDraft } from './types';

/**
 * "Reload and re-apply my changes" for the calculator (ADR 0013): after Save was refused because someone
 * else saved the order first, the user's edits (the draft compared with the order as it was taken) are
 * put over the fresh order, whose version the next Save sends. Rows are merged by id: rows the user
 * deleted stay deleted, rows added here stay after the row they followed, rows someone else added are
 * kept. A draft restored from an older copy of the app has no base: it is rebased as after the order
 * dialog (the dialog's fields from the server, the calculator's own kept).
 */
export function reapplyDraft(draft: CalculatorDraft, stored: CalcOrderFieldsFragment): CalculatorDraft {
  const fresh = draftFromOrder(stored);
  if (!draft.base) return rebaseDraft(draft, stored);
  const mine = { order: draft.order, operations: draft.operations };
  const theirs = { order: fresh.order, operations: fresh.operations };
  const merged = reapplyChanges(draft.base, mine, theirs);
  return {
    ...fresh,
    order: merged.order,
    operations: merged.operations.map((r, index) => ({ ...r, index })),
    added: draft.added,
  };
}
