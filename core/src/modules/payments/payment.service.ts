import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod } from '@torget/contract';
import type { Logger } from 'pino';
import { BadRequestError, ForbiddenError } from '../../shared/errors';
import { PaymentError, type PaymentOrder, type VerifiedPayment } from '../../plugins/payment.provider';
import { OrderSchema, type Order } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import type { OrderService } from '../orders/order.service';
import type { User } from '../users/user.entity';
import type { PaymentRegistry } from './payment-registry';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
  orders: OrderService;
  log: Logger;
}

function toPaymentOrder(order: Order): PaymentOrder {
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

/**
 * Paying orders through the payment providers. A payment marks an order paid only when the provider
 * itself confirms it COMPLETED for this order's exact amount in SEK; whatever the browser claims is
 * only a pointer for that check.
 */
export class PaymentService {
  constructor(private readonly deps: Deps) {}

  async start(actor: User, orderId: string): Promise<{ provider: string } & Record<string, unknown>> {
    const order = await this.payable(actor, orderId);
    const provider = this.provider(order.paymentMethod as PaymentMethod);
    try {
      return { provider: provider.id, ...(await provider.startPayment(toPaymentOrder(order))) };
    } catch (error) {
      throw this.asClientError(error);
    }
  }

  async confirm(actor: User, orderId: string, input: Record<string, unknown>): Promise<Order> {
    const order = await this.payable(actor, orderId);
    const provider = this.provider(order.paymentMethod as PaymentMethod);
    if (!provider.confirmPayment) {
      throw new BadRequestError(`${provider.label} payments are marked paid by the shop.`, 'MARKED_BY_SHOP');
    }
    let payment: VerifiedPayment;
    try {
      payment = await provider.confirmPayment(toPaymentOrder(order), input);
    } catch (error) {
      throw this.asClientError(error);
    }
    return this.settle(provider.id, order, payment);
  }

  /** Marks the order paid if the verified payment is complete and matches it exactly. */
  async settle(providerId: string, order: Order, payment: VerifiedPayment): Promise<Order> {
    if (payment.status !== 'COMPLETED') {
      throw new BadRequestError(
        payment.message ?? 'The payment was not completed.',
        `PAYMENT_${payment.status}`,
      );
    }
    if (payment.orderId !== order.id || payment.amountOre !== order.totalOre || payment.currency !== 'SEK') {
      this.deps.log.warn(
        { orderId: order.id, payment: { ...payment, raw: undefined } },
        'payment does not match order',
      );
      throw new BadRequestError('The payment does not match this order.', 'PAYMENT_MISMATCH');
    }
    await this.deps.em.execute(
      `insert into payment_events (provider, event_id, type, order_id, raw) values (?, ?, 'payment.completed', ?, ?)
       on conflict (provider, event_id) do nothing`,
      [providerId, `capture:${payment.paymentId}`, order.id, JSON.stringify(payment.raw)],
    );
    return this.deps.orders.markPaid(order.id, {
      paidAt: new Date(),
      result: {
        provider: providerId,
        id: payment.paymentId,
        status: payment.status,
        amount: payment.amountOre / 100,
      },
    });
  }

  /** The buyer (or an admin) may pay an order that is not paid yet. */
  private async payable(actor: User, orderId: string): Promise<Order> {
    const order = await this.deps.orders.get(actor, orderId);
    if (order.buyer?.id !== actor.id && !actor.isAdmin)
      throw new ForbiddenError('Only the buyer pays an order');
    if (order.isPaid) throw new BadRequestError('This order is already paid.', 'ALREADY_PAID');
    return order;
  }

  private provider(method: PaymentMethod) {
    const provider = this.deps.paymentProviders.forMethod(method);
    if (!provider)
      throw new BadRequestError(`${method} payments are not available right now.`, 'NO_PROVIDER');
    return provider;
  }

  private asClientError(error: unknown): Error {
    if (error instanceof PaymentError) return new BadRequestError(error.message, 'PAYMENT_FAILED');
    this.deps.log.error({ err: error }, 'payment provider failed');
    return new BadRequestError(
      'The payment service did not answer. Please try again in a moment.',
      'PROVIDER_UNAVAILABLE',
    );
  }
}

/** Loads an order for webhook processing (no caller: the provider verified the event). */
export const findOrder = (em: EntityManager, id: string) =>
  em.findOne(OrderSchema, { id }, { populate: ['buyer', 'seller', 'items'] });
