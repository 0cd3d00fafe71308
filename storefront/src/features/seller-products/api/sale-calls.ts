import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

/** Starts (or replaces) the product's sale; the server computes its prior price and refuses one not below it. */
export const startSale = (id: string, body: { price: number | string; endsAt?: string | null }) =>
  apiClient.call(endpoints.products.startSale, { params: { id }, body });

export const endSale = (id: string) => apiClient.call(endpoints.products.endSale, { params: { id } });
