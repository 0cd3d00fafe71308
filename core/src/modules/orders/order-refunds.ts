import type { PaymentProvider } from '../../plugins/payment.provider';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import type { Order, OrderRefund } from './order.entity';

/** Refunds that take money back from what was paid: made, underway or being asked for (not failed). */
export const countsAgainstPayment = (refund: Pick<OrderRefund, 'status'>) => refund.status !== 'failed';

/** What is left of the order's payment to refund, in öre (`refunds` loaded). */
export function refundLeftOre(order: Order): number {
  if (!order.isPaid) return 0;
  const refunded = order.refunds
    .getItems()
    .filter(countsAgainstPayment)
    .reduce((sum, refund) => sum + refund.amountOre, 0);
  return Math.max(order.totalOre - refunded, 0);
}

/**
 * The provider that can refund the order's payment through Torget, with its payment id: the provider
 * that verified the payment (recorded by `settle`), still installed and offering `refund`. Undefined for
 * orders the shop marked paid itself or whose provider cannot refund: the shop refunds those outside Torget.
 */
export function refundChannel(
  order: Order,
  providers: Pick<PaymentRegistry, 'forMethod'>,
): { provider: PaymentProvider & Required<Pick<PaymentProvider, 'refund'>>; paymentId: string } | undefined {
  const provider = providers.forMethod(order.paymentMethod);
  const result = order.paymentResult;
  if (!provider?.refund || result?.provider !== provider.id || typeof result.id !== 'string')
    return undefined;
  return {
    provider: provider as PaymentProvider & Required<Pick<PaymentProvider, 'refund'>>,
    paymentId: result.id,
  };
}

/** What the order's answer offers to refund through Torget, in öre. */
export const refundableOre = (order: Order, providers: Pick<PaymentRegistry, 'forMethod'>) =>
  refundChannel(order, providers) ? refundLeftOre(order) : 0;
