import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { calculationRunVesselQuery } from '../graphql/calculator';
import { calcVesselHeavyFields } from '../graphql/result-fields';
import { useCalcStream } from '../state/calculator-context';
import type { FullVesselResult, VesselHeavy } from '../state/types';
import { getFragmentData } from '../../../__generated__';

/** A vessel's heavy part (row table, explanations) as the screen reads it. */
export interface HeavyState {
  /** The part of exactly the run asked for; null while it loads (never another run's). */
  data: VesselHeavy | null;
  loading: boolean;
  error: boolean;
}

export const NO_HEAVY: HeavyState = { data: null, loading: false, error: false };

/**
 * Reads one vessel's heavy part of a streamed run from the run the server keeps (ADR 0021), cache-first:
 * the part is keyed by (run, fleet id), so switching back to a vessel is instant and a newer run's part
 * is never taken for an older one's. No run (nothing computed yet): nothing is asked for.
 */
export function useVesselHeavy(runId: string | null, fleetId: string | null): HeavyState {
  const skip = runId === null || fleetId === null;
  const q = useQuery(calculationRunVesselQuery, {
    variables: { runId: runId ?? '', fleetId: fleetId ?? '' },
    skip,
    fetchPolicy: 'cache-first',
  });
  const part = getFragmentData(calcVesselHeavyFields, q.data?.calculationRunVessel);
  const data = !skip && part && part.fleetId === fleetId && q.variables?.runId === runId ? part : null;
  const failed = !skip && data === null && q.error !== undefined;
  const loading = !skip && data === null && !failed;
  return useMemo(() => (skip ? NO_HEAVY : { data, loading, error: failed }), [skip, data, loading, failed]);
}

/**
 * The heavy part of a fleet vessel's shown result, from any reader of the stream (the explain dialog): a
 * saved voyage's result already holds it; a streamed one is read from its run.
 */
export function useHeavyOf(fleetId: string | null): HeavyState {
  const stream = useCalcStream();
  const result = fleetId === null ? undefined : stream.results.get(fleetId);
  const full = result && 'portToPortOperationResultMap' in result ? (result as FullVesselResult) : null;
  const runId = full || fleetId === null ? null : (stream.resultRunId.get(fleetId) ?? null);
  const read = useVesselHeavy(runId, full ? null : fleetId);
  return useMemo(() => (full ? { data: full, loading: false, error: false } : read), [full, read]);
}

/** Starts reading a vessel's heavy part into the cache as soon as its result streams in (the opening's vessel). */
export function prefetchHeavy(client: ApolloClient, runId: string, fleetId: string): void {
  client
    .query({ query: calculationRunVesselQuery, variables: { runId, fleetId }, fetchPolicy: 'cache-first' })
    .catch(() => undefined);
}

/**
 * A run the server no longer keeps (kept 10 minutes, a user's latest few: ADR 0021) cannot give the shown
 * vessel's rows: the same inputs are run again once per lost run, so the grid fills with a fresh run's
 * figures (equal ones, the inputs being the same) instead of staying empty.
 */
export function useRerunWhenLost(heavy: HeavyState, runId: string | null, rerun: () => void): void {
  const retried = useRef<string | null>(null);
  useEffect(() => {
    if (!heavy.error || runId === null || retried.current === runId) return;
    retried.current = runId;
    rerun();
  }, [heavy.error, runId, rerun]);
}
