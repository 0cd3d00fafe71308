import type { ProductSafetyDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { productSafetyKey } from '../../../lib/page-reads';

/**
 * A product's safety information (GPSR): manufacturer, responsible person in the EU, identifier, warnings.
 * `own`: read by its seller (the edit screen), signed in, so a product not yet listed is found too.
 */
export function useProductSafety(id: string, { own = false } = {}) {
  return useSWR(own ? [...productSafetyKey(id), 'own'] : productSafetyKey(id), () =>
    apiClient.call(endpoints.productSafety.get, { params: { id } }, { signedIn: own }),
  );
}

export const saveProductSafety = (id: string, body: ProductSafetyDto) =>
  apiClient.call(endpoints.productSafety.update, { params: { id }, body });
