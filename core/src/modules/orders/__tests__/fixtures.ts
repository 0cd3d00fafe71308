import type { TestApp, TestUser } from '../../../testing';
import { createProduct, type ProductInput } from '../../products/__tests__/fixtures';

export const address = {
  fullName: 'Karin Kund',
  address: 'Storgatan 12',
  city: 'Göteborg',
  postalCode: '411 38',
  country: 'Sverige',
};

export interface Shop {
  seller: TestUser;
  products: { _id: string; name: string; price: number }[];
}

/** A Swish shop (plan 2) with the given products. */
export async function createShop(
  app: TestApp,
  products: ProductInput[],
  options: { name?: string } = {},
): Promise<Shop> {
  const seller = await app.createUser({
    seller: { plan: 2, hasSwish: true, name: options.name ?? 'Butiken' },
  });
  const made = [];
  for (const product of products) made.push(await createProduct(app, seller, product));
  return { seller, products: made };
}

export const orderBody = (items: { product: string; qty: number }[], paymentMethod = 'Swish') => ({
  orderItems: items,
  shippingAddress: address,
  paymentMethod,
});
