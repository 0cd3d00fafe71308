import type { OrderDto } from '@torget/contract';
import { Button, Table } from '@torget/ui';
import { OrderDetailsLink, orderColumns } from '../../../components/order/order-columns';

/** docs/product.md §2 seller order list: id, date with time, buyer, total, paid, delivered, Details, Delete while allowed. */
export function IncomingOrdersTable({
  orders,
  onDelete,
  deleting,
}: {
  orders: OrderDto[];
  onDelete: (order: OrderDto) => void;
  deleting: string | null;
}) {
  return (
    <Table
      caption="Incoming orders"
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        { header: 'ID', cell: (order) => <code title={order._id}>{order._id.slice(0, 8)}</code> },
        orderColumns.date,
        { header: 'Buyer', cell: (order) => order.user?.name ?? order.shippingAddress.fullName },
        orderColumns.total,
        { header: 'Payment', cell: (order) => order.paymentMethod },
        orderColumns.paid,
        orderColumns.delivered,
        {
          header: 'Actions',
          actions: true,
          cell: (order) => (
            <>
              <OrderDetailsLink order={order} shownId={order._id.slice(0, 8)} />
              {!order.isPaid && !order.isDelivered && (
                <Button
                  $size="small"
                  $variant="danger"
                  onClick={() => onDelete(order)}
                  disabled={deleting === order._id}
                  aria-label={`Delete order ${order._id.slice(0, 8)}`}
                >
                  Delete
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
