import type { OrderDto } from '@torget/contract';
import { Price, type TableColumn } from '@torget/ui';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n';
import { ButtonLink } from '../button-link';

/**
 * The columns every order list shows the same way: placed, total, paid and delivered (docs/product.md §2, §9),
 * in Stockholm time: when it was placed with its time ('2026-11-23 09:30'); paid and delivered as days, the
 * way a shop marks them (as the admin's order list shows them).
 */
export function useOrderColumns() {
  const { t, date } = useT();
  return useMemo(
    () =>
      ({
        date: { header: t('orders.column.date'), cell: (order) => date(order.createdAt, 'dateTime') },
        total: {
          header: t('orders.column.total'),
          align: 'end',
          cell: (order) => <Price amount={order.totalPrice} />,
        },
        paid: {
          header: t('orders.column.paid'),
          cell: (order) => (order.isPaid ? date(order.paidAt) : t('orders.no')),
        },
        delivered: {
          header: t('orders.column.delivered'),
          cell: (order) => (order.isDelivered ? date(order.deliveredAt) : t('orders.no')),
        },
      }) satisfies Record<string, TableColumn<OrderDto>>,
    [t, date],
  );
}

/** Details → the order page, named for screen readers by the id as the row shows it. */
export function OrderDetailsLink({ order, shownId }: { order: OrderDto; shownId: string }) {
  const { t } = useT();
  return (
    <ButtonLink
      to={`/order/${order._id}`}
      $variant="secondary"
      $size="small"
      aria-label={t('orders.detailsOf', { id: shownId })}
    >
      {t('orders.details')}
    </ButtonLink>
  );
}
