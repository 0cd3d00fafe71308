import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const topSellersKey = 'top-sellers';

export const getTopSellers = () => apiClient.call(endpoints.shops.topSellers);

export function useTopSellers() {
  return useSWR(topSellersKey, getTopSellers);
}
