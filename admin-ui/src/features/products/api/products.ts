import type { CallInput, api } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

type ListQuery = NonNullable<CallInput<typeof api.products.all>['query']>;
type UpdateBody = CallInput<typeof api.products.update>['body'];

/** Every shop's products, open or closed, 50 a page (docs/product.md §9). */
export const useAdminProducts = (query: ListQuery) => useCall(endpoints.products.all, { query });

export const useProduct = (id: string) => useCall(endpoints.products.get, { params: { id } });

export const updateProduct = (id: string, body: UpdateBody) =>
  apiClient.call(endpoints.products.update, { params: { id }, body });

export const deleteProduct = (id: string) => apiClient.call(endpoints.products.remove, { params: { id } });

/** Uploads a product image; answers its path (the kit's ImageUpload turns a 413 into docs/product.md §8's words). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await apiClient.call(endpoints.uploads.image, {}, { form })).image;
}
