import type { DeliveryOptionDto, ServicePointListDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const deliveryOptionsKey = (shopId: string | undefined) =>
  shopId ? (['delivery-options', shopId] as const) : null;

/** GET /api/shops/{id}/delivery-options: what the cart's shop offers now (empty: the standard shipping). */
export function useDeliveryOptions(shopId: string | undefined) {
  return useSWR(deliveryOptionsKey(shopId), ([, id]) =>
    apiClient
      .call(endpoints.delivery.shopOptions, { params: { id } })
      .then((answer): DeliveryOptionDto[] => answer.options),
  );
}

/** GET /api/delivery-options/{id}/service-points: the 5 nearest, nearest first (or the carrier's refusal in words). */
export const getServicePoints = (optionId: string, postalCode: string): Promise<ServicePointListDto> =>
  apiClient.call(endpoints.delivery.servicePoints, { params: { optionId }, query: { postalCode } });
