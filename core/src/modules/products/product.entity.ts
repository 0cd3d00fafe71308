import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../users/user.entity';
import { ProductVariantSchema } from './product-variant.entity';

/** An option (Storlek, Färg) and its values in the seller's order. */
export interface ProductOption {
  name: string;
  values: string[];
}

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
    /** The cover, always `images[0]` (or empty): the spec's one image. */
    image: p.string().default(''),
    /** The gallery, cover first, up to 8 (docs/product.md "Sizes, colours and photos"). */
    images: p.json<string[]>().onCreate(() => []),
    /** Up to 3 options with their values in the seller's order; empty: no variants. */
    options: p.json<ProductOption[]>().onCreate(() => []),
    /** Its variants, archived ones included (product-variants.ts writes them). */
    variants: () => p.oneToMany(ProductVariantSchema).mappedBy('product'),
    brand: p.string().default(''),
    category: p.string().default(''),
    description: p.text().default(''),
    /** With variants: the lowest variant price (product-variants.ts keeps it). */
    priceOre: p.integer().default(0),
    shippingPriceOre: p.integer().default(0),
    shippingInfo: p.string().default(''),
    /** The VAT (per cent) included in the prices: 25, 12, 6, or 0 (always 0 in a shop not VAT-registered). */
    vatRate: p.integer().default(25),
    /** With variants: their total stock (product-stock.ts keeps it). */
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
