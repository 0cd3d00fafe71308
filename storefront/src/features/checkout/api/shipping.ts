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

/** The address's fields as the server names them: in the body below, and as the `field` of a refusal. */
export const serverAddressFields = {
  fullName: 'shipping_full_name',
  address: 'shipping_address',
  postalCode: 'shipping_postal_code',
  city: 'shipping_city',
  country: 'shipping_country',
} as const satisfies Record<keyof ShippingAddress, string>;

type AddressBody = { [K in keyof ShippingAddress as (typeof serverAddressFields)[K]]: string };

/** Saves the address on the account (docs/product.md §7 save_shipping_address). */
export const saveShippingAddress = (userId: string, address: ShippingAddress) =>
  apiClient.call(endpoints.users.saveShippingAddress, {
    body: {
      _id: userId,
      ...(Object.fromEntries(
        Object.entries(serverAddressFields).map(([name, server]) => [
          server,
          address[name as keyof ShippingAddress],
        ]),
      ) as AddressBody),
    },
  });
