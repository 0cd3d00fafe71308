import type { PaymentMethod } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const paymentMethodsKey = (shopId: string | undefined) =>
  shopId ? (['payment-methods', shopId] as const) : null;

/**
 * Which payment methods the cart's shop takes. THE ONE PLACE the storefront decides this, until the contract
 * has a call that answers it: the shop's public flags (has_swish, has_paypal) and whether PayPal is configured
 * on this server (an empty client id means no PayPal provider). The server re-checks on Place Order.
 */
export async function getPaymentMethods(shopId: string): Promise<PaymentMethod[]> {
  const [shop, paypal] = await Promise.all([
    apiClient.call(endpoints.shops.shop, { params: { id: shopId } }),
    apiClient.call(endpoints.config.paypal).catch(() => ({ clientId: '' })),
  ]);
  const methods: PaymentMethod[] = [];
  if (shop.seller.has_swish) methods.push('Swish');
  if (shop.seller.has_paypal && paypal.clientId) methods.push('PayPal');
  return methods;
}

export function usePaymentMethods(shopId: string | undefined) {
  return useSWR(paymentMethodsKey(shopId), ([, id]) => getPaymentMethods(id));
}

/** SPEC §5/§9: the payment screen's default is Swish, else PayPal, else the first offered. */
export function defaultPaymentMethod(methods: PaymentMethod[]): PaymentMethod | null {
  if (methods.includes('Swish')) return 'Swish';
  if (methods.includes('PayPal')) return 'PayPal';
  return methods[0] ?? null;
}
