import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalculateInput, CalculationStreamSubscription } from '../../../__generated__/graphql';
import { CALC_MSG } from '../utils/calculator-messages';
import { wsConnection } from '../../../app/ws-client';
import {
  endRejectedSession,
  hasUnauthenticatedCode,
  isUnauthenticatedStreamError,
} from '../../auth/utils/session-expiry';
import { calculationStreamSubscription } from '../graphql/calculator';
import type { VesselResult } from '../state/types';
import { resultSignatures, staleResults, type StaleReason } from '../utils/result-signature';
import { prefetchHeavy } from './useVesselHeavy';
import { getFragmentData } from '../../../__generated__';
import { calcVesselResultFields } from '../graphql/result-fields';

/** Pause after the last edit before recalculating: short enough to feel live, long enough for typing. */
export const RECALC_PAUSE_MS = 30;

/** Longest an order's first run waits for its legs to be measured before it runs on the stored ones. */
export const LEGS_WAIT_MAX_MS = 10_000;

const STREAM_QUERY = print(calculationStreamSubscription);

export interface CalculationState {
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

/** The stream's own state: the public one plus the input signature each result was computed for. */
interface StreamState extends Omit<CalculationState, 'stale'> {
  resultKeys: ReadonlyMap<string, string>;
}

const EMPTY: StreamState = {
  results: new Map(),
  resultRun: new Map(),
  resultRunId: new Map(),
  resultKeys: new Map(),
  referenceFleetId: null,
  orderKey: null,
  run: 0,
  running: false,
  error: null,
  firstResultMs: null,
  totalMs: null,
};

const NONE_STALE: ReadonlyMap<string, StaleReason> = new Map();

type StreamEvent = CalculationStreamSubscription['calculationStream'];

/** The order (client query id) a request prices. */
const orderKeyOf = (req: CalculateInput): string | null =>
  req.clientQuery.id == null ? null : String(req.clientQuery.id);

/** The text of a failed run: the server's first error, an Error's message, or the generic one. */
function failureText(err: unknown): string {
  const first: unknown = Array.isArray(err) ? err[0] : err;
  const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : CALC_MSG.failed;
}

/**
 * Recalculates whenever the input changes (after a short pause) over the calculationStream
 * subscription: each vessel's result is shown as it arrives (batched per animation frame), a newer
 * edit cancels the run in flight, and `calculateNow` runs at once (the Calc button). Inputs equal to
 * those of the run already started (compared as sent) start nothing: one subscription per opening
 * unless a figure actually changed. An order's first run starts without the typing pause, but not
 * while `legsPending` (its legs are being measured: the answer would replace the stored distances and
 * restart the run); it starts on the stored ones if the answer takes longer than LEGS_WAIT_MAX_MS.
 */
export function useCalculationStream(
  input: CalculateInput | null,
  legsPending = false,
  shownFleetId: string | null = null,
) {
  const [state, setState] = useState<StreamState>(EMPTY);
  const client = useApolloClient();
  /** The vessel on screen: its heavy part is asked for as soon as its VESSEL event arrives. */
  const onScreen = useRef(shownFleetId);
  useEffect(() => {
    onScreen.current = shownFleetId;
  }, [shownFleetId]);
  const cancel = useRef<(() => void) | null>(null);
  const runs = useRef(0);
  /** The inputs (as sent) of the run started last, its order, and whether it failed. */
  const lastRun = useRef<{ text: string; orderKey: string | null; failed: boolean } | null>(null);

  const start = useCallback(
    (req: CalculateInput, text = JSON.stringify(req)) => {
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

      const flush = () => {
        frame = null;
        const events = buffer;
        buffer = [];
        if (!live || events.length === 0) return;
        setState((s) => {
          const results = new Map(s.results);
          const resultRun = new Map(s.resultRun);
          const resultRunId = new Map(s.resultRunId);
          const resultKeys = new Map(s.resultKeys);
          let { referenceFleetId, running, totalMs } = s;
          for (const ev of events) {
            const vessel = getFragmentData(calcVesselResultFields, ev.vessel);
            if (ev.kind === 'VESSEL' && vessel) {
              results.set(vessel.fleetId, vessel);
              resultRun.set(vessel.fleetId, run);
              if (ev.runId) resultRunId.set(vessel.fleetId, ev.runId);
              else resultRunId.delete(vessel.fleetId);
              resultKeys.set(vessel.fleetId, signatures.get(vessel.fleetId) ?? '');
            }
            referenceFleetId = ev.referenceFleetId ?? null;
            if (ev.kind === 'COMPLETE') {
              running = false;
              totalMs = Math.round(performance.now() - started);
              // Vessels no longer in the fleet drop out once the run is complete.
              for (const id of [...results.keys()]) {
                if (resultRun.get(id) === run) continue;
                results.delete(id);
                resultRunId.delete(id);
                resultKeys.delete(id);
              }
            }
          }
          return {
            ...s,
            results,
            resultRun,
            resultRunId,
            resultKeys,
            referenceFleetId,
            running,
            totalMs,
            firstResultMs: first,
          };
        });
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
        { query: STREAM_QUERY, variables: { input: req } },
        {
          next: (msg) => {
            if (!live) return;
            if (msg.errors?.length) return failed(msg.errors, hasUnauthenticatedCode(msg.errors));
            const ev = msg.data?.calculationStream;
            if (!ev) return;
            if (ev.kind === 'VESSEL' && ev.vessel && ev.runId) {
              // The vessel on screen (else the run's first): its heavy part is read before this frame commits.
              const id = getFragmentData(calcVesselResultFields, ev.vessel).fleetId;
              if (id === onScreen.current || (onScreen.current === null && first === null))
                prefetchHeavy(client, ev.runId, id);
            }
            if (first === null && ev.kind === 'VESSEL') first = Math.round(performance.now() - started);
            buffer.push(ev);
            frame ??= requestAnimationFrame(flush);
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
    [client],
  );

  const requestText = useMemo(() => (input && input.fleetList.length > 0 ? JSON.stringify(input) : null), [input]);
  useEffect(() => {
    if (!input || requestText === null) {
      cancel.current?.();
      lastRun.current = null;
      return;
    }
    const last = lastRun.current;
    // The inputs of the run already started (legs measured as the order had them, a re-read of the same
    // order): that run stands, in flight or done; only a failed one is tried again.
    if (last && last.text === requestText && !last.failed) return;
    // The first run of an order starts at once (there is no typing to wait for) once its legs are in.
    const firstOfOrder = !last || last.orderKey !== orderKeyOf(input);
    const pause = !firstOfOrder ? RECALC_PAUSE_MS : legsPending ? LEGS_WAIT_MAX_MS : 0;
    // No pause: subscribe in this commit's effects, before the render the opening reveals (ADR 0014).
    if (pause === 0) {
      start(input, requestText);
      return;
    }
    const t = setTimeout(() => start(input, requestText), pause);
    return () => clearTimeout(t);
  }, [input, requestText, start, legsPending]);

  useEffect(() => () => cancel.current?.(), []);

  const calculateNow = useCallback(() => {
    if (input && input.fleetList.length > 0) start(input);
  }, [input, start]);

  const signatures = useMemo(() => (input ? resultSignatures(input) : null), [input]);
  const { resultKeys, error } = state;
  const stale = useMemo(
    () => staleResults(resultKeys, signatures ?? new Map<string, string>(), error !== null),
    [resultKeys, signatures, error],
  );

  // Results of another order, or of a fleet that is now empty, are not shown.
  const current = input && input.fleetList.length > 0 && state.orderKey === orderKeyOf(input);
  const { resultKeys: _keys, ...shown } = current ? state : { ...EMPTY, run: state.run };
  return { ...shown, stale: current ? stale : NONE_STALE, calculateNow };
}
