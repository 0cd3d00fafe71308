import type { TestApp, TestUser } from '../../../testing';

export interface ProductInput {
  name: string;
  price?: number;
  category?: string;
  brand?: string;
  countInStock?: number;
  shipping_price?: number;
  description?: string;
  image?: string;
  vat_rate?: number;
}

/** Creates a product through the API the way the seller screens do: blank create, then update. */
export async function createProduct(app: TestApp, seller: TestUser, input: ProductInput) {
  const created = await app.http.post('/api/products', undefined, { token: seller.token });
  if (created.status !== 201) throw new Error(`create failed: ${created.text}`);
  const updated = await app.http.put(
    `/api/products/${created.body._id}`,
    { price: 10, countInStock: 5, category: 'Övrigt', ...input },
    { token: seller.token },
  );
  if (updated.status !== 200) throw new Error(`update failed: ${updated.text}`);
  return updated.body as { _id: string; name: string; price: number };
}
