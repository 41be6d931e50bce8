import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { getFragmentData } from '../../../__generated__';
import { calcOrderFields, calculatorOrderQuery, saveCalculatorOrderMutation } from '../graphql/calculator';
import { draftFromOrder, rebaseDraft } from '../state/draft-from-order';
import { freshDraft, withMeasuredLegs, type MeasuredLegs } from '../state/measured-legs';
import { PRELOAD, takePreloaded } from '../state/calculator-preload';
import { loadDraft, saveDraft } from '../state/draft-storage';
import type { CalculatorDraft } from '../state/types';
import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import type { LegAnswer } from '../utils/grid-legs';
import type { LegFailure } from '../utils/leg-failures';
import { orderInput } from '../utils/order-input';
import { conflictOf } from '../../../lib/conflict/useConflictRecovery';
import { reapplyDraft } from '../state/draft-conflict';

export type DraftEdit = (draft: CalculatorDraft) => CalculatorDraft;

const NO_FAILURES: readonly LegFailure[] = [];

/** Every order read after the first (another order selected) comes from the network. */
const fromNetwork = () => 'network-only' as const;

export interface DraftApi {
  draft: CalculatorDraft | null;
  loading: boolean;
  error: string | null;
  /** True while the draft holds edits the order does not have (kept in localStorage until saved). */
  dirty: boolean;
  /** True when the draft came back from storage (a reload or an earlier visit). */
  restored: boolean;
  saving: boolean;
  /** Applies a pure edit; an edit that returns the same draft is a no-op. */
  edit(fn: DraftEdit): void;
  /** An edit that is not the user's own (routed distances): changes the draft, not the dirty flag. */
  sync(fn: DraftEdit): void;
  /**
   * The routed legs of an order's grid (a sync): written to the draft now and kept, so a draft taken
   * afresh from the stored order (Discard, the order dialog, a re-read) carries them too.
   */
  syncLegs(orderId: number, answer: readonly LegAnswer[], failures?: readonly LegFailure[]): void;
  /** The legs of the shown order that could not be measured (List of Errors); their rows carry no distance. */
  legFailures?: readonly LegFailure[];
  /** Counts drafts taken afresh from the server, so the legs are measured again for each (saved distances may be newer). */
  taken: number;
  /** Saves the draft to the order (one transaction) and starts afresh from what the server stored. */
  save(): Promise<boolean>;
  /** Forgets the edits and starts again from the stored order. */
  discard(): void;
  /** Re-reads the order (after the order dialog saved it); unsaved edits are kept, rebased on it. */
  reload(): Promise<void>;
}

/**
 * The working copy of the selected order. Every edit is written to localStorage at once, so a reload
 * restores it; Save writes it to the order, Discard drops it.
 */
export function useCalculatorDraft(
  userId: number,
  orderId: number | null,
  /** Told of each user edit with the new draft, in the event that made it (before it renders). */
  onEdit?: (next: CalculatorDraft) => void,
): DraftApi {
  // The order the calculator opens on may have been asked for ahead (calculator-preload.ts): that
  // answer, or the request still on its way, is read from the cache; any other order from the network.
  const [preloaded] = useState(() => orderId !== null && takePreloaded(PRELOAD.order(orderId)));
  const { data, loading, error, refetch } = useQuery(calculatorOrderQuery, {
    variables: { id: orderId ?? 0 },
    skip: orderId === null,
    ...(preloaded ? { fetchPolicy: 'cache-first', nextFetchPolicy: fromNetwork } : { fetchPolicy: 'network-only' }),
  });
  const [saveOrder, saveState] = useMutation(saveCalculatorOrderMutation);
  const [draft, setDraft] = useState<CalculatorDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(false);
  const [taken, setTaken] = useState(0);
  const current = useRef<CalculatorDraft | null>(null);
  const dirtyRef = useRef(false);
  const measured = useRef<MeasuredLegs | null>(null);
  const [legFailures, setLegFailures] = useState<{ orderId: number; list: readonly LegFailure[] } | null>(null);

  const replace = useCallback((next: CalculatorDraft | null, isDirty: boolean) => {
    current.current = next;
    dirtyRef.current = isDirty;
    setDraft(next);
    setDirty(isDirty);
  }, []);
  /** A draft of the stored order with the legs already routed for it, then measured again. */
  const takeFresh = useCallback(
    (stored: CalcOrderFieldsFragment) => {
      replace(freshDraft(stored, measured.current), false);
      setTaken((n) => n + 1);
    },
    [replace],
  );

  const order = getFragmentData(calcOrderFields, data?.order);
  useEffect(() => {
    if (!order || order.databaseId !== orderId) return;
    const held = current.current?.orderId === order.databaseId ? current.current : null;
    if (held && dirtyRef.current) return;
    // Save and reload already took this version of the order; taking it again would drop their legs.
    if (held && held.baseUpdatedAt === order.updatedAt) return;
    const stored = loadDraft(userId, order.databaseId);
    setRestored(stored !== null);
    replace(stored ?? freshDraft(order, measured.current), stored !== null);
  }, [order, orderId, userId, replace]);

  const edited = useRef(onEdit);
  useEffect(() => {
    edited.current = onEdit;
  }, [onEdit]);
  const apply = useCallback(
    (fn: DraftEdit, markDirty: boolean) => {
      const prev = current.current;
      if (!prev) return;
      const next = fn(prev);
      if (next === prev) return;
      const isDirty = dirtyRef.current || markDirty;
      replace(next, isDirty);
      if (markDirty) edited.current?.(next);
      if (isDirty) saveDraft(userId, next);
    },
    [replace, userId],
  );
  const edit = useCallback((fn: DraftEdit) => apply(fn, true), [apply]);
  const sync = useCallback((fn: DraftEdit) => apply(fn, false), [apply]);
  const syncLegs = useCallback(
    (forOrder: number, answer: readonly LegAnswer[], failures: readonly LegFailure[] = []) => {
      measured.current = { orderId: forOrder, answer, failed: failures.map((f) => f.key) };
      setLegFailures({ orderId: forOrder, list: failures });
      apply((d) => withMeasuredLegs(d, measured.current), false);
    },
    [apply],
  );

  /** After a CONFLICT: the fresh order with the user's edits put over it (kept in localStorage, still unsaved). */
  const reapply = useCallback(async () => {
    const result = await refetch();
    const fresh = getFragmentData(calcOrderFields, result.data?.order);
    const d = current.current;
    if (!fresh || !d || d.orderId !== fresh.databaseId) return;
    const merged = reapplyDraft(d, fresh);
    replace(merged, true);
    saveDraft(userId, merged);
  }, [refetch, replace, userId]);

  const save = useCallback(async () => {
    const d = current.current;
    if (!d) return false;
    try {
      // The version the draft was taken from: a save over a newer order is refused (CONFLICT).
      const result = await saveOrder({ variables: { input: orderInput(d), version: d.baseVersion ?? null } });
      const saved = getFragmentData(calcOrderFields, result.data?.saveOrder);
      saveDraft(userId, null, d.orderId);
      setRestored(false);
      if (saved) replace(draftFromOrder(saved), false);
      toaster.create({ type: 'success', title: ORDER_MSG.queryUpdated });
      return true;
    } catch (e) {
      const conflict = conflictOf(e);
      if (!conflict) toaster.create({ type: 'error', title: errorMessage(e) });
      else
        toaster.create({
          type: 'warning',
          title: conflict.conflict,
          description: 'Your changes are kept on screen.',
          action: { label: 'Reload and re-apply my changes', onClick: () => void reapply() },
        });
      return false;
    }
  }, [replace, reapply, saveOrder, userId]);

  const discard = useCallback(() => {
    const d = current.current;
    if (!d) return;
    saveDraft(userId, null, d.orderId);
    setRestored(false);
    if (order && order.databaseId === d.orderId) takeFresh(order);
  }, [order, takeFresh, userId]);

  const reload = useCallback(async () => {
    const result = await refetch();
    const fresh = getFragmentData(calcOrderFields, result.data?.order);
    if (!fresh) return;
    const d = current.current;
    // Unsaved calculator edits survive an update made in the order dialog; its own fields win.
    if (dirtyRef.current && d && d.orderId === fresh.databaseId) {
      const rebased = rebaseDraft(d, fresh);
      replace(rebased, true);
      saveDraft(userId, rebased);
    } else takeFresh(fresh);
  }, [refetch, replace, takeFresh, userId]);

  // A draft of the previously selected order is never shown for the new one.
  const shown = draft !== null && draft.orderId === orderId ? draft : null;
  const failure = error ? errorMessage(error) : null;
  const isLoading = loading || (orderId !== null && shown === null && !error);
  const saving = saveState.loading;
  const failedLegs = shown && legFailures?.orderId === shown.orderId ? legFailures.list : NO_FAILURES;
  return useMemo(
    () => ({
      draft: shown,
      loading: isLoading,
      error: failure,
      dirty: shown !== null && dirty,
      restored: shown !== null && restored,
      saving,
      edit,
      sync,
      syncLegs,
      legFailures: failedLegs,
      taken,
      save,
      discard,
      reload,
    }),
    [
      shown,
      isLoading,
      failure,
      dirty,
      restored,
      saving,
      edit,
      sync,
      syncLegs,
      failedLegs,
      taken,
      save,
      discard,
      reload,
    ],
  );
}
