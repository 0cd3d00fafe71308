import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from './api-client';
import { useRefreshOn } from './data-changed';
import { categoriesKey } from './page-reads';

export const getCategories = () => apiClient.call(endpoints.products.categories);

/**
 * The category list loaded at start: the shell's sidebar (components/shell), /categories, search filters and the
 * product form. Here, not in a feature, because shared components read it too.
 */
export function useCategories() {
  const categories = useSWR(categoriesKey, getCategories, { revalidateOnFocus: false });
  useRefreshOn('catalogue', categories.mutate, categoriesKey);
  return categories;
}
