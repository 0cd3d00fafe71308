import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextAction, PaymentMethodOption, PaymentStartInput } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import { localizeAction } from '../../plugins/localize';
import type { Logger } from 'pino';
import { BadRequestError, ForbiddenError } from '../../shared/errors';
import {
  PaymentProviderUnavailableError,
  type PaymentProvider,
  type VerifiedPayment,
} from '../../plugins/payment.provider';
import { paymentFailure } from '../../plugins/payment-failure';
import type { Order } from '../orders/order.entity';
import type { OrderService } from '../orders/order.service';
import type { ShopService } from '../shops/shop.service';
import { toPaymentShop } from '../users/payment-shop';
import type { User } from '../users/user.entity';
import type { AppConfig } from '../../config/env';
import { toPaymentOrder } from '../orders/payment-order';
import { findOrder, inTransaction } from './payment-order';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import type { PaymentChecks } from './payment-checks';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
  orders: OrderService;
  shops: ShopService;
  config: AppConfig;
  log: Logger;
  paymentChecks: PaymentChecks;
  /** The request's language: plugins' texts are picked in it. */
  locale: Locale;
}

/**
 * Paying orders through the payment providers. An order is marked paid only when the provider itself
 * reports the payment COMPLETED for this order's exact amount in SEK; whatever the browser sends is only
 * a pointer for that check.
 */
export class PaymentService {
  constructor(private readonly deps: Deps) {}

  /** The methods an open shop takes now, the default first. */
  async methodsOf(shopId: string): Promise<PaymentMethodOption[]> {
    const seller = await this.deps.shops.openShop(shopId);
    return this.deps.paymentProviders
      .availableFor(toPaymentShop(seller))
      .map((provider) => ({ id: provider.method, label: provider.label[this.deps.locale] }));
  }

  /** The storefront's next action to pay the order, from the provider of its payment method. */
  async start(
    actor: User,
    orderId: string,
    input: PaymentStartInput = {},
  ): Promise<{ method: string; provider: string; amount: number; action: NextAction }> {
    const order = await this.payable(actor, orderId);
    const provider = this.providerFor(order);
    const paymentOrder = this.paymentOrder(order);
    if (
      provider.checkPayment &&
      !this.deps.paymentProviders.shopMarksPaid(order.paymentMethod, paymentOrder.shop)
    ) {
      // The buyer may be back from the app before the provider's webhook: a payment already made is
      // settled here rather than a second one started.
      const check = provider.checkPayment.bind(provider);
      const current = await this.ask(provider, () => check(paymentOrder));
      if (current?.status === 'COMPLETED') {
        await this.settle(provider.id, order, current);
        throw new BadRequestError(msg('payments.alreadyPaid'), 'ALREADY_PAID');
      }
    }
    const action = await this.ask(provider, () => provider.startPayment(paymentOrder, input));
    if (
      provider.checkPayment &&
      !this.deps.paymentProviders.shopMarksPaid(order.paymentMethod, paymentOrder.shop)
    )
      await this.deps.paymentChecks.schedule(order.id);
    return {
      method: provider.method,
      provider: provider.id,
      amount: order.totalOre / 100,
      action: localizeAction(action, this.deps.locale),
    };
  }

  /** Verifies the payment the buyer's client reports with the provider and marks the order paid. */
  async confirm(actor: User, orderId: string, input: Record<string, unknown>): Promise<Order> {
    const order = await this.payable(actor, orderId);
    const provider = this.providerFor(order);
    const paymentOrder = this.paymentOrder(order);
    if (
      !provider.confirmPayment ||
      this.deps.paymentProviders.shopMarksPaid(order.paymentMethod, paymentOrder.shop)
    ) {
      throw new BadRequestError(msg('payments.markedByShop', { label: provider.label }), 'MARKED_BY_SHOP');
    }
    const confirm = provider.confirmPayment.bind(provider);
    const payment = await this.ask(provider, () => confirm(paymentOrder, input));
    return this.settle(provider.id, order, payment);
  }

  /**
   * The background check of one order (the payment-checks queue): asks the provider where the payment
   * stands and settles it when it is paid. Answers whether the payment is final (paid, declined, or
   * nothing left to check), so the queue stops asking.
   */
  async checkInBackground(orderId: string): Promise<boolean> {
    const order = await findOrder(this.deps.em, orderId);
    if (!order || order.isPaid) return true;
    const provider = this.deps.paymentProviders.forMethod(order.paymentMethod);
    if (!provider?.checkPayment) return true;
    const paymentOrder = this.paymentOrder(order);
    if (this.deps.paymentProviders.shopMarksPaid(order.paymentMethod, paymentOrder.shop)) return true;
    const payment = await provider.checkPayment(paymentOrder);
    if (!payment || payment.status === 'PENDING') return false;
    try {
      await this.settle(provider.id, order, payment);
    } catch (error) {
      // Declined or not matching: recorded by settle, and final.
      if (!(error instanceof BadRequestError)) throw error;
    }
    return true;
  }

  /**
   * Records a verified payment and marks the order paid if it is COMPLETED and matches the order
   * exactly, through the order's lifecycle (its row lock), so a webhook and the buyer's /pay arriving
   * together mark it paid once.
   */
  async settle(providerId: string, order: Order, payment: VerifiedPayment): Promise<Order> {
    const { em, log } = this.deps;
    await em.execute(
      `insert into payment_events (provider, event_id, type, order_id, raw) values (?, ?, ?, ?, ?)
       on conflict (provider, event_id) do nothing`,
      [
        providerId,
        `payment:${payment.paymentId}:${payment.status}`,
        `payment.${payment.status.toLowerCase()}`,
        order.id,
        JSON.stringify(payment.raw),
      ],
    );
    if (payment.status !== 'COMPLETED') {
      throw new BadRequestError(payment.message ?? msg('payments.notCompleted'), `PAYMENT_${payment.status}`);
    }
    if (payment.orderId !== order.id || payment.amountOre !== order.totalOre || payment.currency !== 'SEK') {
      log.warn(
        { orderId: order.id, payment: { ...payment, raw: undefined } },
        'payment does not match order',
      );
      throw new BadRequestError(msg('payments.mismatch'), 'PAYMENT_MISMATCH');
    }
    if (payment.paidTo && !payment.paidTo(this.paymentOrder(order).shop)) {
      log.warn(
        { orderId: order.id, payment: { ...payment, raw: undefined } },
        "payment went to another account than the order's shop",
      );
      throw new BadRequestError(msg('payments.mismatch'), 'PAYMENT_WRONG_PAYEE');
    }
    // markPaid takes the order's row lock and leaves an order already paid as it is.
    return inTransaction(em, async () =>
      this.deps.orders.markPaid(order.id, {
        paidAt: new Date(),
        result: {
          provider: providerId,
          id: payment.paymentId,
          status: payment.status,
          amount: payment.amountOre / 100,
          currency: payment.currency,
        },
      }),
    );
  }

  /** The buyer (or an admin) may pay an order that is not paid yet. */
  private async payable(actor: User, orderId: string): Promise<Order> {
    const order = await this.deps.orders.get(actor, orderId);
    if (order.buyer?.id !== actor.id && !actor.isAdmin) throw new ForbiddenError(msg('payments.onlyBuyer'));
    if (order.isPaid) throw new BadRequestError(msg('payments.alreadyPaid'), 'ALREADY_PAID');
    return order;
  }

  private paymentOrder(order: Order) {
    return toPaymentOrder(order, this.deps.config.publicUrl);
  }

  private providerFor(order: Order): PaymentProvider {
    const method = order.paymentMethod;
    const provider = this.deps.paymentProviders.forMethod(method);
    if (!provider) throw new BadRequestError(msg('payments.noProvider', { method }), 'NO_PROVIDER');
    return provider;
  }

  /** Calls the provider; its refusals become bad requests with its message, an unreachable provider upstream_unavailable. */
  private async ask<T>(provider: PaymentProvider, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderUnavailableError)
        this.deps.log.warn({ err: error, provider: provider.id }, 'payment provider unavailable');
      throw paymentFailure(error);
    }
  }
}
