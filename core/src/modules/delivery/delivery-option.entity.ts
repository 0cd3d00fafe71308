import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DeliveryKind, DeliveryPricing } from '@torget/contract';
import { UserSchema } from '../users/user.entity';

/**
 * One way a shop delivers (docs/product.md "Delivery"): its name and estimate in both languages, how it is
 * priced (öre, per order or per item, free above an amount), and for a service point option the carrier
 * plugin and that carrier's settings. Only this module writes the table.
 */
export const DeliveryOptionSchema = defineEntity({
  name: 'DeliveryOption',
  tableName: 'delivery_options',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    shop: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    nameSv: p.string(),
    nameEn: p.string(),
    kind: p.string().$type<DeliveryKind>(),
    carrier: p.string().nullable(),
    priceOre: p.bigint('number'),
    pricing: p.string().$type<DeliveryPricing>(),
    freeOverOre: p.bigint('number').nullable(),
    estimateSv: p.string().default(''),
    estimateEn: p.string().default(''),
    openingHoursSv: p.string().default(''),
    openingHoursEn: p.string().default(''),
    position: p.integer(),
    settings: p.json<Record<string, string | boolean>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DeliveryOption = InferEntity<typeof DeliveryOptionSchema>;
