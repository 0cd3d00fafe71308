import type { OrderDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/orders/{id}/withdrawal (the buyer): the order lines withdrawn, each by its id (all of it that
 * is left), and the reason, if one was given. Answers the order with the withdrawal in it.
 */
export const withdrawOrder = (id: string, items: string[], reason: string): Promise<OrderDto> =>
  apiClient.call(endpoints.orders.withdraw, { params: { id }, body: { items, reason } });
