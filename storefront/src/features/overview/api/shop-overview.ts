import type { ExportQuery, OverviewRange } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { downloadOrdersCsv } from '@torget/ui';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const shopOverviewKey = (range: OverviewRange) => ['shop-overview', range] as const;

/** The signed-in seller's overview (the server answers only the caller's own shop). */
export const getShopOverview = (range: OverviewRange) =>
  apiClient.call(endpoints.overview.shop, { query: { range } });

export function useShopOverview(range: OverviewRange) {
  return useSWR(shopOverviewKey(range), ([, period]) => getShopOverview(period), { keepPreviousData: true });
}

/** The shop's bookkeeping CSV for a period (the server exports only the caller's own shop). */
export const downloadShopCsv = (query: ExportQuery) => downloadOrdersCsv(apiClient, query);
