import type { OrderDto } from '@torget/contract';
import { Button, Price, Table, WithdrawalBadge } from '@torget/ui';
import { RowActions, ShortId } from '../../../components/list-toolbar';
import { storefrontHref } from '../../../lib/config';
import { useT } from '../../../lib/i18n';

/**
 * docs/product.md §2 order list: Details (the storefront's order page) and Delete per order; and which
 * orders a buyer withdrew from (the right of withdrawal), marked as on the shop's list.
 */
export function OrderTable({ orders, onDelete }: { orders: OrderDto[]; onDelete: (id: string) => void }) {
  const { t, date } = useT();
  return (
    <Table
      caption={t('table.orders')}
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      empty={t('table.noOrders')}
      columns={[
        { header: t('table.id'), cell: (o) => <ShortId title={o._id}>{o._id.slice(0, 8)}</ShortId> },
        { header: t('table.date'), cell: (o) => date(o.createdAt) },
        { header: t('table.shop'), cell: (o) => o.shopName },
        { header: t('table.user'), cell: (o) => o.user?.name ?? t('table.deletedUser') },
        { header: t('table.total'), align: 'end', cell: (o) => <Price amount={o.totalPrice} /> },
        { header: t('table.paid'), cell: (o) => (o.isPaid ? date(o.paidAt) : t('table.no')) },
        { header: t('table.delivered'), cell: (o) => (o.isDelivered ? date(o.deliveredAt) : t('table.no')) },
        { header: t('table.withdrawal'), cell: (o) => <WithdrawalBadge order={o} /> },
        {
          header: t('table.actions'),
          actions: true,
          cell: (o) => (
            <RowActions>
              <Button
                as="a"
                href={storefrontHref(`/order/${o._id}`)}
                $size="small"
                $variant="secondary"
                aria-label={t('table.orderDetails', { id: o._id.slice(0, 8) })}
              >
                {t('table.details')}
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="danger"
                onClick={() => onDelete(o._id)}
                aria-label={t('table.orderDelete', { id: o._id.slice(0, 8) })}
              >
                {t('table.delete')}
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}
