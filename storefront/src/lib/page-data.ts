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
 * whole page, and each of them taken as fresh by every component that reads it while the app is still at the
 * page's address (the page's HTML was written for this request, so asking the API again would only fetch the
 * same answer, and meanwhile report the data as loading). That includes a screen drawn after its chunk has
 * arrived, which mounts after the shell has read the same answer. Once the app has moved to another address,
 * every component fetches as usual, also back at the first one.
 */
export function firstPageCache(): Pick<SWRConfiguration, 'fallback' | 'use'> {
  const fallback = pageData();
  const here = () => (typeof location === 'undefined' ? '' : location.pathname + location.search);
  const first = here();
  let left = false;
  const onFirstPage = () => {
    if (!left && here() !== first) left = true;
    return !left;
  };
  const freshFromPage: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const fromPage = onFirstPage() && unstable_serialize(key) in fallback;
    return useSWRNext(key, fetcher, fromPage ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback, use: [freshFromPage] };
}
