import type { OrderDto } from '@torget/contract';
import { Price, Table } from '@torget/ui';
import { ButtonLink } from '../../../components/button-link';
import { formatDateTime } from '../../../lib/format-date';

/** SPEC §2 Order history columns: id, date, shop, total, paid, delivered; Details. */
export function OrderHistoryTable({ orders }: { orders: OrderDto[] }) {
  return (
    <Table
      caption="My outgoing orders"
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        { header: 'ID', cell: (order) => <code>{order._id}</code> },
        { header: 'Date', cell: (order) => formatDateTime(order.createdAt) },
        { header: 'Shop', cell: (order) => order.shopName },
        { header: 'Total', align: 'end', cell: (order) => <Price amount={order.totalPrice} /> },
        { header: 'Paid', cell: (order) => (order.isPaid ? formatDateTime(order.paidAt) : 'No') },
        {
          header: 'Delivered',
          cell: (order) => (order.isDelivered ? formatDateTime(order.deliveredAt) : 'No'),
        },
        {
          header: 'Actions',
          actions: true,
          cell: (order) => (
            <ButtonLink
              to={`/order/${order._id}`}
              $variant="secondary"
              $size="small"
              aria-label={`Details of order ${order._id}`}
            >
              Details
            </ButtonLink>
          ),
        },
      ]}
    />
  );
}
