import type { CallInput, api } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

type ListQuery = NonNullable<CallInput<typeof api.users.paged>['query']>;
type UpdateBody = CallInput<typeof api.users.adminUpdate>['body'];

/** Users a page at a time, by shop status and a part of name or email. */
export const useUsers = (query: ListQuery) => useCall(endpoints.users.paged, { query });

export const useUser = (id: string) => useCall(endpoints.users.get, { params: { id } });

export const updateUser = (id: string, body: UpdateBody) =>
  apiClient.call(endpoints.users.adminUpdate, { params: { id }, body });

export const deleteUser = (id: string) => apiClient.call(endpoints.users.remove, { params: { id } });

/** The trader details (DSA Art. 30) and what is missing before the shop may be approved. */
export const useTraderDetails = (id: string) => useCall(endpoints.trader.adminDetails, { params: { id } });

/** The copy of the ID document, never public: fetched with the admin's token and shown from memory. */
export const getIdDocument = (id: string) =>
  apiClient.download(endpoints.trader.idDocument, { params: { id } });
