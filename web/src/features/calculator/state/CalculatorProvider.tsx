import { useMutation, useQuery } from '@apollo/client/react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { warmSocket } from '../../../app/ws-client';
import { calculateMutation, calculatorOrderListQuery, calculatorUsersQuery } from '../graphql/calculator';
import { useCalculationStream } from '../hooks/useCalculationStream';
import { useCalculatorDraft } from '../hooks/useCalculatorDraft';
import { useCalculatorFleet } from '../hooks/useCalculatorFleet';
import { useLegDistances } from '../hooks/useLegDistances';
import { useOpening } from '../hooks/useOpening';
import { useRerunWhenLost, useVesselHeavy } from '../hooks/useVesselHeavy';
import { calculateInput, type CalculateInput } from '../utils/calc-input';
import { staleReason } from '../utils/result-signature';
import {
  CalcStreamContext,
  CalculatorContext,
  LegDistancesContext,
  type CalculatorValue,
  type OrderScope,
} from './calculator-context';
import { ORDER_LIST_VARIABLES, PRELOAD, takePreloaded } from './calculator-preload';
import { loadView, saveView } from './draft-storage';
import type { CalculatorDraft, FleetEntry } from './types';

export { ORDER_LIST_SIZE } from './calculator-preload';

/** The input a user's edit was run with, by the draft it made (the render after the edit reuses it). */
const editedInputs = new WeakMap<CalculatorDraft, { entries: readonly FleetEntry[]; input: CalculateInput }>();

/**
 * The calculator's state: orders, fleet and organization users fetched in parallel on start (the order
 * selected before a reload with them, its id being known; else the first order once the list is in),
 * the result stream's socket opened meanwhile, the working copy of that order with its legs measured
 * as soon as it is in, and results recalculated on every change (an order's first run once its legs
 * are measured, so one subscription prices it). The order's screen renders once that run has priced
 * its first vessel (`opening`, ADR 0014), so the server prices before the browser renders.
 */
export function CalculatorProvider({
  userId,
  vesselEditing = true,
  children,
}: {
  userId: number;
  vesselEditing?: boolean;
  children: ReactNode;
}) {
  // Asked for ahead when the app opened on the calculator (calculator-preload.ts): read from the cache.
  const [listPreloaded] = useState(() => takePreloaded(PRELOAD.list));
  const ordersQuery = useQuery(calculatorOrderListQuery, {
    variables: ORDER_LIST_VARIABLES,
    fetchPolicy: listPreloaded ? 'cache-first' : 'cache-and-network',
  });
  const usersQuery = useQuery(calculatorUsersQuery);
  // The result stream's socket connects while the order and the fleet load.
  useEffect(() => warmSocket(), []);
  const fleet = useCalculatorFleet(userId);
  const [view, setView] = useState(() => loadView(userId));
  const [hideOrders, setHideOrders] = useState(false);
  const [hidePanels, setHidePanels] = useState(false);
  const [saveVoyageOpen, setSaveVoyageOpen] = useState(false);
  const [runSave] = useMutation(calculateMutation);

  const chosenScope = view.scope;
  const setScope = useCallback((scope: OrderScope) => setView((v) => ({ ...v, scope })), []);
  const selectOrder = useCallback((id: number | null) => setView((v) => ({ ...v, orderId: id })), []);
  const setActiveFleet = useCallback((id: number) => setView((v) => ({ ...v, activeFleetId: id })), []);
  const mine = ordersQuery.data?.myOrders.content;
  const scope: OrderScope = chosenScope ?? (mine && mine.length === 0 ? 'ALL' : 'MY');
  const rows = useMemo(
    () => (scope === 'MY' ? ordersQuery.data?.myOrders.content : ordersQuery.data?.allOrders.content) ?? [],
    [ordersQuery.data, scope],
  );
  // Until the list arrives, the order selected before is loaded beside it (not after it); once the
  // list is in, an order no longer listed gives way to the first one.
  const listIn = ordersQuery.data !== undefined;
  const listed = rows.some((r) => r.databaseId === view.orderId);
  const selectedOrderId = !listIn ? view.orderId : listed ? view.orderId : (rows[0]?.databaseId ?? null);
  // A user's edit of the draft starts its run in the event that made it (runEdited, ADR 0035): its input
  // is built there, from the draft edited and the fleet on screen, and the render after it reuses it.
  const entriesNow = useRef<readonly FleetEntry[]>([]);
  const runEdited = useRef<(input: CalculateInput) => void>(() => undefined);
  const onEdit = useCallback((next: CalculatorDraft) => {
    const entries = entriesNow.current;
    const input = calculateInput(next, entries);
    editedInputs.set(next, { entries, input });
    runEdited.current(input);
  }, []);
  const loaded = useCalculatorDraft(userId, selectedOrderId, onEdit);
  // The order remembered may be gone: its refusal waits for the list, which then picks another.
  const draft = useMemo(
    () => (!listIn && loaded.error ? { ...loaded, error: null, loading: true } : loaded),
    [listIn, loaded],
  );

  const entries = fleet.fleet;
  const activeFleetId = entries.some((e) => e.databaseId === view.activeFleetId)
    ? view.activeFleetId
    : (entries[0]?.databaseId ?? null);
  const activeEntry = entries.find((e) => e.databaseId === activeFleetId) ?? null;

  useEffect(
    () => saveView(userId, { orderId: selectedOrderId, activeFleetId, scope: chosenScope }),
    [userId, selectedOrderId, activeFleetId, chosenScope],
  );

  // The legs are asked for as soon as the draft is in; an order's first run waits for their answer.
  const legs = useLegDistances(draft, false, userId);
  const input = useMemo(() => {
    const d = draft.draft;
    if (!d) return null;
    const e = editedInputs.get(d);
    return e && e.entries === entries ? e.input : calculateInput(d, entries);
  }, [draft.draft, entries]);
  const shownFleetId = activeFleetId === null ? null : String(activeFleetId);
  const calc = useCalculationStream(input, legs.pending, shownFleetId, entries);
  useLayoutEffect(() => {
    entriesNow.current = entries;
    runEdited.current = calc.runEdited;
  }, [entries, calc.runEdited]);
  const opening = useOpening({
    selectedOrderId,
    draftOrderId: draft.draft?.orderId ?? null,
    legsPending: legs.pending,
    canRun: input !== null && input.fleetList.length > 0,
    runBegun: calc.orderKey !== null,
    awaitingResult: calc.running && calc.results.size === 0,
  });
  const { calculateNow } = calc;
  // The active vessel's result as the stream has it, with the signature of its inputs and its run.
  const newestResult = shownFleetId === null ? null : (calc.results.get(shownFleetId) ?? null);
  const newestSignature = shownFleetId === null ? undefined : calc.resultSignatures.get(shownFleetId);
  const newestRunId = shownFleetId === null || !newestResult ? null : (calc.resultRunId.get(shownFleetId) ?? null);
  const newest = useMemo(
    () => ({
      fleetId: shownFleetId,
      orderKey: calc.orderKey,
      result: newestResult,
      signature: newestSignature,
      runId: newestRunId,
    }),
    [shownFleetId, calc.orderKey, newestResult, newestSignature, newestRunId],
  );
  // A new result of the active vessel reaches the panels, the grid and the dialogs in a background render
  // just after the fleet table has shown it (ADR 0035): a streamed frame renders the table alone. Until
  // then they keep the result they show, of the same vessel and order, marked against the inputs on
  // screen as any result is (staleReason), so a figure on screen is never taken for the new inputs'.
  // With none shown yet (the opening), the first comes at once.
  const deferred = useDeferredValue(newest);
  const keep = deferred.result !== null && deferred.fleetId === newest.fleetId && deferred.orderKey === newest.orderKey;
  const active = keep ? deferred : newest;
  const activeResult = active.result;
  const failed = calc.error !== null;
  const activeStale =
    shownFleetId === null || activeResult === null
      ? null
      : staleReason(active.signature ?? '', calc.inputs.get(shownFleetId), failed);
  // The row table of the run the active result came from: a newer run's result asks for its own.
  const activeRunId = active.runId;
  const activeHeavy = useVesselHeavy(activeRunId, shownFleetId);
  useRerunWhenLost(activeHeavy, activeRunId, calculateNow);

  const saveVoyage = useCallback(
    async (fleetId: number, saveLabel: string) => {
      const d = draft.draft;
      const label = saveLabel.trim();
      if (!d || label === '') return null;
      fleet.patchFleet(fleetId, { saveLabel: label });
      try {
        const result = await runSave({
          variables: { payload: calculateInput(d, entries, { fleetId, saveLabel: label }) },
        });
        const id = result.data?.calculate.savedResultId ?? null;
        if (id !== null) toaster.create({ type: 'success', title: `Voyage '${label}' saved` });
        return id;
      } catch (e) {
        toaster.create({ type: 'error', title: errorMessage(e) });
        return null;
      }
    },
    [draft.draft, entries, fleet, runSave],
  );

  const calculateAndSave = useCallback(async () => {
    calculateNow();
    const label = activeEntry?.saveLabel?.trim();
    if (activeEntry && label) await saveVoyage(activeEntry.databaseId, label);
    else setSaveVoyageOpen(true);
  }, [activeEntry, calculateNow, saveVoyage]);

  const refetchOrders = ordersQuery.refetch;
  const orderError = ordersQuery.error;
  const ordersLoading = ordersQuery.loading && !ordersQuery.data;
  const users = usersQuery.data?.usersForOrg;
  // One object while nothing it holds changes: a streamed result re-renders only the stream's readers.
  const value = useMemo<CalculatorValue>(
    () => ({
      userId,
      readOnly: false,
      vesselEditing,
      orders: {
        rows,
        scope,
        setScope,
        loading: ordersLoading,
        error: orderError ? errorMessage(orderError) : null,
        refetch: async () => {
          await refetchOrders();
        },
      },
      users: users ?? [],
      selectedOrderId,
      selectOrder,
      draft,
      fleet,
      activeFleetId,
      activeEntry,
      activeResult,
      activeHeavy,
      activeStale,
      setActiveFleet,
      calculateNow,
      saveVoyage,
      calculateAndSave,
      opening,
      ui: {
        hideOrders,
        hidePanels,
        toggleOrders: () => setHideOrders((h) => !h),
        togglePanels: () => setHidePanels((h) => !h),
        saveVoyageOpen,
        setSaveVoyageOpen,
      },
    }),
    [
      userId,
      vesselEditing,
      rows,
      scope,
      setScope,
      ordersLoading,
      orderError,
      refetchOrders,
      users,
      selectedOrderId,
      selectOrder,
      draft,
      fleet,
      activeFleetId,
      activeEntry,
      activeResult,
      activeHeavy,
      activeStale,
      setActiveFleet,
      calculateNow,
      saveVoyage,
      calculateAndSave,
      opening,
      hideOrders,
      hidePanels,
      saveVoyageOpen,
    ],
  );
  return (
    <CalculatorContext.Provider value={value}>
      <CalcStreamContext.Provider value={calc}>
        <LegDistancesContext.Provider value={legs}>{children}</LegDistancesContext.Provider>
      </CalcStreamContext.Provider>
    </CalculatorContext.Provider>
  );
}
