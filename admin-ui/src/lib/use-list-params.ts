import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A list screen's state in the address (so it survives reloads and can be shared): `page` and any filters.
 * Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(filters: readonly K[]) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const values = Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const query = (n: number, changes: Partial<Record<K, string>> = {}) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...values, ...changes }) as [K, string][]) {
      if (value) next.set(key, value);
    }
    if (n > 1) next.set('page', String(n));
    return next;
  };
  /** Page `n` of this list with the current filters. */
  const hrefFor = (n: number) => `${pathname}?${query(n).toString()}`;
  const setFilters = (changes: Partial<Record<K, string>>) => setParams(query(1, changes));
  return { page, values, hrefFor, setFilters };
}
