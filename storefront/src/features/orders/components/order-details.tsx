import type { OrderDto } from '@torget/contract';
import { MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import { OrderSummary } from '../../../components/order/order-summary';

/** docs/product.md §9: dates show their first 10 characters. */
const day = (iso: string | null) => (iso ?? '').slice(0, 10);

/** docs/product.md §2 Order page details: shipping with delivery status, payment with payment status, items. */
export function OrderDetails({ order }: { order: OrderDto }) {
  return (
    <OrderSummary
      address={order.shippingAddress}
      method={order.paymentMethod}
      lines={order.orderItems}
      shipping={
        order.isDelivered ? (
          <MessageBox variant="success">Delivered at {day(order.deliveredAt)}</MessageBox>
        ) : (
          <MessageBox variant="danger">Not Delivered</MessageBox>
        )
      }
      payment={
        order.isPaid ? (
          <MessageBox variant="success">Paid at {day(order.paidAt)}</MessageBox>
        ) : (
          <MessageBox variant="danger">Not Paid</MessageBox>
        )
      }
      itemsNote={
        <p>
          From{' '}
          {order.seller ? <Link to={`/seller/${order.seller._id}`}>{order.shopName}</Link> : order.shopName}
        </p>
      }
    />
  );
}
