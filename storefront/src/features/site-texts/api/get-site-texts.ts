import type { SiteSettingsDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const siteTextsKey = 'site-texts';

export const getSiteTexts = (): Promise<SiteSettingsDto> => apiClient.call(endpoints.settings.get);

/** The site-wide texts edited under Admin / Settings (all sanitized HTML). */
export function useSiteTexts() {
  return useSWR(siteTextsKey, getSiteTexts);
}
