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
 * What the shop owes for the withdrawals and has not refunded yet (SEK; the server reckons it: refunds
 * made before a withdrawal do not count against it, and never more than is left of the payment), as far
 * as Torget can refund it.
 */
export const withdrawnUnrefunded = (order: Pick<OrderDto, 'withdrawal' | 'refundable'>): number =>
  Math.min(order.withdrawal.toRefund, order.refundable);

/**
 * What the refund box suggests: once the shop marked returns received ('Retur mottagen'), what is still
 * owed for those withdrawals (the goods are back; the others may wait for theirs), else all that is owed
 * for the withdrawals. Each withdrawal's `toRefund` is the server's; this only picks which to add.
 */
export function refundSuggestion(order: Pick<OrderDto, 'withdrawal' | 'refundable'>): {
  amount: number;
  returned: boolean;
} {
  const returned = order.withdrawal.made.filter((made) => made.returnReceived && made.toRefund > 0);
  if (!returned.length) return { amount: withdrawnUnrefunded(order), returned: false };
  const owed = returned.reduce((sum, made) => sum + Math.round(made.toRefund * 100), 0) / 100;
  return { amount: Math.min(owed, order.refundable), returned: true };
}
