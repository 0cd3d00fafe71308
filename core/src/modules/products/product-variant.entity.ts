import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from './product.entity';

/**
 * One combination of a product's option values on sale (docs/product.md "Sizes, colours and photos").
 * Written only by the products module: product-variants.service.ts and product-stock.ts.
 */
export const ProductVariantSchema = defineEntity({
  name: 'ProductVariant',
  tableName: 'product_variants',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(ProductSchema).deleteRule('cascade'),
    /** The product's shop, so a SKU can be unique within the shop (a product never changes shop). */
    sellerId: p.uuid(),
    position: p.integer(),
    /** Option name → value. */
    options: p.json<Record<string, string>>(),
    /** The combination in lower case in the product's option order: one variant per combination on sale. */
    optionKey: p.text(),
    sku: p.text().default(''),
    gtin: p.text().default(''),
    priceOre: p.integer(),
    countInStock: p.integer().default(0),
    image: p.text().default(''),
    /** Removed by its seller while an order names it: kept for the order, never sold or shown. */
    archived: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ProductVariant = InferEntity<typeof ProductVariantSchema>;
