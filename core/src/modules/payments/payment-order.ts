import type { EntityManager } from '@mikro-orm/postgresql';
import { idSchema } from '@torget/contract';
import type { PaymentOrder } from '../../plugins/payment.provider';
import { OrderSchema, type Order } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import { toPaymentShop } from '../users/payment-shop';

/**
 * Our order as providers see it: the total from the database, the shop it is paid to, and the order page
 * (the SPEC's /order/{id} on the marketplace) a hosted payment page sends the buyer back to.
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

/** Loads an order for a verified provider event (there is no caller to check access for). */
export const findOrder = (em: EntityManager, id: string) =>
  idSchema.safeParse(id).success
    ? em.findOne(OrderSchema, { id }, { populate: ['buyer', 'seller', 'items', 'items.product'] })
    : Promise.resolve(null);

/**
 * Runs `work` in a transaction on the request's own EntityManager, so other services sharing it (the
 * orders service) take part; joins one already open.
 */
export async function inTransaction<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return work();
  await em.begin();
  try {
    const result = await work();
    await em.commit();
    return result;
  } catch (error) {
    await em.rollback();
    throw error;
  }
}
