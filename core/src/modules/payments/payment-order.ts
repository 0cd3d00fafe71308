import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentOrder } from '../../plugins/payment.provider';
import { OrderSchema, type Order } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';

/** Our order as providers see it: the total from the database, and the shop it is paid to. */
export function toPaymentOrder(order: Order): PaymentOrder {
  const seller = order.seller;
  return {
    id: order.id,
    reference: orderReference(order.id),
    totalOre: order.totalOre,
    currency: 'SEK',
    shop: {
      id: seller?.id ?? '',
      name: order.shopName,
      hasSwish: seller?.seller.hasSwish ?? false,
      swishNumber: seller?.seller.swishNumber ?? '',
      hasPaypal: seller?.seller.hasPaypal ?? false,
    },
  };
}

/** Loads an order for a verified provider event (there is no caller to check access for). */
export const findOrder = (em: EntityManager, id: string) =>
  /^[0-9a-f-]{36}$/i.test(id)
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
