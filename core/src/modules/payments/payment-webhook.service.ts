import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { BadRequestError, DomainError, NotFoundError } from '../../shared/errors';
import { paymentFailure } from '../../plugins/payment-failure';
import { findOrder, inTransaction } from './payment-order';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import type { PaymentService } from './payment.service';
import type { OrderRefundService } from '../orders/order-refund.service';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
  payments: PaymentService;
  orderRefunds: OrderRefundService;
  log: Logger;
}

/**
 * Provider webhooks: verified by the provider over the exact bytes, then recorded and applied in one
 * transaction keyed by the provider's event id — a replay changes nothing, and an event that failed
 * half-way is not recorded, so the provider's retry applies it.
 */
export class PaymentWebhookService {
  constructor(private readonly deps: Deps) {}

  async handle(
    providerId: string,
    rawBody: string,
    headers: Record<string, string>,
  ): Promise<'processed' | 'duplicate'> {
    const { em, log } = this.deps;
    const provider = this.deps.paymentProviders.get(providerId);
    if (!provider.parseWebhook)
      throw new NotFoundError(msg('payments.noWebhooks', { label: provider.label }), 'NO_WEBHOOKS');
    // Reading an event may ask the provider (a signature check, the refunded capture): if it is
    // unreachable, answer 502 so the provider sends the event again.
    const event = await provider.parseWebhook(rawBody, headers).catch((error: unknown) => {
      throw paymentFailure(error);
    });
    if (!event) throw new BadRequestError(msg('payments.webhookNotVerified'), 'WEBHOOK_NOT_VERIFIED');

    return inTransaction(em, async () => {
      const order = event.orderId ? await findOrder(em, event.orderId) : null;
      const [inserted] = await em.execute<{ id: string }[]>(
        `insert into payment_events (provider, event_id, type, order_id, raw) values (?, ?, ?, ?, ?)
         on conflict (provider, event_id) do nothing returning id`,
        [provider.id, event.eventId, event.type, order?.id ?? null, JSON.stringify(event.raw)],
      );
      if (!inserted) return 'duplicate';
      if (event.type === 'payment.completed' && order && event.payment && !order.isPaid) {
        try {
          await this.deps.payments.settle(provider.id, order, event.payment);
        } catch (error) {
          // A genuine event that does not pay this order (wrong amount…) is kept on record, not retried.
          if (!(error instanceof DomainError)) throw error;
          log.warn({ err: error, eventId: event.eventId, orderId: order.id }, 'webhook payment not applied');
        }
      }
      if (event.type === 'payment.refunded' && order && event.refund)
        await this.deps.orderRefunds.recordFromProvider(provider.id, order.id, event.refund);
      return 'processed';
    });
  }
}
