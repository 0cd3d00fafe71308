import type { SiteSettingsDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

export const useSiteSettings = () => useCall(endpoints.settings.get, {});

export const updateSiteSettings = (body: SiteSettingsDto) =>
  apiClient.call(endpoints.settings.update, { body });
