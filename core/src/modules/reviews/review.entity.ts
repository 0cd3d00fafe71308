import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../products/product.entity';
import { UserSchema } from '../users/user.entity';

/** A buyer's review of a product (docs/product.md §3). One per user and product. */
export const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(ProductSchema).deleteRule('cascade'),
    /** The author; a deleted account leaves its reviews (with the name they were written under). */
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    name: p.string(),
    rating: p.integer(),
    comment: p.text(),
    /** Written by a buyer with a paid order of the product ("Verified purchase"); see review.service.ts. */
    verified: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Review = InferEntity<typeof ReviewSchema>;
