import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DiscountKind } from '@torget/contract';
import { UserSchema } from '../users/user.entity';

/**
 * A shop's discount code. `code` keeps the shop's spelling; it is unique per shop case-insensitively (an
 * index on lower(code)). `value` is whole per cent for `percent`, öre for `amount`, 0 for `free_shipping`.
 */
export const DiscountCodeSchema = defineEntity({
  name: 'DiscountCode',
  tableName: 'discount_codes',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    shop: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    code: p.string(),
    kind: p.string().$type<DiscountKind>(),
    value: p.bigint('number'),
    minOrderOre: p.bigint('number').nullable(),
    startsAt: p.datetime().nullable(),
    endsAt: p.datetime().nullable(),
    maxUses: p.integer().nullable(),
    oncePerCustomer: p.boolean().default(false),
    paused: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DiscountCode = InferEntity<typeof DiscountCodeSchema>;
