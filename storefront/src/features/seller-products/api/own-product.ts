import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const ownProductKey = (id: string) => ['own-product', id] as const;

/**
 * The seller's own product for its edit screen. The product call is public (the client sends no token), but
 * a blank product not saved yet, or a closed shop's product, is shown to its seller only: send the token.
 */
export const getOwnProduct = (id: string) =>
  apiClient.call(
    endpoints.products.get,
    { params: { id } },
    { headers: { authorization: `Bearer ${session.token() ?? ''}` } },
  );

export function useOwnProduct(id: string) {
  return useSWR(ownProductKey(id), ([, productId]) => getOwnProduct(productId));
}
