import type { OrderDto } from '@torget/contract';
import { MessageBox } from '@torget/ui';
import { Link } from 'react-router-dom';
import { DeliveryLines } from '../../../components/order/delivery-lines';
import { OrderSummary } from '../../../components/order/order-summary';
import { T, useT } from '../../../lib/i18n';

/** docs/product.md §2 Order page details: shipping with delivery status, payment with payment status, items. */
export function OrderDetails({ order }: { order: OrderDto }) {
  const { t, date, locale } = useT();
  const delivery = order.delivery;
  return (
    <OrderSummary
      address={order.shippingAddress}
      method={order.paymentMethod}
      lines={order.orderItems}
      shipping={
        <>
          {order.isDelivered ? (
            <MessageBox variant="success">
              {t('order.deliveredAt', { date: date(order.deliveredAt) })}
            </MessageBox>
          ) : order.isShipped ? (
            <MessageBox variant="info">{t('order.shippedAt', { date: date(order.shippedAt) })}</MessageBox>
          ) : (
            <MessageBox variant="danger">{t('order.notDelivered')}</MessageBox>
          )}
          {/* How it travels and, once shipped, "Spåra paketet" (issue 38). */}
          {delivery && (delivery.kind !== 'standard' || delivery.trackingNumber) && (
            <DeliveryLines
              name={delivery.name[locale]}
              servicePoint={delivery.servicePoint}
              carrierName={delivery.carrierName?.[locale]}
              trackingNumber={delivery.trackingNumber}
              trackingUrl={delivery.trackingUrl}
            />
          )}
        </>
      }
      payment={
        order.isPaid ? (
          <MessageBox variant="success">{t('order.paidAt', { date: date(order.paidAt) })}</MessageBox>
        ) : (
          <MessageBox variant="danger">{t('order.notPaid')}</MessageBox>
        )
      }
      itemsNote={
        <p>
          <T
            id="order.from"
            values={{ shop: order.shopName }}
            components={{ 0: order.seller ? <Link to={`/seller/${order.seller._id}`} /> : <span /> }}
          />
        </p>
      }
    />
  );
}
