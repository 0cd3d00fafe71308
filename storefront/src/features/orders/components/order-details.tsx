import type { OrderDto } from '@torget/contract';
import { Card, MessageBox, formatSek } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  /* The line's sum: under the name on a phone, at the end of the row on wider screens. */
  li > span:last-child {
    grid-column: 2;
  }

  @media ${({ theme }) => theme.wide} {
    li {
      grid-template-columns: 48px minmax(0, 1fr) auto;
    }

    li > span:last-child {
      grid-column: auto;
    }
  }

  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** SPEC §9: dates show their first 10 characters. */
const day = (iso: string | null) => (iso ?? '').slice(0, 10);

/** SPEC §2 Order page details: shipping with delivery status, payment with payment status, items. */
export function OrderDetails({ order }: { order: OrderDto }) {
  const address = order.shippingAddress;
  return (
    <Stack>
      <Card>
        <h2>Shipping</h2>
        <p>
          <strong>Name:</strong> {address.fullName}
        </p>
        <p>
          <strong>Address:</strong> {address.address}, {address.postalCode} {address.city}, {address.country}
        </p>
        {order.isDelivered ? (
          <MessageBox variant="success">Delivered at {day(order.deliveredAt)}</MessageBox>
        ) : (
          <MessageBox variant="danger">Not Delivered</MessageBox>
        )}
      </Card>
      <Card>
        <h2>Payment</h2>
        <p>
          <strong>Method:</strong> {order.paymentMethod}
        </p>
        {order.isPaid ? (
          <MessageBox variant="success">Paid at {day(order.paidAt)}</MessageBox>
        ) : (
          <MessageBox variant="danger">Not Paid</MessageBox>
        )}
      </Card>
      <Card>
        <h2>Order Items</h2>
        <p>
          From{' '}
          {order.seller ? <Link to={`/seller/${order.seller._id}`}>{order.shopName}</Link> : order.shopName}
        </p>
        <Items>
          {order.orderItems.map((item, i) => (
            <li key={item.product ?? i}>
              <img src={item.image || undefined} alt="" width={48} height={48} />
              {item.product ? (
                <Link to={`/product/${item.product}`}>{item.name}</Link>
              ) : (
                <span>{item.name}</span>
              )}
              <span>
                {item.qty} x {formatSek(item.price)} = {formatSek(item.qty * item.price)}
              </span>
            </li>
          ))}
        </Items>
      </Card>
    </Stack>
  );
}
