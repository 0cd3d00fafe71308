import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';
import { shopKey } from '../../../lib/page-reads';

export { shopKey };

export const getShop = (id: string) => apiClient.call(endpoints.shops.shop, { params: { id } });

/** An open shop's public page data: its look, texts and contact details. */
export function useShop(id: string | undefined) {
  const shop = useSWR(id ? shopKey(id) : null, ([, shopId]) => getShop(shopId));
  useRefreshOn('shop', shop.mutate, JSON.stringify(id ? shopKey(id) : null));
  return shop;
}
