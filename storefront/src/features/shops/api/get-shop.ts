import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const shopKey = (id: string) => ['shop', id] as const;

export const getShop = (id: string) => apiClient.call(endpoints.shops.shop, { params: { id } });

/** An open shop's public page data: its look, texts and contact details. */
export function useShop(id: string | undefined) {
  return useSWR(id ? shopKey(id) : null, ([, shopId]) => getShop(shopId));
}
