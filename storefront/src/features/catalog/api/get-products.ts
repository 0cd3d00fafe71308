import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';
import { productsKey, type ProductsQuery } from '../../../lib/page-reads';

export { productsKey, type ProductsQuery };

export const getProducts = (query: ProductsQuery) => apiClient.call(endpoints.products.list, { query });

/** A page of products of open shops (search, home, shop pages); a product card shows its shop's look too. */
export function useProducts(query: ProductsQuery) {
  const products = useSWR(productsKey(query), ([, q]) => getProducts(q), { keepPreviousData: true });
  const id = JSON.stringify(productsKey(query));
  useRefreshOn('catalogue', products.mutate, id);
  useRefreshOn('shop', products.mutate, id);
  return products;
}
