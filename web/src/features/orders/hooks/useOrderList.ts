import { useEffect } from 'react';
import { toaster } from '../../../app/toaster';
import { useConnectionPage } from '../../../lib/connection/useConnectionPage';
import { ordersConnectionQuery } from '../graphql/orders';
import { ORDERS_PAGE_SIZE, toSearchInput, type OrderSearchDraft } from '../utils/order-list';

export type OrdersTab = 'mine' | 'all';

/**
 * One page of My Orders or All Orders: a window of the cursor connection (useConnectionPage), pages
 * already loaded read from the cache; a failed load shows the server's text (spec 1 section 8).
 */
export function useOrderList(tab: OrdersTab, page: number, search: OrderSearchDraft) {
  const list = useConnectionPage(ordersConnectionQuery, {
    variables: { scope: tab === 'mine' ? 'MY' : 'ALL', filter: toSearchInput(search) ?? null },
    page,
    pageSize: ORDERS_PAGE_SIZE,
    select: (data) => data.ordersConnection,
  });
  const { error } = list;

  useEffect(() => {
    if (error) toaster.create({ id: 'orders-load-error', type: 'error', title: error });
  }, [error]);

  return list;
}
