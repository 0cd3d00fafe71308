import type { PaymentOrder } from '../../plugins/payment.provider';
import { toPaymentShop } from '../users/payment-shop';
import type { Order } from './order.entity';
import { orderReference } from './order-reference';

/**
 * Our order as providers see it: the total from the database, the shop it is paid to, and the order page
 * (the /order/{id} page of docs/product.md §2, on the marketplace) a hosted payment page sends the buyer back to.
 */
export function toPaymentOrder(order: Order, publicUrl: string): PaymentOrder {
  return {
    id: order.id,
    reference: orderReference(order.id),
    totalOre: order.totalOre,
    currency: 'SEK',
    returnUrl: `${publicUrl}/order/${order.id}`,
    shop: toPaymentShop(order.seller, order.shopName),
  };
}
