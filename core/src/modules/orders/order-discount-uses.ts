import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import { releaseUse } from '../promotions/code-check';
import { OrderSchema } from './order.entity';
import { refundLeftOre } from './order-refunds';

/**
 * A refunded order gives its discount code's use back: once its refunds (not failed) reach what was paid,
 * in the refund's own transaction. A deleted order's use goes with its row (the use's foreign key).
 */
export function registerDiscountUseRelease(container: AwilixContainer<Cradle>): void {
  container.cradle.events.onTransaction('order.refunded', async (em, { orderId }) => {
    const order = await em.findOne(OrderSchema, { id: orderId }, { populate: ['refunds'], refresh: true });
    if (order?.discountCode && refundLeftOre(order) === 0) await releaseUse(em, orderId);
  });
}
