import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderSchema } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import type { OrderMailData } from './templates/order.templates';

/** Reads what the order emails show; null when the order is gone. */
export async function loadOrderMailData(
  em: EntityManager,
  orderId: string,
  publicUrl: string,
): Promise<OrderMailData | null> {
  const order = await em.findOne(OrderSchema, { id: orderId }, { populate: ['buyer', 'seller', 'items'] });
  if (!order) return null;
  return {
    id: order.id,
    reference: orderReference(order.id),
    link: `${publicUrl}/order/${order.id}`,
    buyer: order.buyer ? { name: order.buyer.name, email: order.buyer.email } : null,
    seller: order.seller
      ? { name: order.seller.name, email: order.seller.email, swishNumber: order.seller.seller.swishNumber }
      : null,
    shopName: order.shopName,
    paymentMethod: order.paymentMethod,
    items: order.items
      .getItems()
      .map((item) => ({ name: item.name, qty: item.qty, priceOre: item.priceOre })),
    itemsOre: order.itemsOre,
    shippingOre: order.shippingOre,
    totalOre: order.totalOre,
    shipping: [
      order.shippingFullName,
      order.shippingAddress,
      `${order.shippingPostalCode} ${order.shippingCity}`,
      order.shippingCountry,
    ].join('\n'),
  };
}
