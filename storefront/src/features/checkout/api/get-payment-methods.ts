import type { PaymentMethodOption } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';

export const paymentMethodsKey = (shopId: string | undefined) =>
  shopId ? (['payment-methods', shopId] as const) : null;

/**
 * GET /api/shops/{id}/payment-methods: the methods the cart's shop takes now, as the server decides it (the
 * payment plugins' eligibility and the seller's settings); the storefront applies no rule of its own.
 */
export const getPaymentMethods = (shopId: string): Promise<PaymentMethodOption[]> =>
  apiClient.call(endpoints.payments.methods, { params: { id: shopId } }).then((answer) => answer.methods);

export function usePaymentMethods(shopId: string | undefined) {
  const methods = useSWR(paymentMethodsKey(shopId), ([, id]) => getPaymentMethods(id));
  useRefreshOn('shop', methods.mutate, JSON.stringify(paymentMethodsKey(shopId)));
  return methods;
}

/**
 * The method to preselect: the buyer's earlier choice while the shop still takes it, else the server's first
 * (the spec's default order, which the payment plugins declare).
 */
export function defaultPaymentMethod(methods: PaymentMethodOption[], chosen: string | null): string | null {
  if (chosen && methods.some((method) => method.id === chosen)) return chosen;
  return methods[0]?.id ?? null;
}
