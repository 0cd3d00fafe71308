import { useEffect } from 'react';
import { unstable_serialize, type Key, type Middleware, type SWRConfiguration } from 'swr';

/**
 * What the server already read for this page (storefront/server/page-head.ts: a product and its shop, a shop
 * and its products, a search's or the home page's products, the shell's categories), by serialized data key.
 * A page without it (Vite dev, tests) starts empty.
 */
export function pageData(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  try {
    const reads = JSON.parse(document.getElementById('torget-data')?.textContent || '[]') as [Key, unknown][];
    return Object.fromEntries(reads.map(([key, value]) => [unstable_serialize(key), value]));
  } catch {
    return {};
  }
}

/**
 * The data cache's settings for the first page: its answers as the fallback, so the first render shows the
 * whole page, and each of them taken as fresh by the first component that reads it (the page's HTML was
 * written for this request, so asking the API again would only fetch the same answer, and meanwhile report
 * the data as loading). A component that mounts later, on another screen or after this one unmounted,
 * fetches as usual.
 */
export function firstPageCache(): Pick<SWRConfiguration, 'fallback' | 'use'> {
  const fallback = pageData();
  const unread = new Set(Object.keys(fallback));
  const freshFromPage: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    const fromPage = unread.has(id);
    useEffect(() => {
      unread.delete(id);
    }, [id]);
    return useSWRNext(key, fetcher, fromPage ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback, use: [freshFromPage] };
}
