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

/** A mutation's cache update that drops a deleted record (and what only it held). */
export const evictRecord = (__typename: string, id: number) => (cache: ApolloCache) => {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
};
