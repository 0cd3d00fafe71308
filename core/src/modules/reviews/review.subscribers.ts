import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import { verifyReviewsOfOrder } from './verified-purchase';

/**
 * A review written before its order was paid becomes a verified purchase when the payment lands, in the
 * payment's own transaction. Product pages show it at the catalogue's next change, or when their cached
 * copy expires (a minute).
 */
export function registerReviewSubscribers(container: AwilixContainer<Cradle>): void {
  container.cradle.events.onTransaction('order.paid', async (em, { orderId }) => {
    await verifyReviewsOfOrder(em, orderId);
  });
}
