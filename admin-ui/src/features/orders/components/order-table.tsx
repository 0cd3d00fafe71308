import type { OrderDto } from '@torget/contract';
import { Button, Price, Table } from '@torget/ui';
import { RowActions, ShortId } from '../../../components/list-toolbar';
import { storefrontHref } from '../../../lib/config';
import { formatDate } from '../../../lib/format-date';

/** docs/product.md §2 order list: Details (the storefront's order page) and Delete per order. */
export function OrderTable({ orders, onDelete }: { orders: OrderDto[]; onDelete: (id: string) => void }) {
  return (
    <Table
      caption="Orders"
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      empty="No Order Found"
      columns={[
        { header: 'ID', cell: (o) => <ShortId title={o._id}>{o._id.slice(0, 8)}</ShortId> },
        { header: 'Date', cell: (o) => formatDate(o.createdAt) },
        { header: 'Shop', cell: (o) => o.shopName },
        { header: 'User', cell: (o) => o.user?.name ?? 'Deleted user' },
        { header: 'Total', align: 'end', cell: (o) => <Price amount={o.totalPrice} /> },
        { header: 'Paid', cell: (o) => (o.isPaid ? formatDate(o.paidAt) : 'No') },
        { header: 'Delivered', cell: (o) => (o.isDelivered ? formatDate(o.deliveredAt) : 'No') },
        {
          header: 'Actions',
          actions: true,
          cell: (o) => (
            <RowActions>
              <Button
                as="a"
                href={storefrontHref(`/order/${o._id}`)}
                $size="small"
                $variant="secondary"
                aria-label={`Details of order ${o._id.slice(0, 8)}`}
              >
                Details
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="danger"
                onClick={() => onDelete(o._id)}
                aria-label={`Delete order ${o._id.slice(0, 8)}`}
              >
                Delete
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}
