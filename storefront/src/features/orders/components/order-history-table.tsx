import type { OrderDto } from '@torget/contract';
import { Table } from '@torget/ui';
import { OrderDetailsLink, useOrderColumns } from '../../../components/order/order-columns';
import { useT } from '../../../lib/i18n';

/** docs/product.md §2 Order history columns: id, date, shop, total, paid, delivered; Details. */
export function OrderHistoryTable({ orders }: { orders: OrderDto[] }) {
  const { t } = useT();
  const orderColumns = useOrderColumns();
  return (
    <Table
      caption={t('orders.heading')}
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        { header: t('orders.column.id'), cell: (order) => <code>{order._id}</code> },
        orderColumns.date,
        { header: t('orders.column.shop'), cell: (order) => order.shopName },
        orderColumns.total,
        orderColumns.paid,
        orderColumns.delivered,
        {
          header: t('orders.column.tracking'),
          cell: (order) =>
            order.delivery?.trackingUrl ? (
              <a href={order.delivery.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('order.delivery.track')}
              </a>
            ) : (
              ''
            ),
        },
        {
          header: t('orders.column.actions'),
          actions: true,
          cell: (order) => <OrderDetailsLink order={order} shownId={order._id} />,
        },
      ]}
    />
  );
}
