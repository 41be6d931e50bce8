import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { evictQueryOf } from '../../../app/notice';
import { toaster } from '../../../app/toaster';
import { deleteSavedResultMutation } from '../graphql/saved-results';

/**
 * Deletes a saved result (a voyage): evicts it from the cache, refreshes the saved and voyages lists on
 * screen and shows 'Result deleted successfully', or the server's message. Resolves true on success.
 */
export function useDeleteSavedResult() {
  const [mutate, { loading }] = useMutation(deleteSavedResultMutation);

  const deleteResult = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await mutate({
          variables: { id },
          refetchQueries: ['SavedResultsList', 'VoyagesList'],
          awaitRefetchQueries: true,
          update: (cache) => evictQueryOf(cache, 'savedResult', id),
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
