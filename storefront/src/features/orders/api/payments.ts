import type { OrderDto } from '@torget/contract';
import { ApiError, endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const paymentStartKey = (orderId: string | null) =>
  orderId ? (['payment-start', orderId] as const) : null;

/**
 * POST /api/orders/{id}/payment: what this order's payment method needs from the buyer (safe to repeat);
 * `payer` is her number at the provider when an app switch asked for it.
 */
export const startPayment = (orderId: string, payer?: string) =>
  apiClient.call(endpoints.payments.start, { params: { id: orderId }, body: payer ? { payer } : {} });

export function usePaymentStart(orderId: string | null) {
  return useSWR(paymentStartKey(orderId), ([, id]) => startPayment(id), { revalidateOnFocus: false });
}

/** PUT /api/orders/{id}/pay: hands the provider's result to the server, which verifies it with the provider. */
export const confirmPayment = (orderId: string, result: Record<string, unknown>) =>
  apiClient.call(endpoints.orders.pay, { params: { id: orderId }, body: result });

export const paypalConfigKey = ['config', 'paypal'] as const;

export function usePayPalConfig(needed = true) {
  return useSWR(needed ? paypalConfigKey : null, () => apiClient.call(endpoints.config.paypal));
}

/** Where a payment the provider confirms itself stands, as the order page's waiting UI reads it. */
export type PaymentStatus =
  | { state: 'paid'; order: OrderDto }
  | { state: 'pending' }
  /** Ended unpaid (declined, cancelled, timed out): `message` says why, in the reader's language. */
  | { state: 'failed'; message: string }
  /** Paid meanwhile by another way in (a webhook, another tab): read the order again. */
  | { state: 'already_paid' };

/**
 * PUT /api/orders/{id}/pay with an empty body: the server asks the provider where the payment stands
 * (the contract's `await_approval`). Its "not yet" and "ended unpaid" answers are 400s with a code,
 * read here as states; anything else (a network fault, a 5xx) stays an error, and the next poll retries.
 */
export async function checkPayment(orderId: string): Promise<PaymentStatus> {
  try {
    return { state: 'paid', order: await confirmPayment(orderId, {}) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'PAYMENT_PENDING') return { state: 'pending' };
    if (error.code === 'ALREADY_PAID') return { state: 'already_paid' };
    if (error.code === 'PAYMENT_DECLINED') return { state: 'failed', message: error.message };
    throw error;
  }
}

/** One key per payment attempt, so an answer about an earlier attempt never shows for a newer one. */
export const paymentStatusKey = (orderId: string, attempt: number, active: boolean) =>
  active ? (['payment-status', orderId, attempt] as const) : null;

/** How often the page asks while the buyer approves in her app. */
export const PAYMENT_POLL_MS = 3000;

/**
 * Asks every few seconds while `active` and the payment is pending, and at once when the page is shown
 * again (back from the app); stops at a final answer.
 */
export function usePaymentStatus(orderId: string, attempt: number, active: boolean) {
  return useSWR(paymentStatusKey(orderId, attempt, active), ([, id]) => checkPayment(id), {
    refreshInterval: (latest) => (latest && latest.state !== 'pending' ? 0 : PAYMENT_POLL_MS),
    dedupingInterval: 1000,
    revalidateOnFocus: true,
  });
}
