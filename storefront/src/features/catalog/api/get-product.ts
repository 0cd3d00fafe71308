import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';

export const productKey = (id: string) => ['product', id] as const;

export const getProduct = (id: string) => apiClient.call(endpoints.products.get, { params: { id } });

/** A product with its reviews. */
export function useProduct(id: string) {
  const product = useSWR(productKey(id), ([, productId]) => getProduct(productId));
  useRefreshOn('catalogue', product.mutate, JSON.stringify(productKey(id)));
  return product;
}
