import { api, type SiteSettingsDto } from '@torget/contract';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const siteTextsKey = '/api/settings';

export const getSiteTexts = (): Promise<SiteSettingsDto> => apiClient.call(api.settings.get);

export function useSiteTexts() {
  return useSWR(siteTextsKey, getSiteTexts);
}
