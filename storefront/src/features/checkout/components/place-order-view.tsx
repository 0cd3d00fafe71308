import type { PaymentMethod } from '@torget/contract';
import { Button, Card, MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { T, useT } from '../../../lib/i18n';
import { cartTotals, type CartItem, type ShippingAddress } from '../../../lib/cart-store';
import { OrderSummary } from '../../../components/order/order-summary';
import { OrderTotals } from '../../../components/order/order-totals';
import { DeliveryLines } from '../../../components/order/delivery-lines';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: 1.15rem;
  }

  p {
    margin: 0;
  }
`;

const Edit = styled(Link)`
  display: inline-block;
`;

/** docs/product.md §2 Place order: shipping, payment, items and the summary; Place Order. */
export function PlaceOrderView({
  items,
  address,
  method,
  delivery,
  priced,
  codeField,
  placing,
  onPlace,
  children,
}: {
  items: CartItem[];
  address: ShippingAddress;
  method: PaymentMethod;
  /** The shop's delivery option the buyer chose (its price for this cart); null: the standard shipping. */
  delivery?: {
    name: { sv: string; en: string };
    servicePoint: { name: string; address: string } | null;
    price: number;
  } | null;
  /** The server's prices with the buyer's discount code (POST /api/orders/price); null: no code. */
  priced?: {
    itemsPrice: number;
    shippingPrice: number;
    discount: { code: string; amount: number } | null;
  } | null;
  /** The discount code field, shown above the totals. */
  codeField?: React.ReactNode;
  placing: boolean;
  onPlace: () => void;
  /** Notes and refusals, shown above the button. */
  children?: React.ReactNode;
}) {
  const { t, locale } = useT();
  const totals = cartTotals(items);
  // The option's price replaces the per-item shipping, as the server prices the order.
  const shown = delivery
    ? {
        ...totals,
        shippingPrice: delivery.price,
        totalPrice: Math.round((totals.itemsPrice + delivery.price) * 100) / 100,
      }
    : totals;
  // A code's goods part and free shipping come from the server; the delivery option's price stays as chosen.
  const withCode = priced
    ? {
        itemsPrice: priced.itemsPrice,
        shippingPrice: priced.shippingPrice === 0 ? 0 : shown.shippingPrice,
      }
    : null;
  const final = withCode
    ? { ...withCode, totalPrice: Math.round((withCode.itemsPrice + withCode.shippingPrice) * 100) / 100 }
    : shown;
  return (
    <Layout>
      <OrderSummary
        address={address}
        method={method}
        lines={items}
        shipping={
          <>
            {delivery && <DeliveryLines name={delivery.name[locale]} servicePoint={delivery.servicePoint} />}
            <Edit to="/shipping">{t('checkout.placeOrder.change')}</Edit>
          </>
        }
        payment={<Edit to="/payment">{t('checkout.placeOrder.change')}</Edit>}
      />
      <Card aria-labelledby="summary">
        <Side>
          <h2 id="summary">{t('checkout.placeOrder.summary')}</h2>
          {codeField}
          <OrderTotals {...final} discount={priced?.discount} goodsPrice={totals.itemsPrice} />
          {children}
          <p>
            <T id="checkout.placeOrder.withdrawal" components={{ 0: <Link to="/terms" /> }} />
          </p>
          <Button type="button" $block disabled={placing || !items.length} onClick={onPlace}>
            {t('checkout.placeOrder.submit')}
          </Button>
          {!items.length && <MessageBox>{t('checkout.placeOrder.emptyCart')}</MessageBox>}
        </Side>
      </Card>
    </Layout>
  );
}
