import type { ApolloCache, ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { Dispatch, SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { getFragmentData } from '../../../__generated__';
import { wsConnection } from '../../../app/ws-client';
import {
  endRejectedSession,
  hasUnauthenticatedCode,
  isUnauthenticatedStreamError,
} from '../../auth/utils/session-expiry';
import { calculationStreamSubscription } from '../graphql/calculator';
import { calcFleetRowCalculationFields } from '../graphql/fleet';
import { calcVesselResultFields } from '../graphql/result-fields';
import type { CalculateInput } from '../utils/calc-input';
import { CALC_MSG } from '../utils/calculator-messages';
import { resultSignatures } from '../utils/result-signature';
import { EMPTY, type StreamEvent, type StreamState } from './calculation-state';
import { prefetchHeavy } from './useVesselHeavy';

const STREAM_QUERY = print(calculationStreamSubscription);

const ROW_FRAGMENT = { fragment: calcFleetRowCalculationFields, fragmentName: 'CalcFleetRowCalculation' } as const;

interface Ref<T> {
  current: T;
}

/** What a run reads and writes of the hook that starts it (useCalculationStream). */
export interface RunHost {
  client: ApolloClient;
  setState: Dispatch<SetStateAction<StreamState>>;
  /** Each row's cache entry by fleet id. */
  cacheIds: Ref<ReadonlyMap<string, string>>;
  /** The run each row's cache entry was last written by (this opening's). */
  written: Ref<Map<string, number>>;
  /** The vessel on screen: its heavy part is asked for once the run has a row on screen (or a frame after). */
  onScreen: Ref<string | null>;
  /** The fleet ids whose rows the table has in the page (empty: no table drawn). */
  rowsOnScreen: Ref<ReadonlySet<string>>;
}

/** The run as started: `failed` is set when it fails, so the same inputs are tried again. */
export interface RunRecord {
  text: string;
  orderKey: string | null;
  failed: boolean;
}

/** Drops the streamed result kept on a fleet row's cache entry. */
export const dropRowResult = (cache: ApolloCache, cacheId: string) =>
  cache.modify({ id: cacheId, fields: { calculation: (_value, { DELETE }) => DELETE } });

/** The text of a failed run: the server's first error, an Error's message, or the generic one. */
function failureText(err: unknown): string {
  const first: unknown = Array.isArray(err) ? err[0] : err;
  const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : CALC_MSG.failed;
}

/**
 * One run over the calculationStream subscription: each vessel's result is written into its fleet row's
 * cache entry as it arrives (the client-only `calculation` field of FleetEntry; the run's first result in
 * a row on screen at once, the rest batched per animation frame, one cache broadcast each), and the run's
 * bookkeeping into the host's state. Returns the run's cancel: nothing of it is written after that.
 */
export function startRun(host: RunHost, req: CalculateInput, run: number, begun: RunRecord): () => void {
  const { client, setState, written } = host;
  const { cache } = client;
  const { orderKey } = begun;
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
          const id = host.cacheIds.current.get(fleetId);
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
        const onScreen = host.onScreen.current;
        if (id !== null && ev.runId && (id === onScreen || (onScreen === null && first === null))) {
          heavy = { runId: ev.runId, fleetId: id };
          if (shownOnScreen) readHeavy();
        }
        buffer.push(ev);
        if (id !== null && first === null) first = Math.round(performance.now() - started);
        // The run's first result in a row on screen (any, when the table is not drawn) is shown at
        // once, with those before it; the rest a frame at a time.
        const rows = host.rowsOnScreen.current;
        if (id !== null && !shownOnScreen && (rows.size === 0 || rows.has(id))) flush(true);
        else frame ??= requestAnimationFrame(() => flush());
      },
      error: (err: unknown) => failed(err, isUnauthenticatedStreamError(err)),
      complete: () => undefined,
    },
  );
  return () => {
    live = false;
    if (frame !== null) cancelAnimationFrame(frame);
    dispose();
  };
}
