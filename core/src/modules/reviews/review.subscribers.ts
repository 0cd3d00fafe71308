import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import { verifyReviewsOfOrder } from './verified-purchase';

/**
 * A review written before its order was paid becomes a verified purchase when the payment lands, in the
 * payment's own transaction; once that has committed, product pages are told to show it.
 */
export function registerReviewSubscribers(container: AwilixContainer<Cradle>): void {
  const { events } = container.cradle;
  // Orders whose payment verified a review, between their transaction and its commit.
  const verifiedBy = new Set<string>();
  events.onTransaction('order.paid', async (em, { orderId }) => {
    if ((await verifyReviewsOfOrder(em, orderId)) > 0) verifiedBy.add(orderId);
  });
  events.on('order.paid', async ({ orderId }) => {
    if (verifiedBy.delete(orderId)) await container.cradle.catalogueVersion.bump();
  });
}
