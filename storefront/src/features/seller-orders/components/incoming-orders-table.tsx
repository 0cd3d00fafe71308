import type { OrderDto } from '@torget/contract';
import { Button, Table, WithdrawalBadge } from '@torget/ui';
import { OrderDetailsLink, useOrderColumns } from '../../../components/order/order-columns';
import { useT } from '../../../lib/i18n';

/**
 * docs/product.md §2 seller order list: id, date with time, buyer, total, paid, delivered, Details, Delete while allowed;
 * and which orders a buyer withdrew from (the right of withdrawal), so the shop refunds them.
 */
export function IncomingOrdersTable({
  orders,
  onDelete,
  deleting,
}: {
  orders: OrderDto[];
  onDelete: (order: OrderDto) => void;
  deleting: string | null;
}) {
  const { t } = useT();
  const orderColumns = useOrderColumns();
  return (
    <Table
      caption={t('sellerOrders.caption')}
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        {
          header: t('orders.column.id'),
          cell: (order) => <code title={order._id}>{order._id.slice(0, 8)}</code>,
        },
        orderColumns.date,
        {
          header: t('sellerOrders.column.buyer'),
          cell: (order) => order.user?.name ?? order.shippingAddress.fullName,
        },
        orderColumns.total,
        { header: t('sellerOrders.column.payment'), cell: (order) => order.paymentMethod },
        orderColumns.paid,
        orderColumns.delivered,
        {
          header: t('sellerOrders.column.withdrawal'),
          cell: (order) => <WithdrawalBadge order={order} />,
        },
        {
          header: t('orders.column.actions'),
          actions: true,
          cell: (order) => (
            <>
              <OrderDetailsLink order={order} shownId={order._id.slice(0, 8)} />
              {order.status === 'placed' && (
                <Button
                  $size="small"
                  $variant="danger"
                  onClick={() => onDelete(order)}
                  disabled={deleting === order._id}
                  aria-label={t('sellerOrders.deleteOrder', { id: order._id.slice(0, 8) })}
                >
                  {t('common.delete')}
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
