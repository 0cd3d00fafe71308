import { MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import { PageState } from '../../components/page-state';
import { useMyOrders } from '../../features/orders/api/orders';
import { OrderHistoryTable } from '../../features/orders/components/order-history-table';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 Order history: 'My outgoing orders'. */
export function OrderHistoryRoute() {
  usePageTitle('My outgoing orders – Torget');
  const { data: orders, error } = useMyOrders();
  return (
    <>
      <h1>My outgoing orders</h1>
      {!orders ? (
        <PageState error={error} />
      ) : orders.length ? (
        <OrderHistoryTable orders={orders} />
      ) : (
        <MessageBox>
          You have no orders yet. <Link to="/">Go shopping</Link>
        </MessageBox>
      )}
    </>
  );
}
