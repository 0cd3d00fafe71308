import type { ProductSafetyDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { productSafetyKey } from '../../../lib/page-reads';

/** A product's safety information (GPSR): manufacturer, responsible person in the EU, identifier, warnings. */
export function useProductSafety(id: string) {
  return useSWR(productSafetyKey(id), () => apiClient.call(endpoints.productSafety.get, { params: { id } }));
}

export const saveProductSafety = (id: string, body: ProductSafetyDto) =>
  apiClient.call(endpoints.productSafety.update, { params: { id }, body });
