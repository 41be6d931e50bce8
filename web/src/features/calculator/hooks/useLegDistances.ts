import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SavePortDistanceInput } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { gridLegDistancesQuery, gridSavePortDistanceMutation } from '../graphql/grid';
import { PRELOAD, takePreloaded } from '../state/calculator-preload';
import { patchOperation } from '../state/draft-ops';
import { saveLegsGuess } from '../state/draft-storage';
import { useCalculator } from '../state/calculator-context';
import type { DraftApi } from './useCalculatorDraft';
import { legRequest, type LegAnswer, type LegRequest } from '../utils/grid-legs';
import { measureLegs, type LegFailure, type LegRefusal } from '../utils/leg-failures';

/** Spec 1 section 9: a manual distance is saved after a 500 ms pause. */
export const DISTANCE_SAVE_PAUSE_MS = 500;

export interface LegDistances {
  loading: boolean;
  /** Why the last lookup failed as a whole (the network, a session): a small notice. */
  error: string | null;
  /** The last answer: every measured leg with both ends' country and time zone. */
  answer: readonly LegAnswer[];
  /** Legs that could not be measured (a port the router does not know, no sea route): List of Errors. */
  failures: readonly LegFailure[];
  /**
   * True while the legs of the draft shown have not been measured yet (asked for, or about to be): an
   * order's first calculation waits for them, so it is not run on stored distances the answer replaces.
   */
  pending: boolean;
  /** Measures the legs again now (Refresh Distance). */
  refresh(): void;
}

type LegState = Omit<LegDistances, 'refresh' | 'pending'> & {
  /** The request signature whose measurement has finished (answered or failed). */
  settled: string | null;
};

/**
 * The sea legs between the grid's ports (spec 1 section 4): measured when an order is first shown and
 * whenever the ports after Commence (names, positions, order) or the six route flags change, then
 * written to rows[2..] as a sync (not the user's edit). A newer request wins over an older answer. A leg
 * that cannot be measured is a failure (List of Errors) and its row's distance is cleared, never kept.
 * Called by the calculator's provider (not the grid), whose first run of an order waits for `pending`
 * to clear; the grid reads them with useLegs().
 */
export function useLegDistances(draft: DraftApi, readOnly: boolean, userId?: number): LegDistances {
  const client = useApolloClient();
  const { syncLegs, taken } = draft;
  // A saved voyage keeps the distances it was priced with.
  const request = useMemo(() => (draft.draft && !readOnly ? legRequest(draft.draft) : null), [draft.draft, readOnly]);
  const orderId = draft.draft?.orderId ?? null;
  // A draft taken afresh from the order is measured again even when its ports did not change.
  const signature = `${taken}:${request?.signature ?? `none:${orderId ?? ''}`}`;
  const latest = useRef({ request, orderId, signature });
  useEffect(() => {
    latest.current = { request, orderId, signature };
  }, [request, orderId, signature]);
  const seq = useRef(0);
  const [state, setState] = useState<LegState>({
    loading: false,
    error: null,
    answer: [],
    failures: [],
    settled: null,
  });

  const measure = useCallback(async () => {
    const id = ++seq.current;
    const { request: req, orderId: forOrder, signature: asked } = latest.current;
    if (!req) {
      if (forOrder !== null) syncLegs(forOrder, []);
      setState({ loading: false, error: null, answer: [], failures: [], settled: asked });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    // The next opening of this order asks for these legs beside the order (calculator-preload.ts).
    if (userId !== undefined && forOrder !== null) saveLegsGuess(userId, forOrder, req.input);
    try {
      const ask = async (input: LegRequest['input']) => {
        const result = await client.query({
          query: gridLegDistancesQuery,
          variables: { input },
          // The opening order's legs may have been asked for ahead (preload-legs.ts): that answer.
          fetchPolicy: takePreloaded(PRELOAD.legs(input)) ? 'cache-first' : 'network-only',
        });
        if (result.error) throw result.error;
        return result.data?.portDistances ?? [];
      };
      const { answer, failures } = await measureLegs(req, ask, refusalOf);
      if (id !== seq.current) return;
      if (forOrder !== null) syncLegs(forOrder, answer, failures);
      setState({ loading: false, error: null, answer, failures, settled: asked });
    } catch (e) {
      if (id !== seq.current) return;
      // Spec 1 section 8: a failed distance lookup only clears the loading state (plus a small notice).
      setState((s) => ({ ...s, loading: false, error: errorMessage(e), settled: asked }));
    }
  }, [client, syncLegs, userId]);

  useEffect(() => {
    void measure();
  }, [signature, measure]);

  const refresh = useCallback(() => void measure(), [measure]);
  const { loading, error, answer, failures, settled } = state;
  const pending = request !== null && settled !== signature;
  return useMemo(
    () => ({ loading, error, answer, failures, pending, refresh }),
    [loading, error, answer, failures, pending, refresh],
  );
}

/** The field and message of a refused request (BAD_USER_INPUT naming a point), else null. */
function refusalOf(error: unknown): LegRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const [first] = error.errors;
  if (!first || first.extensions?.code !== 'BAD_USER_INPUT') return null;
  const field = first.extensions.field;
  return { field: typeof field === 'string' ? field : null, message: first.message };
}

/**
 * Saves the organization's own distance (and notes) for a port pair after a 500 ms pause, one timer
 * per pair (later calls for the pair add to the pending save), so typing a number saves it once.
 * Failures are toasted with the server's message.
 */
export function usePortDistanceSaver(): (input: SavePortDistanceInput) => void {
  const [save] = useMutation(gridSavePortDistanceMutation);
  const pending = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; input: SavePortDistanceInput }>());
  return useCallback(
    (input: SavePortDistanceInput) => {
      if (input.openingPort.trim() === '' || input.endingPort.trim() === '') return;
      const key = `${input.openingPort}\u0000${input.endingPort}`;
      const before = pending.current.get(key);
      if (before) clearTimeout(before.timer);
      const merged = before ? { ...before.input, ...input } : input;
      const timer = setTimeout(() => {
        pending.current.delete(key);
        save({ variables: { input: merged } }).catch((e: unknown) =>
          toaster.create({ type: 'error', title: errorMessage(e) }),
        );
      }, DISTANCE_SAVE_PAUSE_MS);
      pending.current.set(key, { timer, input: merged });
    },
    [save],
  );
}

/** A change to the leg arriving at a row: its distances and/or the pair's notes. */
export interface LegChange {
  distNormal?: number;
  distEca?: number;
  notes?: string;
}

/**
 * Edits the leg arriving at grid row `index` (from the third row on; the second row's leg is each
 * vessel's own ballast leg): new distances patch the draft at once (the recalculation follows), and
 * the pair's distances and notes are saved as the organization's own after a 500 ms pause; a change of
 * the notes alone saves the notes alone.
 */
export function useLegEditor(): (index: number, change: LegChange) => void {
  const { draft } = useCalculator();
  const save = usePortDistanceSaver();
  const { edit } = draft;
  const current = draft.draft;
  return useCallback(
    (index: number, change: LegChange) => {
      const row = current?.operations[index];
      const prev = current?.operations[index - 1];
      if (!row || !prev || index < 2) return;
      const distances = { distNormal: change.distNormal ?? row.distNormal, distEca: change.distEca ?? row.distEca };
      const typedDistance = change.distNormal !== undefined || change.distEca !== undefined;
      if (typedDistance) edit((x) => patchOperation(x, row.key, distances));
      // Notes alone are saved without a distance: the row's figure is not the pair's saved one (issue #12).
      save({
        openingPort: prev.port.trim(),
        endingPort: row.port.trim(),
        ...(typedDistance ? distances : {}),
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
      });
    },
    [current, edit, save],
  );
}
