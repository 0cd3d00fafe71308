import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const googleConfigKey = ['config', 'google'] as const;

/** The Maps key; empty when the site has none (then there is no map). */
export function useGoogleConfig() {
  return useSWR(googleConfigKey, () => apiClient.call(endpoints.config.google));
}
