import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { evictQueryOf, type RecordRef } from '../../../app/notice';
import { toaster } from '../../../app/toaster';
import { conflictOf, type SaveOutcome } from '../../../lib/conflict/useConflictRecovery';
import { removeFromConnections } from '../../../lib/connection/connection-cache';
import {
  createOrderAsCopyMutation,
  deleteOrderMutation,
  pinnedOrderIdsQuery,
  saveOrderMutation,
  setPinnedOrdersMutation,
} from '../graphql/orders';
import { formToInput, type OrderForm } from '../utils/order-form';
import { togglePinned } from '../utils/order-list';
import { listSavedOrder } from './order-cache';

/** Spec 1 section 8: the pin update's own failure text. */
export const PIN_UPDATE_FAILED = 'Error while updating query list';

/**
 * The orders screen's writes: save (create or update), Create New Order, delete and pin, each with the
 * spec's toast; a failure shows the server's text and resolves to false so the caller can keep what the
 * user typed. No orders list is fetched again: a save's answer carries the order's list row (Order.listRow)
 * that the cached rows follow, a created order is put into the cached lists (order-cache.ts), a deleted
 * one taken out.
 */
export function useOrderActions() {
  const client = useApolloClient();
  const [save, saveState] = useMutation(saveOrderMutation);
  const [copy, copyState] = useMutation(createOrderAsCopyMutation);
  const [remove] = useMutation(deleteOrderMutation);
  // No refetch: the pinned row stays where the user is; the list re-sorts on the next page or search.
  const [setPins] = useMutation(setPinnedOrdersMutation);

  const saveOrder = useCallback(
    async (form: OrderForm, asCopy: boolean, version: number | null = null): Promise<SaveOutcome> => {
      try {
        const input = formToInput(form, asCopy);
        // The version loaded with the order: a save over someone else's newer one is refused (CONFLICT).
        const created = asCopy || form.id === undefined;
        if (asCopy) {
          await copy({
            variables: { input },
            update: (cache, { data }) => listSavedOrder(cache, data?.createOrderAsCopy.listRow, true),
          });
        } else {
          await save({
            variables: { input, version: form.id === undefined ? null : version },
            update: (cache, { data }) => listSavedOrder(cache, data?.saveOrder.listRow, created),
          });
        }
        toaster.create({ type: 'success', title: created ? ORDER_MSG.queryAdded : ORDER_MSG.queryUpdated });
        return true;
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) return conflict;
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [copy, save],
  );

  const deleteOrder = useCallback(
    async (row: RecordRef): Promise<boolean> => {
      try {
        await remove({
          variables: { id: row.databaseId },
          update: (cache) => {
            evictQueryOf(cache, 'order', row.databaseId);
            const cacheId = cache.identify({ __typename: 'OrderListRow', id: row.id });
            removeFromConnections(cache, ['ordersConnection'], cacheId);
          },
        });
        toaster.create({ type: 'success', title: ORDER_MSG.queryDeleted });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [remove],
  );

  const setPinned = useCallback(
    async (order: RecordRef, on: boolean): Promise<void> => {
      // The box follows the click at once and the row keeps its place until the list is next loaded.
      const row = client.cache.identify({ __typename: 'OrderListRow', id: order.id });
      const mark = (value: boolean) => client.cache.modify({ id: row, fields: { pinned: () => value } });
      mark(on);
      try {
        // Read the pins fresh: another tab or session may have changed them.
        const { data } = await client.query({ query: pinnedOrderIdsQuery, fetchPolicy: 'network-only' });
        const ids = togglePinned(data?.pinnedOrderIds ?? [], order.databaseId, on);
        await setPins({ variables: { ids } });
        toaster.create({ type: 'success', title: ORDER_MSG.queryFormatUpdated });
      } catch {
        mark(!on);
        toaster.create({ type: 'error', title: PIN_UPDATE_FAILED });
      }
    },
    [client, setPins],
  );

  return { saveOrder, deleteOrder, setPinned, saving: saveState.loading || copyState.loading };
}
