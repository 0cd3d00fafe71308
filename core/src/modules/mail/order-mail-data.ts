import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { OrderSchema, type Order } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import { toPaymentOrder } from '../orders/payment-order';
import type { OrderMailData } from './templates/order.templates';

/**
 * Reads what the order emails show; null when the order is gone. With the payment providers, it
 * includes how to pay (the confirmation mail's instructions, from the order's payment plugin).
 */
export async function loadOrderMailData(
  em: EntityManager,
  orderId: string,
  publicUrl: string,
  paymentProviders?: PaymentRegistry,
): Promise<OrderMailData | null> {
  const order = await em.findOne(OrderSchema, { id: orderId }, { populate: ['buyer', 'seller', 'items'] });
  if (!order) return null;
  return {
    id: order.id,
    reference: orderReference(order.id),
    link: `${publicUrl}/order/${order.id}`,
    buyer: order.buyer ? { name: order.buyer.name, email: order.buyer.email } : null,
    seller: order.seller ? { name: order.seller.name, email: order.seller.email } : null,
    shopName: order.shopName,
    paymentMethod: order.paymentMethod,
    paymentInstructions: paymentInstructions(order, publicUrl, paymentProviders),
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

/** The order's payment plugin says how to pay; by default, on the order page. */
function paymentInstructions(order: Order, publicUrl: string, providers: PaymentRegistry | undefined) {
  const provider = providers?.forMethod(order.paymentMethod);
  const fromPlugin = provider?.mailInstructions?.(toPaymentOrder(order, publicUrl));
  return fromPlugin ?? `Betala med ${provider?.label ?? order.paymentMethod} på orderns sida.`;
}
