import type { DataExportDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const dataExportKey = (id: string | undefined) => (id ? (['data-export', id] as const) : null);

/** Where the caller's data export stands; asked again every 2 s while it is being made. */
export function useDataExport(userId: string | undefined) {
  return useSWR(dataExportKey(userId), () => apiClient.call(endpoints.privacy.exportState, {}), {
    refreshInterval: (latest?: DataExportDto) => (latest?.status === 'working' ? 2000 : 0),
  });
}

/** POST /api/users/me/export: a background job makes the zip (and mails its link). */
export const startDataExport = () => apiClient.call(endpoints.privacy.startExport, {});

/** DELETE /api/users/me with the password typed again; `reviews` says what becomes of the person's reviews. */
export const deleteAccount = (body: { password: string; reviews: 'keep' | 'remove' }) =>
  apiClient.call(endpoints.privacy.deleteAccount, { body });
