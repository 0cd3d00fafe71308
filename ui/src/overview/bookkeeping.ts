import type { ExportQuery } from '@torget/contract';
import { endpoints, type ApiClient } from '@torget/contract/browser';
import { saveFile } from '../save-file';

/**
 * The bookkeeping CSV of the orders paid from `from` to `to` (the seller's own shop; an admin names a shop with
 * `seller`, or gets every shop's), handed to the browser as a download.
 */
export async function downloadOrdersCsv(client: ApiClient, { from, to, seller }: ExportQuery): Promise<void> {
  const file = await client.download(endpoints.overview.exportCsv, { query: { from, to, seller } });
  saveFile(file, `orders-${from}-${to}.csv`);
}
