import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const incomingOrdersKey = (seller: string, pageNumber: number) =>
  ['incoming-orders', seller, pageNumber] as const;

/** The seller's incoming orders, newest first, 50 a page (the server answers only the caller's own as a seller). */
export const getIncomingOrders = (seller: string, pageNumber: number) =>
  apiClient.call(endpoints.orders.paged, { query: { seller, pageNumber } });

export function useIncomingOrders(seller: string, pageNumber: number) {
  return useSWR(incomingOrdersKey(seller, pageNumber), ([, id, page]) => getIncomingOrders(id, page), {
    keepPreviousData: true,
  });
}

export const deleteOrder = (id: string) => apiClient.call(endpoints.orders.remove, { params: { id } });
