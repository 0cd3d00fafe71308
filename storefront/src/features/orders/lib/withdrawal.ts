import type { OrderDto } from '@torget/contract';

/** An order line as the withdrawal step offers it: how many of it are left to withdraw. */
export interface WithdrawableLine {
  _id: string;
  name: string;
  left: number;
}

/** The order's lines with what earlier withdrawals left of them; lines fully withdrawn are not offered. */
export function withdrawableLines(order: Pick<OrderDto, 'orderItems' | 'withdrawal'>): WithdrawableLine[] {
  const taken = new Map<string, number>();
  for (const made of order.withdrawal.made)
    for (const item of made.items) taken.set(item._id, (taken.get(item._id) ?? 0) + item.qty);
  return order.orderItems
    .map((item) => ({ _id: item._id, name: item.name, left: item.qty - (taken.get(item._id) ?? 0) }))
    .filter((line) => line.left > 0);
}

/**
 * What the shop owes for the withdrawals and has not refunded yet (SEK, never below 0, never more than it
 * can still refund through Torget): the amount its refund box suggests.
 */
export function withdrawnUnrefunded(order: Pick<OrderDto, 'withdrawal' | 'refunds' | 'refundable'>): number {
  const owed = order.withdrawal.made.reduce((sum, made) => sum + made.amount, 0);
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const cents = Math.round((owed - refunded) * 100);
  return Math.max(0, Math.min(cents, Math.round(order.refundable * 100))) / 100;
}
