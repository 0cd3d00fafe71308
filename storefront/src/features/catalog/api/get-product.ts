import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';
import { productKey } from '../../../lib/page-reads';

export { productKey };

export const getProduct = (id: string) => apiClient.call(endpoints.products.get, { params: { id } });

/** A product with its reviews. */
export function useProduct(id: string) {
  const product = useSWR(productKey(id), ([, productId]) => getProduct(productId));
  useRefreshOn('catalogue', product.mutate, JSON.stringify(productKey(id)));
  return product;
}
