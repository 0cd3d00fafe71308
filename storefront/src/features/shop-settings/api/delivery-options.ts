import type { DeliveryOptionDto, DeliveryOptionInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

const key = ['delivery-options', 'mine'] as const;

/** GET /api/shops/me/delivery-options: the seller's own options, by position. */
export function useMyDeliveryOptions() {
  return useSWR(key, () =>
    apiClient.call(endpoints.delivery.mine).then((answer): DeliveryOptionDto[] => answer.options),
  );
}

/** GET /api/carriers: the installed carriers and their options' settings. */
export function useInstalledCarriers() {
  return useSWR(['carriers'], () =>
    apiClient.call(endpoints.delivery.carriers).then((answer) => answer.carriers),
  );
}

export const saveDeliveryOption = (id: string | null, body: DeliveryOptionInput) =>
  id
    ? apiClient.call(endpoints.delivery.update, { params: { id }, body })
    : apiClient.call(endpoints.delivery.create, { body });

export const removeDeliveryOption = (id: string) =>
  apiClient.call(endpoints.delivery.remove, { params: { id } }).then((answer) => answer.options);
