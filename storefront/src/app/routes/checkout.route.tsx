import { ApiError } from '@torget/contract/browser';
import { Button, Card, MessageBox, useAction } from '@torget/ui';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../../components/page-state';
import { useFreshCart } from '../../features/cart/hooks/use-fresh-cart';
import { defaultPaymentMethod, usePaymentMethods } from '../../features/checkout/api/get-payment-methods';
import { placeOrder } from '../../features/checkout/api/place-order';
import { useDeliveryOptions } from '../../features/checkout/api/delivery';
import { saveShippingAddress, useAccount } from '../../features/checkout/api/shipping';
import { CheckoutSteps } from '../../features/checkout/components/checkout-steps';
import { DeliveryStep } from '../../features/checkout/components/delivery-step';
import { PaymentMethodForm } from '../../features/checkout/components/payment-method-form';
import { PlaceOrderView } from '../../features/checkout/components/place-order-view';
import { DiscountCodeField, type AppliedCode } from '../../features/checkout/components/discount-code-field';
import { ShippingForm } from '../../features/checkout/components/shipping-form';
import { forgetIdempotencyKey, useIdempotencyKey } from '../../features/checkout/hooks/use-idempotency-key';
import {
  deliveryChoiceStore,
  deliveryPrice,
  useDeliveryChoice,
} from '../../features/checkout/lib/delivery-choice';
import { wayForward } from '../../features/checkout/lib/way-forward';
import {
  clearCart,
  paymentMethodStore,
  shippingAddressStore,
  useCartItems,
  usePaymentMethod,
  useShippingAddress,
  type ShippingAddress,
} from '../../lib/cart-store';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const Narrow = styled.div`
  max-width: 560px;
  margin: 0 auto;
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const EMPTY: ShippingAddress = { fullName: '', address: '', city: '', postalCode: '', country: 'Sverige' };

/** docs/product.md §2 Shipping: prefilled from the stored address, else the one saved on the account, else empty. */
export function ShippingRoute() {
  const { t } = useT();
  usePageTitle(t('checkout.shipping.pageTitle'));
  const user = useSession();
  const stored = useShippingAddress();
  const fromMap = (useLocation().state as { fromMap?: Partial<ShippingAddress> } | null)?.fromMap;
  const account = useAccount(stored ? undefined : user?._id);
  const navigate = useNavigate();
  const items = useCartItems();
  const shopId = items[0]?.seller._id;
  const deliveryOptions = useDeliveryOptions(shopId);
  const chosenDelivery = useDeliveryChoice();
  // Once the address is saved, a shop with delivery options asks how (issue 38); one without goes on as before.
  const [deliveryTo, setDeliveryTo] = useState<ShippingAddress | null>(null);
  if (!stored && !account.data && !account.error) return <PageState />;
  if (shopId && !deliveryOptions.data) return <PageState error={deliveryOptions.error} />;
  const options = deliveryOptions.data ?? [];
  const saved = account.data;
  const initial: ShippingAddress = {
    ...(stored ??
      (saved?.shipping_address
        ? {
            fullName: saved.shipping_full_name,
            address: saved.shipping_address,
            city: saved.shipping_city,
            postalCode: saved.shipping_postal_code,
            country: saved.shipping_country,
          }
        : { ...EMPTY, fullName: user?.name ?? '' })),
    ...fromMap,
  };
  return (
    <Narrow>
      <CheckoutSteps current={1} />
      <h1>{t('checkout.shipping.heading')}</h1>
      {fromMap && !deliveryTo && <MessageBox>{t('checkout.shipping.fromMap')}</MessageBox>}
      {deliveryTo && shopId ? (
        <>
          <p>
            {deliveryTo.fullName}, {deliveryTo.address}, {deliveryTo.postalCode} {deliveryTo.city}{' '}
            <Button type="button" $variant="ghost" $size="small" onClick={() => setDeliveryTo(null)}>
              {t('checkout.placeOrder.change')}
            </Button>
          </p>
          <DeliveryStep
            shopId={shopId}
            options={options}
            items={items}
            postalCode={deliveryTo.postalCode}
            initial={chosenDelivery?.shopId === shopId ? chosenDelivery : null}
            onContinue={(choice) => {
              deliveryChoiceStore.set(choice);
              navigate('/payment');
            }}
          />
        </>
      ) : (
        <ShippingForm
          key={JSON.stringify(initial)}
          initial={initial}
          onSave={async (address) => {
            await saveShippingAddress(user!._id, address);
            shippingAddressStore.set(address);
            if (options.length) return setDeliveryTo(address);
            deliveryChoiceStore.set(null);
            navigate('/payment');
          }}
        />
      )}
    </Narrow>
  );
}

/** docs/product.md §2/§5 Payment: the methods the server says the cart's shop takes; its first (the plugins' declared order) by default. */
export function PaymentRoute() {
  const { t } = useT();
  usePageTitle(t('checkout.payment.pageTitle'));
  const items = useCartItems();
  const address = useShippingAddress();
  const chosen = usePaymentMethod();
  const navigate = useNavigate();
  const methods = usePaymentMethods(items[0]?.seller._id);
  if (!items.length) return <Navigate to="/cart" replace />;
  if (!address) return <Navigate to="/shipping" replace />;
  if (!methods.data) return <PageState error={methods.error} />;
  const initial = defaultPaymentMethod(methods.data, chosen);
  return (
    <Narrow>
      <CheckoutSteps current={2} />
      <h1>{t('checkout.payment.heading')}</h1>
      <PaymentMethodForm
        methods={methods.data}
        initial={initial}
        onChoose={(method) => {
          paymentMethodStore.set(method);
          navigate('/placeorder');
        }}
      />
    </Narrow>
  );
}

/** docs/product.md §2 Place order: the cart at today's prices; one order however often Place Order is pressed. */
export function PlaceOrderRoute() {
  const { t } = useT();
  usePageTitle(t('checkout.placeOrder.pageTitle'));
  const { items, notes, error: checkError } = useFreshCart();
  const address = useShippingAddress();
  const method = usePaymentMethod();
  const navigate = useNavigate();
  const delivery = useDeliveryChoice();
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const deliveryOptions = useDeliveryOptions(items[0]?.seller._id);
  const key = useIdempotencyKey({
    items: items.map((l) => [l.product, l.qty]),
    address,
    method,
    delivery: [delivery?.option._id, delivery?.servicePoint?.id],
    discountCode: applied?.code.toLowerCase() ?? '',
  });
  const { sending, error, run } = useAction();
  const [code, setCode] = useState<string>();
  const [placed, setPlaced] = useState<string | null>(null);

  useEffect(() => {
    if (!placed) return;
    // The cart is emptied only once the order exists (docs/product.md §4), then the order page takes over.
    clearCart();
    forgetIdempotencyKey();
    navigate(`/order/${placed}`, { replace: true });
  }, [placed, navigate]);

  if (placed) return <PageState />;
  if (!items.length) return <Navigate to="/cart" replace />;
  if (!address) return <Navigate to="/shipping" replace />;
  if (!method) return <Navigate to="/payment" replace />;
  if (!deliveryOptions.data && !deliveryOptions.error) return <PageState />;
  // A shop with delivery options needs the buyer's choice (kept for this visit only): back to the shipping step.
  const chosen = delivery?.shopId === items[0]?.seller._id ? delivery : null;
  if (deliveryOptions.data?.length && !chosen) return <Navigate to="/shipping" replace />;

  const place = () =>
    run(async () => {
      try {
        const order = await placeOrder(
          {
            items,
            shippingAddress: address,
            paymentMethod: method,
            delivery: chosen,
            discountCode: applied?.code,
          },
          key,
        );
        setPlaced(order._id);
      } catch (caught) {
        setCode(caught instanceof ApiError ? caught.code : undefined);
        throw caught;
      }
    });
  const forward = error ? wayForward(code) : null;

  return (
    <>
      <CheckoutSteps current={3} />
      <h1>{t('checkout.placeOrder.heading')}</h1>
      <Notes>
        {notes.map((note) => (
          <MessageBox key={note}>{note}</MessageBox>
        ))}
        {checkError ? <PageState error={checkError} /> : null}
      </Notes>
      <PlaceOrderView
        items={items}
        address={address}
        method={method}
        delivery={
          chosen && {
            name: chosen.option.name,
            servicePoint: chosen.servicePoint,
            price: deliveryPrice(chosen.option, items),
          }
        }
        priced={applied?.price}
        codeField={
          <DiscountCodeField
            items={items}
            deliveryOptionId={chosen?.option._id}
            applied={applied}
            onChange={setApplied}
          />
        }
        placing={sending}
        onPlace={place}
      >
        {error && (
          <Card as="div" role="alert">
            <MessageBox variant="danger">{error}</MessageBox>
            {forward && (
              <p>
                <Link to={forward.to}>{t(forward.label)}</Link>
              </p>
            )}
          </Card>
        )}
      </PlaceOrderView>
    </>
  );
}
