import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';
import { categoriesKey } from '../../../lib/page-reads';

export { categoriesKey };

export const getCategories = () => apiClient.call(endpoints.products.categories);

/** The category list loaded at start (sidebar, /categories, search filters). */
export function useCategories() {
  const categories = useSWR(categoriesKey, getCategories, { revalidateOnFocus: false });
  useRefreshOn('catalogue', categories.mutate, categoriesKey);
  return categories;
}
