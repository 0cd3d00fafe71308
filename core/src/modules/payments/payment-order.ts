import type { EntityManager } from '@mikro-orm/postgresql';
import { idSchema } from '@torget/contract';
import { OrderSchema, orderAnswerPopulate } from '../orders/order.entity';

/** Loads an order for a verified provider event (there is no caller to check access for). */
export const findOrder = (em: EntityManager, id: string) =>
  idSchema.safeParse(id).success
    ? em.findOne(OrderSchema, { id }, { populate: orderAnswerPopulate })
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
