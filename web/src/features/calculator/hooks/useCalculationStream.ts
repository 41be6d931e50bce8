import { print } from 'graphql';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalculateInput, CalculationStreamSubscription } from '../../../__generated__/graphql';
import { CALC_MSG } from '../utils/calculator-messages';
import { wsClient } from '../../../app/ws-client';
import { calculationStreamSubscription } from '../graphql/calculator';
import type { VesselResult } from '../state/types';

/** Pause after the last edit before recalculating: short enough to feel live, long enough for typing. */
export const RECALC_PAUSE_MS = 30;

const STREAM_QUERY = print(calculationStreamSubscription);

export interface CalculationState {
  /** Results by fleet id (string), the latest run's where it has answered, the previous run's otherwise. */
  results: ReadonlyMap<string, VesselResult>;
  /** The run each fleet id's result came from. */
  resultRun: ReadonlyMap<string, number>;
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

const EMPTY: CalculationState = {
  results: new Map(),
  resultRun: new Map(),
  referenceFleetId: null,
  orderKey: null,
  run: 0,
  running: false,
  error: null,
  firstResultMs: null,
  totalMs: null,
};

type StreamEvent = CalculationStreamSubscription['calculationStream'];

/**
 * Recalculates whenever the input changes (after a short pause) over the calculationStream
 * subscription: each vessel's result is shown as it arrives (batched per animation frame), a newer
 * edit cancels the run in flight, and `calculateNow` runs at once (the Calc button).
 */
export function useCalculationStream(input: CalculateInput | null) {
  const [state, setState] = useState<CalculationState>(EMPTY);
  const cancel = useRef<(() => void) | null>(null);
  const runs = useRef(0);

  const start = useCallback((req: CalculateInput) => {
    cancel.current?.();
    const run = ++runs.current;
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
        let { referenceFleetId, running, totalMs } = s;
        for (const ev of events) {
          if (ev.kind === 'VESSEL' && ev.vessel) {
            results.set(ev.vessel.fleetId, ev.vessel);
            resultRun.set(ev.vessel.fleetId, run);
          }
          referenceFleetId = ev.referenceFleetId ?? null;
          if (ev.kind === 'COMPLETE') {
            running = false;
            totalMs = Math.round(performance.now() - started);
            // Vessels no longer in the fleet drop out once the run is complete.
            for (const id of [...results.keys()]) if (resultRun.get(id) !== run) results.delete(id);
          }
        }
        return { ...s, results, resultRun, referenceFleetId, running, totalMs, firstResultMs: first };
      });
    };

    const orderKey = req.clientQuery.id == null ? null : String(req.clientQuery.id);
    setState((s) => ({
      ...(s.orderKey === orderKey ? s : EMPTY),
      orderKey,
      run,
      running: true,
      error: null,
      firstResultMs: null,
      totalMs: null,
    }));
    const dispose = wsClient().subscribe<{ calculationStream: StreamEvent }>(
      { query: STREAM_QUERY, variables: { input: req } },
      {
        next: (msg) => {
          if (!live) return;
          if (msg.errors?.length) {
            const message = msg.errors[0]?.message || CALC_MSG.failed;
            setState((s) => ({ ...s, running: false, error: message }));
            return;
          }
          const ev = msg.data?.calculationStream;
          if (!ev) return;
          if (first === null && ev.kind === 'VESSEL') first = Math.round(performance.now() - started);
          buffer.push(ev);
          frame ??= requestAnimationFrame(flush);
        },
        error: (err: unknown) => {
          if (!live) return;
          const message = err instanceof Error && err.message ? err.message : CALC_MSG.failed;
          setState((s) => ({ ...s, running: false, error: message }));
        },
        complete: () => undefined,
      },
    );
    cancel.current = () => {
      live = false;
      if (frame !== null) cancelAnimationFrame(frame);
      dispose();
    };
  }, []);

  useEffect(() => {
    if (!input || input.fleetList.length === 0) {
      cancel.current?.();
      return;
    }
    const t = setTimeout(() => start(input), RECALC_PAUSE_MS);
    return () => clearTimeout(t);
  }, [input, start]);

  useEffect(() => () => cancel.current?.(), []);

  const calculateNow = useCallback(() => {
    if (input && input.fleetList.length > 0) start(input);
  }, [input, start]);

  // Results of another order, or of a fleet that is now empty, are not shown.
  const current =
    input &&
    input.fleetList.length > 0 &&
    state.orderKey === (input.clientQuery.id == null ? null : String(input.clientQuery.id));
  return { ...(current ? state : { ...EMPTY, run: state.run }), calculateNow };
}
