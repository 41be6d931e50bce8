import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CalculationStreamSubscription } from '../../../__generated__/graphql';
import type { CalculateInput } from '../utils/calc-input';
import { CALC_MSG } from '../utils/calculator-messages';
import { wsConnection } from '../../../app/ws-client';
import {
  endRejectedSession,
  hasUnauthenticatedCode,
  isUnauthenticatedStreamError,
} from '../../auth/utils/session-expiry';
import { calculationStreamSubscription } from '../graphql/calculator';
import type { VesselResult } from '../state/types';
import { resultSignatures, staleResults, type ResultSignatures, type StaleReason } from '../utils/result-signature';
import { prefetchHeavy } from './useVesselHeavy';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { calcVesselResultFields } from '../graphql/result-fields';
import { calcFleetRowCalculationFields } from '../graphql/fleet';
import type { fleetRowCalculationFragment } from '../components/fleet/FleetRow';
import { useRowCalculations } from './useRowCalculations';

/** Longest an order's first run waits for its legs to be measured before it runs on the stored ones. */
export const LEGS_WAIT_MAX_MS = 10_000;

const STREAM_QUERY = print(calculationStreamSubscription);

/** Each request's text as sent, kept per request object: an edit's run and the render after it share one. */
const requestTexts = new WeakMap<CalculateInput, string>();
function requestTextOf(req: CalculateInput): string {
  let text = requestTexts.get(req);
  if (text === undefined) requestTexts.set(req, (text = JSON.stringify(req)));
  return text;
}

const ROW_FRAGMENT = { fragment: calcFleetRowCalculationFields, fragmentName: 'CalcFleetRowCalculation' } as const;

/** A fleet row as the stream needs it: its global id (its cache entry) and the fleet id results name. */
export interface FleetRowRef {
  id: string;
  databaseId: number;
}

export interface CalculationState {
  /**
   * Each fleet row's cache entry as the watch of the rows read it (masked: the row unmasks its own
   * FleetRow_calculation), by fleet id: what the fleet table's rows show, themselves checking the order
   * and the inputs (FleetRow.tsx).
   */
  rowCalculations: ReadonlyMap<string, FragmentType<typeof fleetRowCalculationFragment>>;
  /** The signature of each fleet id's inputs on screen (utils/result-signature.ts). */
  inputs: ResultSignatures;
  /** Results by fleet id (string), the latest run's where it has answered, the previous run's otherwise. */
  results: ReadonlyMap<string, VesselResult>;
  /** The run each fleet id's result came from. */
  resultRun: ReadonlyMap<string, number>;
  /** The server's id of that run: the key of the vessel's heavy part (row table, explanations; ADR 0021). */
  resultRunId: ReadonlyMap<string, string>;
  /**
   * Fleet ids whose result shown was computed for other inputs than those on screen (a recalculation is
   * pending or in flight, or the last one failed), with the reason. Such figures are marked out of date.
   */
  stale: ReadonlyMap<string, StaleReason>;
  referenceFleetId: string | null;
  /** The order (client query id) the results are for. */
  orderKey: string | null;
  /** Counts runs; the fleet table exposes it so a test or benchmark can wait for a run's rows. */
  run: number;
  running: boolean;
  error: string | null;
  /** Of the last run: ms from start to the first vessel, and to COMPLETE. */
  firstResultMs: number | null;
  totalMs: number | null;
}

/** The rows' results as the cache holds them, with the input signature each was computed for. */
interface RowResults {
  rowCalculations: CalculationState['rowCalculations'];
  results: ReadonlyMap<string, VesselResult>;
  resultRun: ReadonlyMap<string, number>;
  resultRunId: ReadonlyMap<string, string>;
  resultKeys: ReadonlyMap<string, string>;
}

/** The stream's own state: the run's bookkeeping only (the results are the cache's). */
type StreamState = Omit<CalculationState, 'stale' | 'inputs' | keyof RowResults>;

const NO_RESULTS: RowResults = {
  rowCalculations: new Map(),
  results: new Map(),
  resultRun: new Map(),
  resultRunId: new Map(),
  resultKeys: new Map(),
};

const EMPTY: StreamState = {
  referenceFleetId: null,
  orderKey: null,
  run: 0,
  running: false,
  error: null,
  firstResultMs: null,
  totalMs: null,
};

const NONE_STALE: ReadonlyMap<string, StaleReason> = new Map();
const NO_INPUTS: ResultSignatures = new Map();

type StreamEvent = CalculationStreamSubscription['calculationStream'];

/** The order (client query id) a request prices. */
const orderKeyOf = (req: CalculateInput): string | null =>
  req.clientQuery.id == null ? null : String(req.clientQuery.id);

/** Drops the streamed result kept on a fleet row's cache entry. */
const dropRowResult = (cache: ApolloCache, cacheId: string) =>
  cache.modify({ id: cacheId, fields: { calculation: (_value, { DELETE }) => DELETE } });

/** The text of a failed run: the server's first error, an Error's message, or the generic one. */
function failureText(err: unknown): string {
  const first: unknown = Array.isArray(err) ? err[0] : err;
  const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : CALC_MSG.failed;
}

/**
 * Recalculates whenever the input changes (after a short pause) over the calculationStream
 * subscription: each vessel's result is written into its fleet row's cache entry as it arrives (the
 * client-only `calculation` field of FleetEntry; a run's first result at once, the rest batched per
 * animation frame, one cache broadcast each) and the rows' entries are watched through their fragment
 * (CalcFleetRowCalculation, useRowCalculations), a newer edit cancels the run in flight, and `calculateNow`
 * runs at once (the Calc button). Inputs equal to those of the run already started (compared as sent)
 * start nothing: one subscription per opening unless a figure actually changed. An order's first run
 * starts without the typing pause, but not while `legsPending` (its legs are being measured: the answer
 * would replace the stored distances and restart the run); it starts on the stored ones if the answer
 * takes longer than LEGS_WAIT_MAX_MS. `rows` are the fleet's entries (global id and fleet id).
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
  const lastRun = useRef<{ text: string; orderKey: string | null; failed: boolean } | null>(null);

  const start = useCallback(
    (req: CalculateInput, text = requestTextOf(req)) => {
      cancel.current?.();
      const run = ++runs.current;
      const orderKey = orderKeyOf(req);
      const begun = { text, orderKey, failed: false };
      lastRun.current = begun;
      const signatures = resultSignatures(req);
      const started = performance.now();
      let first: number | null = null;
      let buffer: StreamEvent[] = [];
      let frame: number | null = null;
      let live = true;
      /** Whether a result of this run has been rendered in a row on screen (or with no table drawn). */
      let shownOnScreen = false;
      /** The heavy part to read (the vessel on screen's), held until the run has a row on screen. */
      let heavy: { runId: string; fleetId: string } | null = null;
      const readHeavy = () => {
        if (heavy) prefetchHeavy(client, heavy.runId, heavy.fleetId);
        heavy = null;
      };

      /** Writes the frame's results into their rows' cache entries (one broadcast for all of them). */
      const store = (events: StreamEvent[]) => {
        let referenceFleetId: string | null | undefined;
        let complete = false;
        cache.batch({
          update: (c) => {
            for (const ev of events) {
              referenceFleetId = ev.referenceFleetId ?? null;
              if (ev.kind === 'COMPLETE') complete = true;
              if (ev.kind !== 'VESSEL' || !ev.vessel) continue;
              const vessel = getFragmentData(calcVesselResultFields, ev.vessel);
              const fleetId = vessel.fleetId;
              const id = cacheIds.current.get(fleetId);
              if (!id) continue; // no longer in the fleet
              const row = {
                __typename: 'FleetEntry',
                calculation: {
                  __typename: 'FleetRowCalculation',
                  orderKey,
                  run,
                  runId: ev.runId ?? null,
                  signature: signatures.get(fleetId) ?? '',
                  vessel,
                },
              };
              c.writeFragment({ ...ROW_FRAGMENT, id, data: row });
              written.current.set(id, run);
            }
            // Vessels no longer in the fleet (or not in this run) drop out once the run is complete.
            if (complete)
              for (const [id, r] of written.current)
                if (r !== run) {
                  dropRowResult(c, id);
                  written.current.delete(id);
                }
          },
        });
        return { referenceFleetId, complete };
      };

      // The cache's broadcast (the rows' watch) and the run's bookkeeping render together, at once: in
      // this frame, not in a task after it. The vessel on screen's heavy part is asked for after the
      // run's first row on screen (its answer's render would otherwise come before that row), or a frame
      // after its result when no row is.
      const flush = (atOnce = false) => {
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
        const events = buffer;
        buffer = [];
        if (!live || events.length === 0) return;
        if (atOnce) shownOnScreen = true;
        flushSync(() => {
          const { referenceFleetId, complete } = store(events);
          const totalMs = complete ? Math.round(performance.now() - started) : null;
          setState((s) => ({
            ...s,
            referenceFleetId: referenceFleetId === undefined ? s.referenceFleetId : referenceFleetId,
            running: complete ? false : s.running,
            totalMs: complete ? totalMs : s.totalMs,
            firstResultMs: first,
          }));
        });
        readHeavy();
      };

      setState((s) => ({
        ...(s.orderKey === orderKey ? s : EMPTY),
        orderKey,
        run,
        running: true,
        error: null,
        firstResultMs: null,
        totalMs: null,
      }));
      // A refused token ends the session as any other call's 401 does (the stored one only); the run
      // is marked failed meanwhile, so the figures on screen are never taken for the new inputs'.
      const failed = (err: unknown, rejected: boolean) => {
        if (!live) return;
        begun.failed = true;
        setState((s) => ({ ...s, running: false, error: failureText(err) }));
        if (rejected) endRejectedSession(connection.token);
      };
      const connection = wsConnection();
      const dispose = connection.client.subscribe<{ calculationStream: StreamEvent }>(
        { query: STREAM_QUERY, variables: { payload: req } },
        {
          next: (msg) => {
            if (!live) return;
            if (msg.errors?.length) return failed(msg.errors, hasUnauthenticatedCode(msg.errors));
            const ev = msg.data?.calculationStream;
            if (!ev) return;
            const id =
              ev.kind === 'VESSEL' && ev.vessel ? getFragmentData(calcVesselResultFields, ev.vessel).fleetId : null;
            // The vessel on screen (else the run's first): its heavy part is read before the frame that
            // shows its rows, and after the run's first row on screen.
            if (id !== null && ev.runId && (id === onScreen.current || (onScreen.current === null && first === null))) {
              heavy = { runId: ev.runId, fleetId: id };
              if (shownOnScreen) readHeavy();
            }
            buffer.push(ev);
            if (id !== null && first === null) first = Math.round(performance.now() - started);
            // The run's first result in a row on screen (any, when the table is not drawn) is shown at
            // once, with those before it; the rest a frame at a time.
            const rows = rowsOnScreen.current;
            if (id !== null && !shownOnScreen && (rows.size === 0 || rows.has(id))) flush(true);
            else frame ??= requestAnimationFrame(() => flush());
          },
          error: (err: unknown) => failed(err, isUnauthenticatedStreamError(err)),
          complete: () => undefined,
        },
      );
      cancel.current = () => {
        live = false;
        if (frame !== null) cancelAnimationFrame(frame);
        dispose();
      };
    },
    [client, cache],
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
