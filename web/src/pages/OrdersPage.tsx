import { PageHeader } from '../components/PageHeader';
import { GUARDED_TITLES } from '../app/route-titles';
import { OrdersScreen } from '../features/orders/components/OrdersScreen';

export function OrdersPage() {
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/orders']} />
      <OrdersScreen />
    </>
  );
}
