import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { topSellersKey } from '../../../lib/page-reads';

export { topSellersKey };

export const getTopSellers = () => apiClient.call(endpoints.shops.topSellers);

export function useTopSellers() {
  return useSWR(topSellersKey, getTopSellers);
}
