import { unstable_serialize } from 'swr';

/**
 * What the server already read for this page (storefront/server/page-head.ts: a product and its shop, a shop),
 * as the data cache's fallback: the first render shows the whole page without asking the API again for it.
 * A page without it (Vite dev, tests) starts empty.
 */
export function pageData(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  try {
    const reads = JSON.parse(document.getElementById('torget-data')?.textContent || '[]') as [
      unknown[],
      unknown,
    ][];
    return Object.fromEntries(reads.map(([key, value]) => [unstable_serialize(key), value]));
  } catch {
    return {};
  }
}
