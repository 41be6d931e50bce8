import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FleetEntryInput } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { conflictOf } from '../../../lib/conflict/useConflictRecovery';
import { calcFleetEntryFields, calculatorFleetQuery, saveFleetEntryMutation } from '../graphql/calculator';
import { PRELOAD, takePreloaded } from '../state/calculator-preload';
import { loadFleetEdits, saveFleetEdits, type FleetEdits } from '../state/draft-storage';
import type { FleetEntry } from '../state/types';
import { withoutTypename } from '../utils/without-typename';
import { getFragmentData } from '../../../__generated__';

/** Pause before a fleet edit is written to the server (spec 1 section 9: 500 ms). */
export const FLEET_SAVE_PAUSE_MS = 500;

export interface FleetApi {
  fleet: FleetEntry[];
  loading: boolean;
  error: string | null;
  /** Changes an entry at once on screen and in localStorage; written to the server after a pause. */
  patchFleet(id: number, patch: Partial<FleetEntry>): void;
  refetch(): Promise<void>;
}

function entryInput(id: number, patch: Partial<FleetEntry>): FleetEntryInput {
  const {
    vesselSnapshot,
    splitHire,
    createdAt: _c,
    updatedAt: _u,
    userId: _user,
    createdUserName: _n,
    id: _id,
    databaseId: _databaseId,
    version: _version,
    ...fields
  } = patch as Partial<FleetEntry> & { createdAt?: unknown; createdUserName?: unknown };
  const input: FleetEntryInput = { ...fields, id };
  if (vesselSnapshot !== undefined) input.vessel = vesselSnapshot;
  if (splitHire !== undefined) input.splitHire = splitHire.map((t) => withoutTypename(t));
  return input;
}

/**
 * The user's fleet for the calculator: the server's entries with the edits not yet saved laid over
 * them. Edits survive a reload (localStorage) and are written one entry at a time after a pause, with the
 * version of the entry as loaded; a failed write keeps the edit and shows the server's message. A write
 * refused because the entry was saved elsewhere since (CONFLICT, ADR 0013) keeps the edit too, and its
 * notice offers "Reload and re-apply my changes": the fleet is read again and the edits still pending
 * (only the fields the user changed) are written over the fresh entries with their new versions.
 */
export function useCalculatorFleet(userId: number): FleetApi {
  // Asked for ahead when the app opened on the calculator (calculator-preload.ts): read from the cache.
  const [preloaded] = useState(() => takePreloaded(PRELOAD.fleet));
  const { data, loading, error, refetch } = useQuery(calculatorFleetQuery, {
    fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network',
  });
  const [saveEntry] = useMutation(saveFleetEntryMutation);
  const server = getFragmentData(calcFleetEntryFields, data?.myFleet);
  const [edits, setEdits] = useState<FleetEdits>(() => loadFleetEdits(userId));
  const editsRef = useRef(edits);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const versions = useRef(new Map<number, number>());
  /** Writes an entry's pending edits again (set to `schedule` below; used after a conflict's reload). */
  const retry = useRef<(id: number) => void>(() => undefined);
  useEffect(() => {
    for (const e of server ?? []) versions.current.set(e.databaseId, e.version);
  }, [server]);

  const setAll = useCallback(
    (next: FleetEdits) => {
      editsRef.current = next;
      setEdits(next);
      saveFleetEdits(userId, next);
    },
    [userId],
  );

  const flush = useCallback(
    async (id: number) => {
      const pending = editsRef.current[String(id)];
      if (!pending) return;
      try {
        const version = versions.current.get(id) ?? null;
        const saved = await saveEntry({ variables: { input: entryInput(id, pending), version } });
        if (saved.data)
          versions.current.set(id, getFragmentData(calcFleetEntryFields, saved.data.saveFleetEntry).version);
        // Drop only what was sent: an edit made while the write was on its way stays pending.
        const now = editsRef.current[String(id)];
        if (now === pending) {
          const { [String(id)]: _done, ...rest } = editsRef.current;
          setAll(rest);
        }
      } catch (e) {
        const conflict = conflictOf(e);
        if (!conflict) {
          toaster.create({ type: 'error', title: errorMessage(e) });
          return;
        }
        const reapply = async () => {
          const fresh = await refetch();
          for (const entry of getFragmentData(calcFleetEntryFields, fresh.data?.myFleet) ?? [])
            versions.current.set(entry.databaseId, entry.version);
          for (const pendingId of Object.keys(editsRef.current)) retry.current(Number(pendingId));
        };
        toaster.create({
          type: 'warning',
          title: conflict.conflict,
          description: 'Your change is kept on screen.',
          action: { label: 'Reload and re-apply my changes', onClick: () => void reapply() },
        });
      }
    },
    [refetch, saveEntry, setAll],
  );

  const schedule = useCallback(
    (id: number) => {
      const t = timers.current.get(id);
      if (t) clearTimeout(t);
      timers.current.set(
        id,
        setTimeout(() => void flush(id), FLEET_SAVE_PAUSE_MS),
      );
    },
    [flush],
  );

  useEffect(() => {
    retry.current = schedule;
  }, [schedule]);

  // Edits restored from storage are written again on start.
  useEffect(() => {
    for (const id of Object.keys(editsRef.current)) schedule(Number(id));
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, [schedule]);

  const patchFleet = useCallback(
    (id: number, patch: Partial<FleetEntry>) => {
      const key = String(id);
      setAll({ ...editsRef.current, [key]: { ...editsRef.current[key], ...patch } });
      schedule(id);
    },
    [schedule, setAll],
  );

  const fleet = useMemo(
    () => (server ?? []).map((e) => (edits[String(e.databaseId)] ? { ...e, ...edits[String(e.databaseId)] } : e)),
    [server, edits],
  );

  const failure = error ? errorMessage(error) : null;
  const isLoading = loading && !server;
  const refetchFleet = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return useMemo(
    () => ({ fleet, loading: isLoading, error: failure, patchFleet, refetch: refetchFleet }),
    [fleet, isLoading, failure, patchFleet, refetchFleet],
  );
}
