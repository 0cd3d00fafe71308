import type { OrderDto } from '@torget/contract';
import { Price, type TableColumn } from '@torget/ui';
import { formatDateTime } from '../../lib/format-date';
import { ButtonLink } from '../button-link';

/** The columns every order list shows the same way: placed, total, paid and delivered (docs/product.md §2, §9). */
export const orderColumns = {
  date: { header: 'Date', cell: (order) => formatDateTime(order.createdAt) },
  total: { header: 'Total', align: 'end', cell: (order) => <Price amount={order.totalPrice} /> },
  paid: { header: 'Paid', cell: (order) => (order.isPaid ? formatDateTime(order.paidAt) : 'No') },
  delivered: {
    header: 'Delivered',
    cell: (order) => (order.isDelivered ? formatDateTime(order.deliveredAt) : 'No'),
  },
} satisfies Record<string, TableColumn<OrderDto>>;

/** Details → the order page, named for screen readers by the id as the row shows it. */
export function OrderDetailsLink({ order, shownId }: { order: OrderDto; shownId: string }) {
  return (
    <ButtonLink
      to={`/order/${order._id}`}
      $variant="secondary"
      $size="small"
      aria-label={`Details of order ${shownId}`}
    >
      Details
    </ButtonLink>
  );
}
