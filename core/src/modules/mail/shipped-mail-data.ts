import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderSchema } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import { recipientOf, type Recipient } from './templates/mail-text';
import type { ShippedMailData } from './templates/shipped.templates';

/** The shipped mail's order and its buyer (null when the order or the buyer's account is gone). */
export async function loadShippedMailData(
  em: EntityManager,
  orderId: string,
  publicUrl: string,
): Promise<{ buyer: Recipient; order: ShippedMailData } | null> {
  const order = await em.findOne(OrderSchema, { id: orderId }, { populate: ['buyer'] });
  if (!order?.buyer) return null;
  return {
    buyer: recipientOf(order.buyer),
    order: {
      reference: orderReference(order.id),
      link: `${publicUrl}/order/${order.id}`,
      shopName: order.shopName,
      deliveryName: order.deliveryName ?? null,
      servicePoint: order.servicePoint ?? null,
      carrierName: order.carrierName ?? null,
      trackingNumber: order.trackingNumber ?? null,
      trackingUrl: order.trackingUrl ?? null,
    },
  };
}
