import type { OrderDto } from '@torget/contract';
import { Button, Price, ResponsiveTable, VisuallyHidden } from '@torget/ui';
import { ButtonLink } from '../../../components/button-link';

/** SPEC §9: dates show their first 10 characters; list tables add the time. */
const when = (iso: string) =>
  `${iso.slice(0, 10)} ${new Date(iso).toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit' })}`;

/** SPEC §2 seller order list: id, date with time, buyer, total, paid, delivered, Details, Delete while allowed. */
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
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Date</th>
          <th scope="col">Buyer</th>
          <th scope="col">Total</th>
          <th scope="col">Payment</th>
          <th scope="col">Paid</th>
          <th scope="col">Delivered</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <td data-label="ID">
              <code title={order._id}>{order._id.slice(0, 8)}</code>
            </td>
            <td data-label="Date">{when(order.createdAt)}</td>
            <td data-label="Buyer">{order.user?.name ?? order.shippingAddress.fullName}</td>
            <td data-label="Total">
              <Price amount={order.totalPrice} />
            </td>
            <td data-label="Payment">{order.paymentMethod}</td>
            <td data-label="Paid">{order.isPaid && order.paidAt ? when(order.paidAt) : 'No'}</td>
            <td data-label="Delivered">
              {order.isDelivered && order.deliveredAt ? when(order.deliveredAt) : 'No'}
            </td>
            <td className="actions">
              <ButtonLink
                to={`/order/${order._id}`}
                $size="small"
                $variant="secondary"
                aria-label={`Details of order ${order._id.slice(0, 8)}`}
              >
                Details
              </ButtonLink>
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
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
