import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { BadRequestError, NotFoundError } from '../../shared/errors';
import type { PaymentRegistry } from './payment-registry';
import { findOrder, type PaymentService } from './payment.service';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
  payments: PaymentService;
  log: Logger;
}

/** Provider webhooks: verified by the provider, each event processed once (a replay changes nothing). */
export class PaymentWebhookService {
  constructor(private readonly deps: Deps) {}

  async handle(
    providerId: string,
    rawBody: string,
    headers: Record<string, string>,
  ): Promise<'processed' | 'duplicate'> {
    const provider = this.deps.paymentProviders.get(providerId);
    if (!provider.parseWebhook) throw new NotFoundError(`${provider.label} sends no webhooks`, 'NO_WEBHOOKS');
    const event = await provider.parseWebhook(rawBody, headers);
    if (!event) throw new BadRequestError('Webhook could not be verified', 'WEBHOOK_NOT_VERIFIED');
    const [inserted] = await this.deps.em.execute<{ id: string }[]>(
      `insert into payment_events (provider, event_id, type, order_id, raw) values (?, ?, ?, ?, ?)
       on conflict (provider, event_id) do nothing returning id`,
      [provider.id, event.eventId, event.type, null, JSON.stringify(event.raw)],
    );
    if (!inserted) return 'duplicate';
    const order = event.orderId ? await findOrder(this.deps.em, event.orderId) : null;
    if (order)
      await this.deps.em.execute('update payment_events set order_id = ? where id = ?', [
        order.id,
        inserted.id,
      ]);
    if (event.type === 'payment.completed' && order && event.payment && !order.isPaid) {
      await this.deps.payments.settle(provider.id, order, event.payment).catch((error: unknown) => {
        this.deps.log.warn({ err: error, eventId: event.eventId }, 'webhook payment not applied');
      });
    }
    return 'processed';
  }
}
