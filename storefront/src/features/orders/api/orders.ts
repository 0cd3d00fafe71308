import type { OrderDto, OrderStatusInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const orderKey = (id: string) => ['order', id] as const;

export const getOrder = (id: string) => apiClient.call(endpoints.orders.get, { params: { id } });

/** One order; while it is unpaid it is asked for again now and then, so a seller's confirmation shows up. */
export function useOrder(id: string) {
  return useSWR(orderKey(id), ([, orderId]) => getOrder(orderId), {
    refreshInterval: (order?: OrderDto) => (order && !order.isPaid ? 15_000 : 0),
  });
}

export const myOrdersKey = ['orders', 'mine'] as const;

export function useMyOrders() {
  return useSWR(myOrdersKey, () => apiClient.call(endpoints.orders.mine));
}

export const deleteOrder = (id: string) => apiClient.call(endpoints.orders.remove, { params: { id } });

/** docs/product.md §7 PUT /api/orders/{id}/update: the seller marks an order paid (when its shop marks it paid) and/or delivered. */
export const updateOrderStatus = (id: string, body: OrderStatusInput) =>
  apiClient.call(endpoints.orders.updateStatus, { params: { id }, body });

/**
 * POST /api/orders/{id}/refund (the shop or an admin): `amount` in SEK (all that is left when left out);
 * `key` is the attempt's Idempotency-Key, sent again on a retry so the provider refunds once.
 */
export const refundOrder = (id: string, amount: number | undefined, key: string) =>
  apiClient.call(endpoints.orders.refund, {
    params: { id },
    body: amount === undefined ? {} : { amount },
    headers: { 'idempotency-key': key },
  });
