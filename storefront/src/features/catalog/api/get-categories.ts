import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { useRefreshOn } from '../../../lib/data-changed';

export const categoriesKey = 'categories';

export const getCategories = () => apiClient.call(endpoints.products.categories);

/** The category list loaded at start (sidebar, /categories, search filters). */
export function useCategories() {
  const categories = useSWR(categoriesKey, getCategories, { revalidateOnFocus: false });
  useRefreshOn('catalogue', categories.mutate, categoriesKey);
  return categories;
}
