import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const profileKey = (id: string | undefined) => (id ? (['account', id] as const) : null);

export function useProfile(id: string | undefined) {
  return useSWR(profileKey(id), ([, userId]) =>
    apiClient.call(endpoints.users.get, { params: { id: userId } }),
  );
}

/** PUT /api/users/profile; an empty password keeps the current one. Answers the user with a new token. */
export const updateProfile = (body: { userId: string; name: string; email: string; password: string }) =>
  apiClient.call(endpoints.users.profile, { body });
