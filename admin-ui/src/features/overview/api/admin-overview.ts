import type { OverviewRange } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
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

/** The bookkeeping CSV of one shop (or, without `seller`, every shop), handed to the browser as a download. */
export async function downloadOrdersCsv(from: string, to: string, seller?: string): Promise<void> {
  const file = await apiClient.download(endpoints.overview.exportCsv, { query: { from, to, seller } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
