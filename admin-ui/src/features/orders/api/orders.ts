import type { CallInput, api } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

type ListQuery = NonNullable<CallInput<typeof api.orders.paged>['query']>;

/** All orders, a page at a time, newest or oldest first. */
export const useOrders = (query: ListQuery) => useCall(endpoints.orders.paged, { query });

export const deleteOrder = (id: string) => apiClient.call(endpoints.orders.remove, { params: { id } });
