import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from './api-client';
import { session, useSession } from './session';

export const ownAccountKey = (id: string) => ['account', id] as const;

export const getAccount = (id: string) => apiClient.call(endpoints.users.get, { params: { id } });

/**
 * The signed-in user's own account as the server has it now (shop status, seller fields). The stored session
 * may be older (an admin opened the shop since): when the flags differ they are copied into the session, so the
 * My Shop menu and the seller screens appear without signing in again.
 */
export function useOwnAccount() {
  const user = useSession();
  return useSWR(user ? ownAccountKey(user._id) : null, async ([, id]) => {
    const account = await getAccount(id);
    const current = session.user();
    if (
      current &&
      current._id === account._id &&
      (current.is_seller !== account.is_seller || current.wants_to_be_seller !== account.wants_to_be_seller)
    ) {
      session.signIn({
        ...current,
        is_seller: account.is_seller,
        wants_to_be_seller: account.wants_to_be_seller,
      });
    }
    return account;
  });
}
