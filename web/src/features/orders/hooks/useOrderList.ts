import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { allOrdersQuery, myOrdersQuery } from '../graphql/orders';
import { ORDERS_PAGE_SIZE, toSearchInput, type OrderSearchDraft } from '../utils/order-list';

export type OrdersTab = 'mine' | 'all';

/** One page of My Orders or All Orders; a failed load shows the server's text (spec 1 section 8). */
export function useOrderList(tab: OrdersTab, page: number, search: OrderSearchDraft) {
  const variables = { page: { limit: ORDERS_PAGE_SIZE, offset: page }, search: toSearchInput(search) };
  const mine = useQuery(myOrdersQuery, { variables, skip: tab !== 'mine', fetchPolicy: 'cache-and-network' });
  const all = useQuery(allOrdersQuery, { variables, skip: tab !== 'all', fetchPolicy: 'cache-and-network' });
  const active = tab === 'mine' ? mine : all;
  const data = tab === 'mine' ? mine.data?.myOrders : all.data?.allOrders;
  const previous = tab === 'mine' ? mine.previousData?.myOrders : all.previousData?.allOrders;
  const { error } = active;

  useEffect(() => {
    if (error) toaster.create({ id: 'orders-load-error', type: 'error', title: errorMessage(error) });
  }, [error]);

  return { page: data ?? previous, loading: active.loading };
}
