import { endpoints } from '@torget/contract/browser';
import type { ProductFormValues } from '@torget/ui';
import { apiClient } from '../../../lib/api-client';

/** docs/product.md §4: the server creates a blank product in the caller's shop (plan limits apply). */
export const createProduct = () => apiClient.call(endpoints.products.create);

export const updateProduct = (id: string, values: ProductFormValues) =>
  apiClient.call(endpoints.products.update, { params: { id }, body: values });

export const deleteProduct = (id: string) => apiClient.call(endpoints.products.remove, { params: { id } });
