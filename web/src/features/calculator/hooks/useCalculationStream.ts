import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FragmentType } from '../../../__generated__';
import type { fleetRowCalculationFragment } from '../components/fleet/FleetRow';
import type { VesselResult } from '../state/types';
import type { CalculateInput } from '../utils/calc-input';
import { resultSignatures, staleResults, type ResultSignatures, type StaleReason } from '../utils/result-signature';
import { EMPTY, NO_RESULTS, orderKeyOf, type RowResults, type StreamState } from './calculation-state';
import { dropRowResult, startRun, type RunRecord } from './calculation-run';
import { useRowCalculations } from './useRowCalculations';

/** Longest an order's first run waits for its legs to be measured before it runs on the stored ones. */
export const LEGS_WAIT_MAX_MS = 10_000;

/** Each request's text as sent, kept per request object: an edit's run and the render after it share one. */
const requestTexts = new WeakMap<CalculateInput, string>();
function requestTextOf(req: CalculateInput): string {
  let text = requestTexts.get(req);
  if (text === undefined) requestTexts.set(req, (text = JSON.stringify(req)));
  return text;
}

/** A fleet row as the stream needs it: its global id (its cache entry) and the fleet id results name. */
export interface FleetRowRef {
  id: string;
  databaseId: number;
}

const NONE_STALE: ReadonlyMap<string, StaleReason> = new Map();
const NO_INPUTS: ResultSignatures = new Map();

/**
 * Recalculates whenever the input changes, at once (no typing pause since ADR 0035: an edit's run starts
 * in the edit's own event through `runEdited`, any other change in the render's effects), over the
 * calculationStream subscription (one run: calculation-run.ts). The rows' cache entries are watched through
 * their fragment (CalcFleetRowCalculation, useRowCalculations), a newer run cancels the one in flight, and
 * `calculateNow` runs at once (the Calc button). Inputs equal to those of the run already started (compared
 * as sent) start nothing: one subscription per opening unless a figure actually changed. An order's first
 * run waits while `legsPending` (its legs are being measured: the answer would replace the stored distances
 * and restart the run); it starts on the stored ones if the answer takes longer than LEGS_WAIT_MAX_MS.
 * `rows` are the fleet's entries (global id and fleet id).
 */
export function useCalculationStream(
  input: CalculateInput | null,
  legsPending = false,
  shownFleetId: string | null = null,
  rows: readonly FleetRowRef[] = [],
) {
  const [state, setState] = useState<StreamState>(EMPTY);
  const client = useApolloClient();
  const { cache } = client;
  /** The vessel on screen: its heavy part is asked for once the run has a row on screen (or a frame after). */
  const onScreen = useRef(shownFleetId);
  /** The fleet ids whose rows the table has in the page (FleetGrid sets it; empty: no table drawn). */
  const rowsOnScreen = useRef<ReadonlySet<string>>(new Set());
  const setRowsOnScreen = useCallback((ids: ReadonlySet<string>) => {
    rowsOnScreen.current = ids;
  }, []);
  useEffect(() => {
    onScreen.current = shownFleetId;
  }, [shownFleetId]);
  /** Each row's cache entry by fleet id, and the run each entry's result was written by (this opening's). */
  const rowIds = useMemo(
    () =>
      rows.flatMap((r) => {
        const cacheId = cache.identify({ __typename: 'FleetEntry', id: r.id });
        return cacheId ? [[String(r.databaseId), cacheId] as const] : [];
      }),
    [rows, cache],
  );
  const cacheIds = useRef(new Map<string, string>());
  useEffect(() => {
    cacheIds.current = new Map(rowIds);
  }, [rowIds]);
  const written = useRef(new Map<string, number>());
  const cancel = useRef<(() => void) | null>(null);
  const runs = useRef(0);
  /** The inputs (as sent) of the run started last, its order, and whether it failed. */
  const lastRun = useRef<RunRecord | null>(null);

  const start = useCallback(
    (req: CalculateInput, text = requestTextOf(req)) => {
      cancel.current?.();
      const run = ++runs.current;
      const begun: RunRecord = { text, orderKey: orderKeyOf(req), failed: false };
      lastRun.current = begun;
      const host = { client, setState, cacheIds, written, onScreen, rowsOnScreen };
      cancel.current = startRun(host, req, run, begun);
    },
    [client],
  );

  /**
   * Whether `req` (as sent: `text`) needs a run now: not when it is the run already started (legs measured
   * as the order had them, a re-read of the same order: that run stands, in flight or done; a failed one
   * is tried again), nor when it is an order's first run still waiting for its legs ('wait').
   */
  const runNeeded = useCallback((req: CalculateInput, text: string, waitForLegs: boolean): 'run' | 'wait' | 'no' => {
    const last = lastRun.current;
    if (last && last.text === text && !last.failed) return 'no';
    const firstOfOrder = !last || last.orderKey !== orderKeyOf(req);
    return firstOfOrder && waitForLegs ? 'wait' : 'run';
  }, []);

  /**
   * A user's edit, started in the event that made it (ADR 0035): the run in flight is cancelled and the
   * new one subscribed before the edit renders, so the server prices while the browser renders. The
   * render after it finds this run's inputs already started. An order's first run is left to the effect.
   */
  const runEdited = useCallback(
    (req: CalculateInput) => {
      if (req.fleetList.length === 0 || lastRun.current?.orderKey !== orderKeyOf(req)) return;
      const text = requestTextOf(req);
      if (runNeeded(req, text, false) === 'run') start(req, text);
    },
    [runNeeded, start],
  );

  const requestText = useMemo(() => (input && input.fleetList.length > 0 ? requestTextOf(input) : null), [input]);
  useEffect(() => {
    if (!input || requestText === null) {
      cancel.current?.();
      lastRun.current = null;
      return;
    }
    const need = runNeeded(input, requestText, legsPending);
    if (need === 'no') return;
    // An order's first run waits for its legs (at most LEGS_WAIT_MAX_MS). Any other change runs at once,
    // cancelling the run in flight (no typing pause): in a discrete event's commit these effects run in
    // the event's own task, before the frame is drawn. The first run of an order subscribes in this
    // commit's effects, before the render the opening reveals (ADR 0014).
    if (need === 'wait') {
      const t = setTimeout(() => start(input, requestText), LEGS_WAIT_MAX_MS);
      return () => clearTimeout(t);
    }
    start(input, requestText);
  }, [input, requestText, start, runNeeded, legsPending]);

  // Leaving the calculator ends the run and drops this opening's results from the rows' cache entries.
  useEffect(() => {
    const kept = written.current;
    return () => {
      cancel.current?.();
      cache.batch({ update: (c) => kept.forEach((_run, id) => dropRowResult(c, id)) });
      kept.clear();
    };
  }, [cache]);

  const calculateNow = useCallback(() => {
    if (input && input.fleetList.length > 0) start(input);
  }, [input, start]);

  // Each row's result as the watch of the rows' cache entries read it (the run's order only). A row not
  // written since keeps its object, so its memoised view holds.
  const cacheIdList = useMemo(() => rowIds.map(([, id]) => id), [rowIds]);
  const rowData = useRowCalculations(client, cacheIdList);
  const runOrder = state.orderKey;
  const read = useMemo<RowResults>(() => {
    if (rowData.length === 0) return NO_RESULTS;
    const rowCalculations = new Map<string, FragmentType<typeof fleetRowCalculationFragment>>();
    const results = new Map<string, VesselResult>();
    const resultRun = new Map<string, number>();
    const resultRunId = new Map<string, string>();
    const resultKeys = new Map<string, string>();
    rowIds.forEach(([fleetId], i) => {
      const data = rowData[i];
      if (data) rowCalculations.set(fleetId, data);
      const calc = data?.calculation;
      if (!calc || calc.orderKey !== runOrder) return;
      results.set(fleetId, calc.vessel);
      resultRun.set(fleetId, calc.run);
      if (calc.runId) resultRunId.set(fleetId, calc.runId);
      resultKeys.set(fleetId, calc.signature);
    });
    return { rowCalculations, results, resultRun, resultRunId, resultKeys };
  }, [rowIds, rowData, runOrder]);

  const signatures = useMemo(() => (input ? resultSignatures(input) : null), [input]);
  const { error } = state;
  const { resultKeys } = read;
  const stale = useMemo(
    () => staleResults(resultKeys, signatures ?? new Map<string, string>(), error !== null),
    [resultKeys, signatures, error],
  );

  // Results of another order, or of a fleet that is now empty, are not shown.
  const current = input && input.fleetList.length > 0 && state.orderKey === orderKeyOf(input);
  const runState = current ? state : { ...EMPTY, run: state.run };
  const { resultKeys: shownSignatures, ...shown } = current ? read : NO_RESULTS;
  const inputs = current && signatures ? signatures : NO_INPUTS;
  return {
    ...runState,
    ...shown,
    inputs,
    stale: current ? stale : NONE_STALE,
    calculateNow,
    runEdited,
    setRowsOnScreen,
    /** The signature of the inputs each result shown was computed for, by fleet id. */
    resultSignatures: shownSignatures,
  };
}
