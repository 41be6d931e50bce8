import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { FleetEntryInput } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import {
  fleetAddLinesMutation,
  fleetCopyUserMutation,
  fleetDeleteEntryMutation,
  fleetMarkReferenceMutation,
  fleetPortRegionsQuery,
  fleetUserFleetQuery,
  fleetVesselSearchQuery,
} from '../graphql/fleet';
import { getFragmentData, makeFragmentData } from '../../../__generated__';
import { calcFleetEntryFields, calculatorFleetQuery } from '../graphql/calculator';
import { useCalculator } from '../state/calculator-context';
import { CALC_MSG } from '../utils/calculator-messages';

/** Spec 1 section 9: vessel search starts after a 500 ms pause; search lists hold up to 100. */
export const VESSEL_SEARCH_PAUSE_MS = 500;
export const VESSEL_SEARCH_LIMIT = 100;

const fail = (e: unknown) => toaster.create({ type: 'error', title: errorMessage(e) });

/**
 * The fleet table's server calls with their toasts: mark the reference vessel, delete an entry, add
 * Manual/Auto lines, copy a colleague's entries. Each resolves true on success; add, delete and copy
 * then re-read the fleet.
 */
export function useFleetActions() {
  const { fleet } = useCalculator();
  const client = useApolloClient();
  const [markMutation, mark] = useMutation(fleetMarkReferenceMutation);
  const [deleteMutation, del] = useMutation(fleetDeleteEntryMutation);
  const [addMutation, add] = useMutation(fleetAddLinesMutation);
  const [copyMutation, copy] = useMutation(fleetCopyUserMutation);

  const markReference = useCallback(
    async (id: number) => {
      try {
        // Returns the whole fleet: the cache updates every entry's flag at once. Shown at once
        // (optimistic), so the radio does not spring back while the server answers.
        const cached = client.readQuery({ query: calculatorFleetQuery })?.myFleet;
        await markMutation({
          variables: { id },
          optimisticResponse: cached
            ? {
                markReferenceVessel: getFragmentData(calcFleetEntryFields, cached).map((e) =>
                  makeFragmentData({ ...e, isReferenceVessel: e.databaseId === id }, calcFleetEntryFields),
                ),
              }
            : undefined,
        });
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    [client, markMutation],
  );

  const deleteEntry = useCallback(
    async (id: number) => {
      try {
        await deleteMutation({ variables: { id } });
        toaster.create({ type: 'success', title: CALC_MSG.vesselDeleted });
        await fleet.refetch();
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    [deleteMutation, fleet],
  );

  const addLines = useCallback(
    async (lines: FleetEntryInput[]) => {
      try {
        await addMutation({ variables: { lines } });
        toaster.create({ type: 'success', title: CALC_MSG.vesselsAdded });
        await fleet.refetch();
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    [addMutation, fleet],
  );

  const copyFromUser = useCallback(
    async (userId: number, fleetIds: number[]) => {
      if (fleetIds.length === 0) return false;
      try {
        await copyMutation({ variables: { userId, fleetIds } });
        toaster.create({ type: 'success', title: CALC_MSG.fleetsCopied });
        await fleet.refetch();
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    [copyMutation, fleet],
  );

  return {
    markReference,
    deleteEntry,
    addLines,
    copyFromUser,
    marking: mark.loading,
    deleting: del.loading,
    adding: add.loading,
    copying: copy.loading,
  };
}

/** Catalogue vessels whose name contains the text, searched once typing pauses (non-empty text only). */
export function useVesselSearch(text: string, enabled: boolean) {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(enabled ? text.trim() : ''), VESSEL_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, enabled]);
  const active = enabled && debounced !== '';
  const { data, loading } = useQuery(fleetVesselSearchQuery, {
    variables: { search: debounced, limit: VESSEL_SEARCH_LIMIT },
    skip: !active,
  });
  return { vessels: active ? (data?.vessels.content ?? []) : [], loading: active && loading };
}

/** The region filter list of the Auto tab ('Unknown' first). */
export function usePortRegions(): string[] {
  const { data } = useQuery(fleetPortRegionsQuery);
  return data?.portRegions ?? [];
}

/** A colleague's fleet (Users tab); nothing until a user is chosen. */
export function useUserFleet(userId: number | null) {
  const { data, loading, error } = useQuery(fleetUserFleetQuery, {
    variables: { userId: userId ?? 0 },
    skip: userId === null,
    fetchPolicy: 'network-only',
  });
  return {
    entries: userId === null ? [] : (data?.userFleet ?? []),
    loading: userId !== null && loading,
    error: error ? errorMessage(error) : null,
  };
}
