import type { OrderDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/orders/{id}/withdrawal (the buyer): the order lines withdrawn, each by its id (all of it that
 * is left) or with how many of it, and the reason, if one was given. Answers the order with the withdrawal in it.
 */
export const withdrawOrder = (
  id: string,
  items: (string | { _id: string; qty: number })[],
  reason: string,
): Promise<OrderDto> =>
  apiClient.call(endpoints.orders.withdraw, { params: { id }, body: { items, reason } });

/**
 * POST /api/orders/{id}/withdrawals/{withdrawalId}/refunded-outside (the order's shop): the shop paid the
 * withdrawal back outside Torget. Answers the order.
 */
export const markWithdrawalRefundedOutside = (id: string, withdrawalId: string): Promise<OrderDto> =>
  apiClient.call(endpoints.orders.withdrawalRefundedOutside, { params: { id, withdrawalId } });

/**
 * POST /api/orders/{id}/withdrawals/{withdrawalId}/return-received (the order's shop): the withdrawn goods
 * came back ('Retur mottagen'). Answers the order.
 */
export const markWithdrawalReturnReceived = (id: string, withdrawalId: string): Promise<OrderDto> =>
  apiClient.call(endpoints.orders.withdrawalReturnReceived, { params: { id, withdrawalId } });
