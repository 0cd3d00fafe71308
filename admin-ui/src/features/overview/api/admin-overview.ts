import type { ExportQuery, OverviewRange } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { downloadOrdersCsv } from '@torget/ui';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const adminOverviewKey = (range: OverviewRange) => ['admin-overview', range] as const;

export const getAdminOverview = (range: OverviewRange) =>
  apiClient.call(endpoints.overview.admin, { query: { range } });

/** The marketplace's overview (admins only). */
export function useAdminOverview(range: OverviewRange) {
  return useSWR(adminOverviewKey(range), ([, period]) => getAdminOverview(period), {
    keepPreviousData: true,
  });
}

/** The bookkeeping CSV of one shop (`seller`) or, without it, of every shop. */
export const downloadMarketplaceCsv = (query: ExportQuery) => downloadOrdersCsv(apiClient, query);
