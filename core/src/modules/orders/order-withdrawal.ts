import { WITHDRAWAL_DAYS, type OrderWithdrawalDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import { endOfStockholmDayAfter } from '../../shared/stockholm-time';
import { countsAgainstPayment, refundLeftOre } from './order-refunds';
import type { Order, OrderItem, OrderWithdrawal } from './order.entity';
import { nextState, stateOf } from './order-lifecycle';
import { returnToOf } from './order-return';

type PeriodOrder = Pick<Order, 'isPaid' | 'isShipped' | 'isDelivered' | 'deliveredAt'>;

/**
 * The end of the right of withdrawal: the end of the 14th day after the day of delivery, Stockholm time.
 * Null while the order is not delivered, or delivered without a date: the period is still running.
 */
export function withdrawalDeadline(order: PeriodOrder): Date | null {
  return order.isDelivered && order.deliveredAt
    ? endOfStockholmDayAfter(order.deliveredAt, WITHDRAWAL_DAYS)
    : null;
}

/**
 * Why the order cannot be withdrawn from now, if so: its state does not allow it (the lifecycle's table:
 * not paid and not delivered), or the period is over.
 */
export function withdrawalClosed(order: PeriodOrder, now: Date): 'unpaid' | 'period_over' | undefined {
  if (!nextState(stateOf(order), 'withdraw')) return 'unpaid';
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

/**
 * What `qty` units of an order line were paid, in öre: price and shipping, less the line's share of a
 * discount code for those units rounded up (never more than was paid; all units together give exactly
 * the line's share back). order_withdrawals_owed (migration 20261127150001) reckons the same in SQL.
 */
export function withdrawnLineOre(item: OrderItem, qty: number): number {
  const share = Math.floor((item.discountOre * qty + item.qty - 1) / item.qty);
  return (item.priceOre + item.shippingPriceOre) * qty - share;
}

/** What a withdrawal's lines were paid with their shipping, in öre: what the shop refunds for it. */
function withdrawalOre(withdrawal: OrderWithdrawal, byId: Map<string, OrderItem>): number {
  return withdrawal.items.getItems().reduce((sum, line) => {
    const item = byId.get(line.orderItem.id);
    return sum + (item ? withdrawnLineOre(item, line.qty) : 0);
  }, 0);
}

/** An event of an order's withdrawal balance; at the same millisecond, a withdrawal comes first. */
type BalanceEvent = { at: number; kind: number; id: string; ore: number };
const WITHDRAWN = 0;
const REFUNDED = 1;
const MARKED_OUTSIDE = 2;

/**
 * What the shop still owes for each withdrawal (öre, by id), in time order: a withdrawal owes its lines'
 * price and shipping; a refund (not failed) pays the withdrawals still owed, oldest first, and what it
 * pays beyond them was for something else (a refund before any withdrawal, say) and is not carried over;
 * a withdrawal the shop marks refunded outside Torget owes nothing from then on. All together owe no
 * more than is left of the payment to refund: the newest give way first. Instants count to the
 * millisecond; at the same one a withdrawal comes before a refund (which is then for it), and a refund
 * before a mark. This is the TypeScript of the one reckoning SQL's `order_withdrawals_owed` makes
 * (orders migration 20261127120002), which keeps the to-do list and the overview: a test compares the
 * two on random histories (withdrawal-refunds.test.ts).
 */
export function owedPerWithdrawal(order: Order, items: OrderItem[]): Map<string, number> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const withdrawals = order.withdrawals.getItems();
  const events: BalanceEvent[] = [
    ...withdrawals.map((withdrawal) => ({
      at: withdrawal.createdAt.getTime(),
      kind: WITHDRAWN,
      id: withdrawal.id,
      ore: withdrawalOre(withdrawal, byId),
    })),
    ...order.refunds
      .getItems()
      .filter(countsAgainstPayment)
      .map((refund) => ({
        at: refund.createdAt.getTime(),
        kind: REFUNDED,
        id: refund.id,
        ore: refund.amountOre,
      })),
    ...withdrawals.flatMap((withdrawal) =>
      withdrawal.refundedOutsideAt
        ? [{ at: withdrawal.refundedOutsideAt.getTime(), kind: MARKED_OUTSIDE, id: withdrawal.id, ore: 0 }]
        : [],
    ),
  ].sort((a, b) => a.at - b.at || a.kind - b.kind || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // In the order they were made: what refunds pay first and what gives way last.
  const owed = new Map<string, number>();
  for (const event of events) {
    if (event.kind === WITHDRAWN) owed.set(event.id, event.ore);
    else if (event.kind === MARKED_OUTSIDE) {
      if (owed.has(event.id)) owed.set(event.id, 0);
    } else {
      let paying = event.ore;
      for (const [id, ore] of owed) {
        if (paying <= 0) break;
        const paid = Math.min(paying, ore);
        owed.set(id, ore - paid);
        paying -= paid;
      }
    }
  }
  for (const withdrawal of withdrawals) if (withdrawal.refundedOutsideAt) owed.set(withdrawal.id, 0);
  let excess = [...owed.values()].reduce((sum, ore) => sum + ore, 0) - refundLeftOre(order);
  for (const [id, ore] of [...owed].toReversed()) {
    if (excess <= 0) break;
    const cut = Math.min(excess, ore);
    owed.set(id, ore - cut);
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

/**
 * The order's withdrawals and period as its answer shows them (`withdrawals.items`, `refunds` and `seller`
 * loaded), with where the goods go back once a withdrawal is made.
 */
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
      returnReceived: withdrawal.returnReceivedAt?.toISOString() ?? null,
    })),
    toRefund: oreToSek(withdrawalsOwedOre(order, items)),
    returnTo: withdrawals.length ? returnToOf(order.seller, order.shopName) : null,
  };
}
