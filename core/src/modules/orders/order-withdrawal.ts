import { WITHDRAWAL_DAYS, type OrderWithdrawalDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import { endOfStockholmDayAfter } from '../../shared/stockholm-time';
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

/** The order's withdrawals and period as its answer shows them (`withdrawals.items` loaded). */
export function toWithdrawalDto(order: Order, items: OrderItem[], now = new Date()): OrderWithdrawalDto {
  const withdrawals = order.withdrawals.getItems();
  const byId = new Map(items.map((item) => [item.id, item]));
  const taken = withdrawnQuantities(withdrawals);
  const left = items.some((item) => item.qty > (taken.get(item.id) ?? 0));
  const deadline = withdrawalDeadline(order);
  return {
    deadline: deadline?.toISOString() ?? null,
    available: left && withdrawalClosed(order, now) === undefined,
    made: withdrawals.map((withdrawal) => {
      const lines = withdrawal.items.getItems().map((line) => {
        const item = byId.get(line.orderItem.id);
        return { _id: line.orderItem.id, name: item?.name ?? '', qty: line.qty, item };
      });
      const amountOre = lines.reduce(
        (sum, { item, qty }) => sum + (item ? (item.priceOre + item.shippingPriceOre) * qty : 0),
        0,
      );
      return {
        _id: withdrawal.id,
        date: withdrawal.createdAt.toISOString(),
        reason: withdrawal.reason,
        items: lines.map(({ _id, name, qty }) => ({ _id, name, qty })),
        amount: oreToSek(amountOre),
      };
    }),
  };
}
