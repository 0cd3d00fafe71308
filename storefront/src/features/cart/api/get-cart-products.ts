import type { ProductDto } from '@torget/contract';
import { ApiError, endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** A cart line's product as the server has it now; null when it is no longer for sale. */
export type CurrentProduct = Omit<ProductDto, 'reviews'> | null;

export const cartProductsKey = (ids: string[]) => (ids.length ? (['cart-products', ...ids] as const) : null);

export const getProduct = (id: string) => apiClient.call(endpoints.products.get, { params: { id } });

/** The current figures of every product in the cart (a 404 means it is gone: shop closed or deleted). */
export async function getCartProducts(ids: string[]): Promise<Map<string, CurrentProduct>> {
  const answers = await Promise.all(
    ids.map((id) =>
      getProduct(id).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    ),
  );
  return new Map(ids.map((id, i) => [id, answers[i] ?? null]));
}

export function useCartProducts(ids: string[]) {
  return useSWR(cartProductsKey(ids), ([, ...productIds]) => getCartProducts(productIds), {
    revalidateOnFocus: false,
  });
}
