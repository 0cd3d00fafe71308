import type { OrderDto } from '@torget/contract';
import { Table } from '@torget/ui';
import { OrderDetailsLink, orderColumns } from '../../../components/order/order-columns';

/** docs/product.md §2 Order history columns: id, date, shop, total, paid, delivered; Details. */
export function OrderHistoryTable({ orders }: { orders: OrderDto[] }) {
  return (
    <Table
      caption="My outgoing orders"
      hideCaption
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        { header: 'ID', cell: (order) => <code>{order._id}</code> },
        orderColumns.date,
        { header: 'Shop', cell: (order) => order.shopName },
        orderColumns.total,
        orderColumns.paid,
        orderColumns.delivered,
        {
          header: 'Actions',
          actions: true,
          cell: (order) => <OrderDetailsLink order={order} shownId={order._id} />,
        },
      ]}
    />
  );
}
