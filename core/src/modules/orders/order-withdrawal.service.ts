import type { EntityManager } from '@mikro-orm/postgresql';
import type { WithdrawalInput } from '@torget/contract';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors';
import type { EventBus } from '../../shared/event-bus';
import { moment, msg } from '../../shared/messages';
import type { User } from '../users/user.entity';
import {
  OrderSchema,
  OrderWithdrawalItemSchema,
  OrderWithdrawalSchema,
  orderAnswerPopulate,
  type Order,
} from './order.entity';
import {
  owedPerWithdrawal,
  withdrawalClosed,
  withdrawalDeadline,
  withdrawnQuantities,
} from './order-withdrawal';
import type { OrderService } from './order.service';
import type { OrderLifecycle } from './order-lifecycle';
import { lockOrder } from './order-lock';

interface Deps {
  em: EntityManager;
  events: EventBus;
  orders: OrderService;
  orderLifecycle: OrderLifecycle;
}

/** Each asked line as the order's item and how many of it: all that is left when no quantity was given. */
type Picked = { itemId: string; qty: number };

/**
 * The buyer's right of withdrawal (ångerrätt): from placing a paid (or delivered) order until the end of
 * the 14th day after delivery, by the server's clock, the buyer may withdraw from any of its lines, each
 * line at most as many as were bought. Checked and written under the order's row lock, so two withdrawals
 * at once cannot take the same items; the buyer's acknowledgement and the shop's mail are queued in the
 * same transaction. The shop refunds through the order's refunds.
 */
export class OrderWithdrawalService {
  constructor(private readonly deps: Deps) {}

  withdraw(actor: User, orderId: string, input: WithdrawalInput, now = new Date()): Promise<Order> {
    const notBuyer = () => new ForbiddenError(msg('orders.withdrawalNotBuyer'), 'NOT_THE_BUYER');
    return this.onOrderAs(actor, orderId, 'buyer', notBuyer, async (em, id) => {
      const { orderLifecycle } = this.deps;
      const order = await orderLifecycle.apply(em, id, [], msg('orders.deletedMeanwhile'));
      orderLifecycle.check(order, 'withdraw');
      this.checkPeriod(order, now);
      const picked = this.pick(order, input);
      const withdrawal = em.create(OrderWithdrawalSchema, { order, reason: input.reason, createdAt: now });
      for (const { itemId, qty } of picked)
        em.create(OrderWithdrawalItemSchema, { withdrawal, orderItem: itemId, qty });
      const detail = { withdrawalId: withdrawal.id, lines: picked };
      await orderLifecycle.record(em, order, { move: 'withdraw', at: now, detail }, actor.id);
      await em.flush();
      await this.deps.events.publishInTransaction(em, 'order.withdrawn', {
        orderId: order.id,
        withdrawalId: withdrawal.id,
      });
    });
  }

  /**
   * The order's shop says it refunded a withdrawal outside Torget (a payment it marked paid itself, such
   * as manual Swish, is paid back from its own account): recorded with the date, under the order's row
   * lock; the withdrawal is owed nothing more. Refused when it is already marked, or nothing is owed
   * for it (refunded through Torget, or nothing left of the payment).
   */
  markRefundedOutside(actor: User, orderId: string, withdrawalId: string, now = new Date()): Promise<Order> {
    const notShop = () => new ForbiddenError(msg('orders.withdrawalNotShop'), 'NOT_THE_SHOP');
    return this.onOrderAs(actor, orderId, 'seller', notShop, async (em, id) => {
      const { orderLifecycle } = this.deps;
      const order = await orderLifecycle.apply(em, id, [], msg('orders.deletedMeanwhile'));
      const withdrawal = withdrawalOf(order, withdrawalId);
      if (withdrawal.refundedOutsideAt)
        throw new ConflictError(
          msg('orders.withdrawalRefundedOutsideAlready', {
            date: moment(withdrawal.refundedOutsideAt, 'long'),
          }),
          'ALREADY_REFUNDED_OUTSIDE',
        );
      if (owedPerWithdrawal(order, order.items.getItems()).get(withdrawal.id) === 0)
        throw new ConflictError(msg('orders.withdrawalNothingToRefund'), 'NOTHING_TO_REFUND');
      withdrawal.refundedOutsideAt = now;
      const detail = { withdrawalId: withdrawal.id, outsideTorget: true };
      await orderLifecycle.record(em, order, { move: 'refund', at: now, detail }, actor.id);
      await em.flush();
    });
  }

  /**
   * The order's shop says a withdrawal's goods came back ('Retur mottagen'): the date is kept on the
   * withdrawal, under the order's row lock. Not a lifecycle move: the order's state neither allows nor
   * changes it (goods may come back before the shop marked them delivered), so it is not in order_events;
   * it is one withdrawal's fact beside its refund, like a refund outside Torget. Marked once: again is a 409.
   */
  markReturnReceived(actor: User, orderId: string, withdrawalId: string, now = new Date()): Promise<Order> {
    const notShop = () => new ForbiddenError(msg('orders.returnNotShop'), 'NOT_THE_SHOP');
    return this.onOrderAs(actor, orderId, 'seller', notShop, async (em, id) => {
      const order = await lockOrder(em, id, msg('orders.deletedMeanwhile'));
      const withdrawal = withdrawalOf(order, withdrawalId);
      if (withdrawal.returnReceivedAt)
        throw new ConflictError(
          msg('orders.returnReceivedAlready', { date: moment(withdrawal.returnReceivedAt, 'long') }),
          'RETURN_ALREADY_RECEIVED',
        );
      withdrawal.returnReceivedAt = now;
      await em.flush();
    });
  }

  /**
   * `work` on the order in one transaction, by its buyer or its shop only (anyone else gets `refused()`, after
   * the order service's own check that the caller may see the order at all); then the order as the database
   * has it, for the answer.
   */
  private async onOrderAs(
    actor: User,
    orderId: string,
    party: 'buyer' | 'seller',
    refused: () => ForbiddenError,
    work: (em: EntityManager, id: string) => Promise<void>,
  ): Promise<Order> {
    const found = await this.deps.orders.get(actor, orderId);
    if (found[party]?.id !== actor.id) throw refused();
    await this.deps.em.transactional((em) => work(em, found.id));
    return this.deps.em.findOneOrFail(
      OrderSchema,
      { id: found.id },
      { populate: orderAnswerPopulate, refresh: true },
    );
  }

  private checkPeriod(order: Order, now: Date): void {
    // Unpaid and undelivered orders are refused by the lifecycle before this.
    if (withdrawalClosed(order, now) === 'period_over') {
      const date = moment(withdrawalDeadline(order)!, 'long');
      throw new ConflictError(msg('orders.withdrawalPeriodOver', { date }), 'WITHDRAWAL_PERIOD_OVER');
    }
  }

  /** The asked lines, each checked against the order: its own line, with that many left to withdraw. */
  private pick(order: Order, input: WithdrawalInput): Picked[] {
    const items = new Map(order.items.getItems().map((item) => [item.id, item]));
    const taken = withdrawnQuantities(order.withdrawals.getItems());
    return input.items.map((asked) => {
      const itemId = typeof asked === 'string' ? asked : asked._id;
      const item = items.get(itemId);
      if (!item) throw new BadRequestError(msg('orders.withdrawalItemNotInOrder'), 'ITEM_NOT_IN_ORDER');
      const left = item.qty - (taken.get(itemId) ?? 0);
      if (left === 0)
        throw new ConflictError(
          msg('orders.withdrawalAlreadyMade', { name: item.name }),
          'ALREADY_WITHDRAWN',
        );
      const qty = typeof asked === 'string' ? left : asked.qty;
      if (qty > left)
        throw new BadRequestError(
          left < item.qty
            ? msg('orders.withdrawalTooManyPartly', {
                left,
                name: item.name,
                qty: item.qty,
                taken: item.qty - left,
              })
            : msg('orders.withdrawalTooMany', { left, name: item.name, qty: item.qty }),
          'WITHDRAWAL_EXCEEDS_ORDER',
        );
      return { itemId, qty };
    });
  }
}

/** A withdrawal of this order, or 404 (an id of another order's withdrawal is not found here either). */
function withdrawalOf(order: Order, withdrawalId: string) {
  const withdrawal = order.withdrawals.getItems().find((made) => made.id === withdrawalId);
  if (!withdrawal) throw new NotFoundError(msg('orders.withdrawalNotFound'), 'WITHDRAWAL_NOT_FOUND');
  return withdrawal;
}
