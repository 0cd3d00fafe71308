import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's state in the address (so it survives reloads and can be shared): `page` and any filters.
 * Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(filters: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const values = Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const hrefFor = (n: number, changes: Partial<Record<K, string>> = {}) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...values, ...changes }) as [K, string][]) {
      if (value) next.set(key, value);
    }
    if (n > 1) next.set('page', String(n));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const setFilters = (changes: Partial<Record<K, string>>) =>
    setParams(new URLSearchParams(hrefFor(1, changes).slice(1)));
  return { page, values, hrefFor, setFilters };
}
