import type { PaymentMethod } from '@torget/contract';
import { Button, Card, MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cartTotals, type CartItem, type ShippingAddress } from '../../../lib/cart-store';
import { formatSek } from '@torget/ui';
import { OrderSummary } from './order-summary';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.15rem;
  }

  p {
    margin: 0;
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

const Edit = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** SPEC §2 Place order: shipping, payment, items and the summary; Place Order. */
export function PlaceOrderView({
  items,
  address,
  method,
  placing,
  onPlace,
  children,
}: {
  items: CartItem[];
  address: ShippingAddress;
  method: PaymentMethod;
  placing: boolean;
  onPlace: () => void;
  /** Notes and refusals, shown above the button. */
  children?: React.ReactNode;
}) {
  return (
    <Layout>
      <Stack>
        <Card>
          <h2>Shipping</h2>
          <p>
            <strong>Name:</strong> {address.fullName}
          </p>
          <p>
            <strong>Address:</strong> {address.address}, {address.postalCode} {address.city},{' '}
            {address.country}
          </p>
          <Edit to="/shipping">Change</Edit>
        </Card>
        <Card>
          <h2>Payment</h2>
          <p>
            <strong>Method:</strong> {method}
          </p>
          <Edit to="/payment">Change</Edit>
        </Card>
        <Card>
          <h2>Order Items</h2>
          <Items>
            {items.map((line) => (
              <li key={line.product}>
                <img src={line.image || undefined} alt="" width={48} height={48} />
                <Link to={`/product/${line.product}`}>{line.name}</Link>
                <span>
                  {line.qty} x {formatSek(line.price)} = {formatSek(line.qty * line.price)}
                </span>
              </li>
            ))}
          </Items>
        </Card>
      </Stack>
      <Card aria-labelledby="summary">
        <Stack>
          <h2 id="summary">Order Summary</h2>
          <OrderSummary {...cartTotals(items)} />
          {children}
          <Button type="button" $block disabled={placing || !items.length} onClick={onPlace}>
            Place Order
          </Button>
          {!items.length && <MessageBox>Your cart is empty.</MessageBox>}
        </Stack>
      </Card>
    </Layout>
  );
}
