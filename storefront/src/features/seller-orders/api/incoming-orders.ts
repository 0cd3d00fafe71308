import type { OrderTodo } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const incomingOrdersKey = (seller: string, pageNumber: number, todo?: OrderTodo) =>
  ['incoming-orders', seller, pageNumber, todo] as const;

/**
 * The seller's incoming orders, 50 a page (the server answers only the caller's own as a seller): newest
 * first, or only those of one of the overview's to-dos (not delivered: oldest first, as it counts them).
 */
export const getIncomingOrders = (seller: string, pageNumber: number, todo?: OrderTodo) =>
  apiClient.call(endpoints.orders.paged, {
    query: {
      seller,
      pageNumber,
      ...(todo && { todo, order: todo === 'not_delivered' || todo === 'to_ship' ? 'oldest' : 'newest' }),
    },
  });

export function useIncomingOrders(seller: string, pageNumber: number, todo?: OrderTodo) {
  return useSWR(
    incomingOrdersKey(seller, pageNumber, todo),
    ([, id, page, only]) => getIncomingOrders(id, page, only),
    { keepPreviousData: true },
  );
}

export const deleteOrder = (id: string) => apiClient.call(endpoints.orders.remove, { params: { id } });
