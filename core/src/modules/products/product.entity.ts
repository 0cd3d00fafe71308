import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../users/user.entity';

/** A product in a seller's shop (docs/product.md §3). Prices are integer öre; the API speaks SEK. */
export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The owning seller; deleting the seller deletes their products (orders keep their own copies). */
    seller: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    name: p.string(),
    image: p.string().default(''),
    brand: p.string().default(''),
    category: p.string().default(''),
    description: p.text().default(''),
    priceOre: p.integer().default(0),
    shippingPriceOre: p.integer().default(0),
    shippingInfo: p.string().default(''),
    /** The VAT (per cent) included in the prices: 25, 12, 6, or 0 (always 0 in a shop not VAT-registered). */
    vatRate: p.integer().default(25),
    countInStock: p.integer().default(0),
    rating: p.double().default(0),
    numReviews: p.integer().default(0),
    /** Blank from 'Create Product' and never saved: seen only by its seller and admins, pruned later. */
    draft: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Product = InferEntity<typeof ProductSchema>;
