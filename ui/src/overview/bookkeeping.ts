import type { ExportQuery } from '@torget/contract';
import { endpoints, type ApiClient } from '@torget/contract/browser';

/**
 * The bookkeeping CSV of the orders paid from `from` to `to` (the seller's own shop; an admin names a shop with
 * `seller`, or gets every shop's), handed to the browser as a download.
 */
export async function downloadOrdersCsv(client: ApiClient, { from, to, seller }: ExportQuery): Promise<void> {
  const file = await client.download(endpoints.overview.exportCsv, { query: { from, to, seller } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the file's URL is freed once it surely has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
