import type { ApolloCache } from '@apollo/client';
import { errorMessage } from './graphql-errors';
import { toaster } from './toaster';

/**
 * Runs a mutation and says how it went: the success notice, or the server's message as an error notice
 * (spec 2 section 8). Resolves to null on success, else the message shown.
 */
export async function withNotice(work: () => Promise<unknown>, success: string): Promise<string | null> {
  try {
    await work();
    toaster.create({ type: 'success', title: success });
    return null;
  } catch (error) {
    const message = errorMessage(error);
    toaster.create({ type: 'error', title: message });
    return message;
  }
}

/**
 * A stored record as the client holds it: `id` is its opaque global id (what the normalised cache keys
 * on), `databaseId` its row number (what the API's arguments and the URLs take).
 */
export interface RecordRef {
  id: string;
  databaseId: number;
}

/** A mutation's cache update that drops a deleted record (and what only it held), by its global id. */
export const evictRecord = (__typename: string, id: string) => (cache: ApolloCache) => {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
};

/**
 * Drops what the cache holds for a one-record query by its row id (e.g. `order(id: 5)`), for a record
 * deleted from a list whose rows are another type (the record's own global id is not known there).
 */
export const evictQueryOf = (cache: ApolloCache, fieldName: string, databaseId: number) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName, args: { id: databaseId } });
  cache.gc();
};
