import { WITHDRAWAL_DAYS, type OrderWithdrawalDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import { endOfStockholmDayAfter } from '../../shared/stockholm-time';
import { countsAgainstPayment, refundLeftOre } from './order-refunds';
import type { Order, OrderItem, OrderWithdrawal } from './order.entity';

type PeriodOrder = Pick<Order, 'isPaid' | 'isDelivered' | 'deliveredAt'>;

/**
 * The end of the right of withdrawal: the end of the 14th day after the day of delivery, Stockholm time.
 * Null while the order is not delivered, or delivered without a date: the period is still running.
 */
export function withdrawalDeadline(order: PeriodOrder): Date | null {
  return order.isDelivered && order.deliveredAt
    ? endOfStockholmDayAfter(order.deliveredAt, WITHDRAWAL_DAYS)
    : null;
}

/** Why the order cannot be withdrawn from now (unpaid and undelivered, or the period is over), if so. */
export function withdrawalClosed(order: PeriodOrder, now: Date): 'unpaid' | 'period_over' | undefined {
  if (!order.isPaid && !order.isDelivered) return 'unpaid';
  const deadline = withdrawalDeadline(order);
  return deadline && now > deadline ? 'period_over' : undefined;
}

/** How many of each order line (by id) withdrawals already took. */
export function withdrawnQuantities(withdrawals: OrderWithdrawal[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const withdrawal of withdrawals)
    for (const item of withdrawal.items.getItems()) {
      const id = item.orderItem.id;
      taken.set(id, (taken.get(id) ?? 0) + item.qty);
    }
  return taken;
}

/** What a withdrawal's lines cost with their shipping, in öre: what the shop refunds for it. */
function withdrawalOre(withdrawal: OrderWithdrawal, byId: Map<string, OrderItem>): number {
  return withdrawal.items.getItems().reduce((sum, line) => {
    const item = byId.get(line.orderItem.id);
    return sum + (item ? (item.priceOre + item.shippingPriceOre) * line.qty : 0);
  }, 0);
}

/**
 * What the shop still owes for each withdrawal (öre, by id): its amount less the refunds (not failed)
 * made since it. Each refund pays the oldest withdrawal still owed at its time; what it pays beyond what
 * was owed then was for something else (a refund before any withdrawal, say) and is not carried over.
 * A withdrawal the shop marked refunded outside Torget is owed nothing, and all together are owed no
 * more than is left of the payment to refund. `order-todo.ts` reckons the same total in SQL.
 */
export function owedPerWithdrawal(order: Order, items: OrderItem[]): Map<string, number> {
  const byId = new Map(items.map((item) => [item.id, item]));
  type Event = { at: number; withdrawal?: OrderWithdrawal; refundOre?: number };
  const events: Event[] = [
    ...order.withdrawals.getItems().map((withdrawal) => ({ at: withdrawal.createdAt.getTime(), withdrawal })),
    ...order.refunds
      .getItems()
      .filter(countsAgainstPayment)
      .map((refund) => ({ at: refund.createdAt.getTime(), refundOre: refund.amountOre })),
  ];
  // A withdrawal and a refund at the same instant: the refund is for the withdrawal.
  events.sort((a, b) => a.at - b.at || (a.withdrawal ? -1 : 0) - (b.withdrawal ? -1 : 0));
  const owed = new Map<string, number>();
  const queue: string[] = [];
  for (const event of events) {
    if (event.withdrawal) {
      owed.set(event.withdrawal.id, withdrawalOre(event.withdrawal, byId));
      queue.push(event.withdrawal.id);
      continue;
    }
    let paying = event.refundOre ?? 0;
    while (paying > 0 && queue.length) {
      const id = queue[0]!;
      const paid = Math.min(paying, owed.get(id)!);
      owed.set(id, owed.get(id)! - paid);
      paying -= paid;
      if (owed.get(id) === 0) queue.shift();
    }
  }
  for (const withdrawal of order.withdrawals.getItems())
    if (withdrawal.refundedOutsideAt) owed.set(withdrawal.id, 0);
  // Never more than is left of the payment to refund: the newest withdrawals give way first.
  let excess = [...owed.values()].reduce((sum, ore) => sum + ore, 0) - refundLeftOre(order);
  for (const withdrawal of order.withdrawals.getItems().toReversed()) {
    if (excess <= 0) break;
    const cut = Math.min(excess, owed.get(withdrawal.id)!);
    owed.set(withdrawal.id, owed.get(withdrawal.id)! - cut);
    excess -= cut;
  }
  return owed;
}

/**
 * What the shop still owes for the order's withdrawals, in öre, never more than is left of the payment
 * to refund: what its refund box suggests, and what keeps the order on its withdrawals to handle.
 */
export const withdrawalsOwedOre = (order: Order, items: OrderItem[]): number =>
  [...owedPerWithdrawal(order, items).values()].reduce((sum, ore) => sum + ore, 0);

/** The order's withdrawals and period as its answer shows them (`withdrawals.items` and `refunds` loaded). */
export function toWithdrawalDto(order: Order, items: OrderItem[], now = new Date()): OrderWithdrawalDto {
  const withdrawals = order.withdrawals.getItems();
  const byId = new Map(items.map((item) => [item.id, item]));
  const taken = withdrawnQuantities(withdrawals);
  const left = items.some((item) => item.qty > (taken.get(item.id) ?? 0));
  const deadline = withdrawalDeadline(order);
  const owed = owedPerWithdrawal(order, items);
  return {
    deadline: deadline?.toISOString() ?? null,
    available: left && withdrawalClosed(order, now) === undefined,
    made: withdrawals.map((withdrawal) => ({
      _id: withdrawal.id,
      date: withdrawal.createdAt.toISOString(),
      reason: withdrawal.reason,
      items: withdrawal.items.getItems().map((line) => ({
        _id: line.orderItem.id,
        name: byId.get(line.orderItem.id)?.name ?? '',
        qty: line.qty,
      })),
      amount: oreToSek(withdrawalOre(withdrawal, byId)),
      toRefund: oreToSek(owed.get(withdrawal.id) ?? 0),
      refundedOutside: withdrawal.refundedOutsideAt?.toISOString() ?? null,
    })),
    toRefund: oreToSek(withdrawalsOwedOre(order, items)),
  };
}
