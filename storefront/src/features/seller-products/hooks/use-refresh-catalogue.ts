import { useSWRConfig } from 'swr';

const CATALOGUE_KEYS = new Set(['own-products', 'products', 'product', 'categories']);

/** After a product changes, every cached product list and product page is fetched again. */
export function useRefreshCatalogue() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) =>
      Array.isArray(key) ? CATALOGUE_KEYS.has(String(key[0])) : CATALOGUE_KEYS.has(String(key)),
    );
}
