import type { OverviewRange } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

export const shopOverviewKey = (range: OverviewRange) => ['shop-overview', range] as const;

/** The signed-in seller's overview (the server answers only the caller's own shop). */
export const getShopOverview = (range: OverviewRange) =>
  apiClient.call(endpoints.overview.shop, { query: { range } });

export function useShopOverview(range: OverviewRange) {
  return useSWR(shopOverviewKey(range), ([, period]) => getShopOverview(period), { keepPreviousData: true });
}

/** Fetches the bookkeeping CSV of orders paid from `from` to `to` and hands it to the browser as a download. */
export async function downloadOrdersCsv(from: string, to: string): Promise<void> {
  const file = await apiClient.download(endpoints.overview.exportCsv, { query: { from, to } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
