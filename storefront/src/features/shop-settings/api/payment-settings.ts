import type { PaymentSettingsDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const paymentSettingsKey = ['payment-settings'] as const;

/**
 * GET /api/users/profile/payment-settings: every installed payment method with the settings its plugin
 * declares, and this shop's values of them.
 */
export const getPaymentSettings = () => apiClient.call(endpoints.payments.settings);

export function usePaymentSettings() {
  return useSWR(paymentSettingsKey, getPaymentSettings);
}

/** PUT /api/users/profile/payment-settings: the server checks all values together and answers them all. */
export const savePaymentSettings = (values: PaymentSettingsDto['values']) =>
  apiClient.call(endpoints.payments.updateSettings, { body: { values } });
