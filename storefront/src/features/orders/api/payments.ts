import { endpoints } from '@torget/contract/browser';
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
