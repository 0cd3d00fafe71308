import { money, msg } from '../../shared/messages';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RefundOrderInput } from '@torget/contract';
import type { Logger } from 'pino';
import { paymentFailure } from '../../plugins/payment-failure';
import { PaymentProviderUnavailableError, type RefundResult } from '../../plugins/payment.provider';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { ConflictError, UnprocessableError } from '../../shared/errors';
import type { EventBus } from '../../shared/event-bus';
import { sekToOre } from '../../shared/money';
import type { User } from '../users/user.entity';
import { OrderSchema, orderAnswerPopulate, type Order, type RefundStatus } from './order.entity';
import { refundChannel } from './order-refunds';
import { toPaymentShop } from '../users/payment-shop';
import type { OrderService } from './order.service';
import type { OrderLifecycle } from './order-lifecycle';

interface Deps {
  em: EntityManager;
  events: EventBus;
  paymentProviders: PaymentRegistry;
  orders: OrderService;
  orderLifecycle: OrderLifecycle;
  log: Logger;
}

/** A refund row this request makes (or, for a retry, makes again). */
interface Attempt {
  id: string;
  amountOre: number;
}

const statusOf = (result: RefundResult): RefundStatus =>
  result.status === 'COMPLETED' ? 'completed' : 'pending';

/**
 * Refunds of paid orders through their payment provider. The amount is reserved first — a refund row
 * written under the order's row lock, checked against what is left — so concurrent refunds can never
 * together exceed what was paid; then the provider is asked with the row's id as its idempotency key, so
 * a retried request (same Idempotency-Key, same row) refunds once. The outcome and the buyer's mail are
 * committed together.
 */
export class OrderRefundService {
  constructor(private readonly deps: Deps) {}

  async refund(
    actor: User,
    orderId: string,
    input: RefundOrderInput,
    idempotencyKey?: string,
  ): Promise<Order> {
    const order = await this.deps.orders.getAsShop(actor, orderId, msg('orders.onlyShopRefunds'));
    this.deps.orderLifecycle.check(order, 'refund');
    const channel = refundChannel(order, this.deps.paymentProviders);
    if (!channel) {
      const label = this.deps.paymentProviders.forMethod(order.paymentMethod)?.label ?? order.paymentMethod;
      throw new ConflictError(msg('orders.refundOutsideTorget', { label }), 'REFUND_OUTSIDE_TORGET');
    }
    const { provider, paymentId } = channel;
    const attempt = await this.reserve(actor, order, provider.id, input, idempotencyKey);
    if (!attempt) return this.reload(order.id);

    let result: RefundResult;
    try {
      result = await provider.refund({
        paymentId,
        orderId: order.id,
        amountOre: attempt.amountOre,
        currency: 'SEK',
        key: attempt.id,
        shop: toPaymentShop(order.seller, order.shopName),
      });
    } catch (error) {
      await this.fail(attempt.id, error);
      if (error instanceof PaymentProviderUnavailableError)
        this.deps.log.warn({ err: error, provider: provider.id, orderId }, 'refund: provider unavailable');
      throw paymentFailure(error);
    }
    await this.complete(order.id, attempt, provider.id, result);
    return this.reload(order.id);
  }

  /**
   * Records a refund the provider reports in a webhook, once per provider refund id: one Torget asked
   * for is already on record (its status may move from pending to completed); one made on the
   * provider's side is added, and its buyer mailed. Joins the webhook's transaction.
   */
  async recordFromProvider(providerId: string, orderId: string, refund: RefundResult): Promise<void> {
    await this.deps.em.transactional(async (em) => {
      const order = await this.lock(em, orderId);
      const [known] = await em.execute<{ id: string; status: RefundStatus }[]>(
        'select id, status from order_refunds where provider = ? and provider_refund_id = ?',
        [providerId, refund.refundId],
      );
      if (known) {
        if (known.status === 'pending' && refund.status === 'COMPLETED')
          await em.execute(`update order_refunds set status = 'completed' where id = ?`, [known.id]);
        return;
      }
      const id = randomUUID();
      await em.execute(
        `insert into order_refunds (id, order_id, amount_ore, status, provider, provider_refund_id, raw)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          orderId,
          refund.amountOre,
          statusOf(refund),
          providerId,
          refund.refundId,
          JSON.stringify(refund.raw),
        ],
      );
      // The provider's refund happened whatever the order's state; the lifecycle records it where it may.
      if (this.deps.orderLifecycle.allows(order, 'refund'))
        await this.deps.orderLifecycle.record(em, order, {
          move: 'refund',
          detail: { refundId: id, amountOre: refund.amountOre, provider: providerId },
        });
      await this.deps.events.publishInTransaction(em, 'order.refunded', {
        orderId,
        refundId: id,
        amountOre: refund.amountOre,
      });
    });
  }

  /**
   * Writes (or, for a retry of a failed attempt, reopens) the refund row under the order's lock, after
   * checking the amount against what is left. Null when this Idempotency-Key's refund was already made.
   */
  private reserve(
    actor: User,
    order: Order,
    providerId: string,
    input: RefundOrderInput,
    key: string | undefined,
  ): Promise<Attempt | null> {
    const asked = input.amount === undefined ? undefined : sekToOre(input.amount);
    return this.deps.em.transactional(async (em) => {
      const locked = await this.lock(em, order.id);
      this.deps.orderLifecycle.check(locked, 'refund');
      const totalOre = locked.totalOre;
      const [earlier] = key
        ? await em.execute<{ id: string; amount_ore: string; status: RefundStatus }[]>(
            'select id, amount_ore, status from order_refunds where order_id = ? and idempotency_key = ?',
            [order.id, key],
          )
        : [];
      if (earlier && asked !== undefined && asked !== Number(earlier.amount_ore)) {
        throw new UnprocessableError(msg('orders.refundKeyReused'), 'IDEMPOTENCY_KEY_REUSED');
      }
      if (earlier?.status === 'pending' || earlier?.status === 'completed') return null;
      if (earlier?.status === 'requested')
        throw new ConflictError(msg('orders.refundInProgress'), 'REFUND_IN_PROGRESS');

      const [sum] = await em.execute<{ refunded: string }[]>(
        `select coalesce(sum(amount_ore), 0) as refunded from order_refunds
         where order_id = ? and status <> 'failed'`,
        [order.id],
      );
      const left = totalOre - Number(sum?.refunded ?? 0);
      const amountOre = earlier ? Number(earlier.amount_ore) : (asked ?? left);
      if (left <= 0) throw new ConflictError(msg('orders.nothingToRefund'), 'NOTHING_TO_REFUND');
      if (amountOre > left) {
        throw new ConflictError(msg('orders.refundTooHigh', { left: money(left) }), 'REFUND_EXCEEDS_PAYMENT');
      }
      if (earlier) {
        await em.execute(`update order_refunds set status = 'requested' where id = ?`, [earlier.id]);
        return { id: earlier.id, amountOre };
      }
      const id = randomUUID();
      await em.execute(
        `insert into order_refunds (id, order_id, amount_ore, status, provider, idempotency_key, requested_by)
         values (?, ?, ?, 'requested', ?, ?, ?)`,
        [id, order.id, amountOre, providerId, key ?? null, actor.id],
      );
      return { id, amountOre };
    });
  }

  /**
   * The provider refused or could not be reached: the row stops counting, so the amount is free again;
   * a retry with the same Idempotency-Key reopens it and hands the provider the same key.
   */
  private async fail(attemptId: string, error: unknown): Promise<void> {
    await this.deps.em.execute(
      `update order_refunds set status = 'failed', raw = ? where id = ? and status = 'requested'`,
      [JSON.stringify({ error: error instanceof Error ? error.message : String(error) }), attemptId],
    );
  }

  /** Stores the provider's answer and queues the buyer's mail, in one transaction. */
  private async complete(orderId: string, attempt: Attempt, providerId: string, result: RefundResult) {
    const attemptId = attempt.id;
    await this.deps.em.transactional(async (em) => {
      const order = await this.lock(em, orderId);
      // The provider's webhook about this very refund may have been recorded first (and mailed):
      // that row gives way to ours, which holds the Idempotency-Key.
      const removed = await em.execute<{ id: string }[]>(
        `delete from order_refunds where provider = ? and provider_refund_id = ? and id <> ? returning id`,
        [providerId, result.refundId, attemptId],
      );
      await em.execute(`update order_refunds set status = ?, provider_refund_id = ?, raw = ? where id = ?`, [
        statusOf(result),
        result.refundId,
        JSON.stringify(result.raw),
        attemptId,
      ]);
      const detail = { refundId: attemptId, amountOre: attempt.amountOre, provider: providerId };
      await this.deps.orderLifecycle.record(em, order, { move: 'refund', detail });
      if (!removed.length)
        await this.deps.events.publishInTransaction(em, 'order.refunded', {
          orderId,
          refundId: attemptId,
          amountOre: attempt.amountOre,
        });
    });
  }

  /** Takes the order's row lock through the lifecycle (refunds of one order are made one at a time). */
  private lock(em: EntityManager, orderId: string): Promise<Order> {
    return this.deps.orderLifecycle.apply(em, orderId, [], msg('orders.deletedMeanwhile'));
  }

  private reload(id: string): Promise<Order> {
    return this.deps.em.findOneOrFail(OrderSchema, { id }, { populate: orderAnswerPopulate, refresh: true });
  }
}
