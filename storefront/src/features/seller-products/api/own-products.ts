import type { StockTodo } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';

export const ownProductsKey = (seller: string, pageNumber: number) =>
  ['own-products', seller, pageNumber] as const;

/** docs/product.md §2/§9: the seller's own products, 50 a page (the server's default page size). */
export const getOwnProducts = (seller: string, pageNumber: number) =>
  apiClient.call(endpoints.products.list, { query: { seller, pageNumber } });

/** The seller's products; `null` asks for nothing (the page shows a to-do's products instead). */
export function useOwnProducts(seller: string | null, pageNumber: number) {
  const key = seller === null ? null : ownProductsKey(seller, pageNumber);
  const products = useSWR(key, ([, id, page]) => getOwnProducts(id, page), { keepPreviousData: true });
  useRefreshOn('catalogue', products.mutate, JSON.stringify(key));
  return products;
}

export const stockTodoProductsKey = (todo: StockTodo, pageNumber: number) =>
  ['own-products', 'todo', todo, pageNumber] as const;

/** The seller's products of one of the overview's stock to-dos (low on or out of stock), 50 a page. */
export const getStockTodoProducts = (todo: StockTodo, pageNumber: number) =>
  apiClient.call(endpoints.products.mine, { query: { todo, pageNumber } });

export function useStockTodoProducts(todo: StockTodo | undefined, pageNumber: number) {
  const key = todo ? stockTodoProductsKey(todo, pageNumber) : null;
  const products = useSWR(key, ([, , only, page]) => getStockTodoProducts(only, page), {
    keepPreviousData: true,
  });
  useRefreshOn('catalogue', products.mutate, JSON.stringify(key));
  return products;
}
