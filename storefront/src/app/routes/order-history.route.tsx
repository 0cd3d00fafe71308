import { MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import { PageState } from '../../components/page-state';
import { useMyOrders } from '../../features/orders/api/orders';
import { OrderHistoryTable } from '../../features/orders/components/order-history-table';
import { T, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 Order history: 'My outgoing orders'. */
export function OrderHistoryRoute() {
  const { t } = useT();
  usePageTitle(t('orders.pageTitle'));
  const { data: orders, error } = useMyOrders();
  return (
    <>
      <h1>{t('orders.heading')}</h1>
      {!orders ? (
        <PageState error={error} />
      ) : orders.length ? (
        <OrderHistoryTable orders={orders} />
      ) : (
        <MessageBox>
          <T id="orders.none" components={{ 0: <Link to="/" /> }} />
        </MessageBox>
      )}
    </>
  );
}
