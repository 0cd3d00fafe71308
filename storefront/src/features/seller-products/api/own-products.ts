import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';

export const ownProductsKey = (seller: string, pageNumber: number) =>
  ['own-products', seller, pageNumber] as const;

/** docs/product.md §2/§9: the seller's own products, 50 a page (the server's default page size). */
export const getOwnProducts = (seller: string, pageNumber: number) =>
  apiClient.call(endpoints.products.list, { query: { seller, pageNumber } });

export function useOwnProducts(seller: string, pageNumber: number) {
  const products = useSWR(ownProductsKey(seller, pageNumber), ([, id, page]) => getOwnProducts(id, page), {
    keepPreviousData: true,
  });
  useRefreshOn('catalogue', products.mutate, JSON.stringify(ownProductsKey(seller, pageNumber)));
  return products;
}
