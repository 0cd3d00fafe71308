import type { OrderDto } from '@torget/contract';
import { Price, type TableColumn } from '@torget/ui';
import { formatDateTime } from '../../lib/format-date';

/** The columns every order list shows the same way: placed, total, paid and delivered (SPEC §2, §9). */
export const orderColumns = {
  date: { header: 'Date', cell: (order) => formatDateTime(order.createdAt) },
  total: { header: 'Total', align: 'end', cell: (order) => <Price amount={order.totalPrice} /> },
  paid: { header: 'Paid', cell: (order) => (order.isPaid ? formatDateTime(order.paidAt) : 'No') },
  delivered: {
    header: 'Delivered',
    cell: (order) => (order.isDelivered ? formatDateTime(order.deliveredAt) : 'No'),
  },
} satisfies Record<string, TableColumn<OrderDto>>;
