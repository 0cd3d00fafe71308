import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors';
import type { Message } from '../../shared/messages';
import { OrderSchema, orderAnswerPopulate, type Order } from './order.entity';

/**
 * Takes the order's row lock inside `em`'s transaction and reads it afresh with what an answer shows, so a
 * change checked against it cannot race another (a delete, a withdrawal, a status change). Gone meanwhile:
 * 409 with `deletedMessage`.
 */
export async function lockOrder(em: EntityManager, id: string, deletedMessage: Message): Promise<Order> {
  const [locked] = await em.execute<{ id: string }[]>('select id from orders where id = ? for update', [id]);
  if (!locked) throw new ConflictError(deletedMessage, 'ORDER_DELETED');
  return em.findOneOrFail(OrderSchema, { id }, { populate: orderAnswerPopulate, refresh: true });
}
