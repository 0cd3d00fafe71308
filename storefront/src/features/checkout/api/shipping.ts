import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import type { ShippingAddress } from '../../../lib/cart-store';

export const accountKey = (id: string | undefined) => (id ? (['account', id] as const) : null);

/** The signed-in user's account, for the address saved on it. */
export function useAccount(id: string | undefined) {
  return useSWR(accountKey(id), ([, userId]) =>
    apiClient.call(endpoints.users.get, { params: { id: userId } }),
  );
}

/** Saves the address on the account (docs/product.md §7 save_shipping_address). */
export const saveShippingAddress = (userId: string, address: ShippingAddress) =>
  apiClient.call(endpoints.users.saveShippingAddress, {
    body: {
      _id: userId,
      shipping_full_name: address.fullName,
      shipping_address: address.address,
      shipping_postal_code: address.postalCode,
      shipping_city: address.city,
      shipping_country: address.country,
    },
  });
