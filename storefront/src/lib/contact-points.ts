import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from './api-client';
import { contactPointsKey } from './page-reads';

export const getContactPoints = () => apiClient.call(endpoints.settings.contactPoints);

/**
 * The marketplace's contact points (the product safety contact point, GPSR Art. 22): the footer on every page
 * and the terms page read them. The storefront's server puts them in each page's first HTML
 * (server/page-head.ts), so the footer is whole in the first render.
 */
export function useContactPoints() {
  return useSWR(contactPointsKey, getContactPoints, { revalidateOnFocus: false });
}
