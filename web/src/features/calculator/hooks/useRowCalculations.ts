import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useMemo, useSyncExternalStore } from 'react';
import type { CalcFleetRowCalculationFragment } from '../../../__generated__/graphql';
import { calcFleetRowCalculationFields } from '../graphql/fleet';

/** What the watch read of each row's cache entry, in the order of the ids (null: not in the cache). */
export type RowCalculations = readonly (CalcFleetRowCalculationFragment | null)[];

const NONE: RowCalculations = [];

type WatchResult = ApolloCache.WatchFragmentResult<CalcFleetRowCalculationFragment[]>;

/** Each read once: a row the cache holds only in part (its entry not in the cache at all) reads null. */
const wholeRows = new WeakMap<WatchResult, RowCalculations>();
function whole(result: WatchResult): RowCalculations {
  if (result.complete) return result.data;
  let rows = wholeRows.get(result);
  if (!rows) {
    const { missing } = result;
    rows = result.data.map((data, i) =>
      // Complete once its index is not missing: the type cannot say so per item.
      data && !(typeof missing === 'object' && missing[i]) ? (data as CalcFleetRowCalculationFragment) : null,
    );
    wholeRows.set(result, rows);
  }
  return rows;
}

/** A store for useSyncExternalStore: told of a change in the cache's broadcast, read as one array. */
export interface RowCalculationsStore {
  subscribe(changed: () => void): () => void;
  read(): RowCalculations;
}

/**
 * The fleet rows' streamed results as Apollo's cache holds them: one `watchFragment` of
 * CalcFleetRowCalculation over every row's FleetEntry entry (by cache id). A row the last writes left
 * alone keeps its object (the cache's result caching), so the memoised rows hold; a batch of writes (the
 * stream's frame) is one broadcast, one change, one new array.
 */
export function rowCalculationsStore(client: ApolloClient, cacheIds: readonly string[]): RowCalculationsStore {
  if (cacheIds.length === 0) return { subscribe: () => () => undefined, read: () => NONE };
  const watch = client.watchFragment({
    fragment: calcFleetRowCalculationFields,
    fragmentName: 'CalcFleetRowCalculation',
    from: [...cacheIds],
  });
  return {
    subscribe(changed) {
      const subscription = watch.subscribe({ next: changed });
      return () => subscription.unsubscribe();
    },
    read: () => whole(watch.getCurrentResult()),
  };
}

/**
 * The rows' results, read with useSyncExternalStore from rowCalculationsStore. Not Apollo's useFragment:
 * it takes each change in a timer task after the broadcast, a task and a render later than the stream's
 * frame that wrote it (issue #19 item 5); here the change is taken in the broadcast itself.
 */
export function useRowCalculations(client: ApolloClient, cacheIds: readonly string[]): RowCalculations {
  // The same rows in the same order keep their watch (an entry edited is not a new row).
  const key = cacheIds.join('\n');
  const store = useMemo(() => rowCalculationsStore(client, key === '' ? [] : key.split('\n')), [client, key]);
  return useSyncExternalStore(store.subscribe, store.read);
}
