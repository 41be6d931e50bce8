import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { evictQueryOf, type RecordRef } from '../../../app/notice';
import { removeFromConnections } from '../../../lib/connection/connection-cache';
import { toaster } from '../../../app/toaster';
import { deleteSavedResultMutation } from '../graphql/saved-results';

/**
 * Deletes a saved result (a voyage): takes its row out of the cached saved and voyages lists (uncounted)
 * and evicts it, with no list fetched again, and shows 'Result deleted successfully', or the server's message. Resolves true on success.
 */
export function useDeleteSavedResult() {
  const [mutate, { loading }] = useMutation(deleteSavedResultMutation);

  const deleteResult = useCallback(
    async (row: RecordRef): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: row.databaseId },
          update: (cache) => {
            evictQueryOf(cache, 'savedResult', row.databaseId);
            const cacheId = cache.identify({ __typename: 'SavedResultRowGql', id: row.id });
            removeFromConnections(cache, ['savedResultsConnection', 'voyagesConnection'], cacheId);
          },
        });
        toaster.create({ type: 'success', title: ORDER_MSG.resultDeleted });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [mutate],
  );

  return { deleteResult, deleting: loading };
}
