import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../products/product.entity';
import { UserSchema } from '../users/user.entity';

/**
 * An order (docs/product.md §3). It keeps its own copies of what was bought and of the shop's name, so later
 * product edits or deleted accounts never change a past order. Money is integer öre (sums in bigint).
 */
export const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    buyer: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    seller: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    shopName: p.string(),
    items: () => p.oneToMany(OrderItemSchema).mappedBy('order').orderBy({ position: 'asc' }),
    refunds: () => p.oneToMany(OrderRefundSchema).mappedBy('order').orderBy({ createdAt: 'asc' }),
    shippingFullName: p.string(),
    shippingAddress: p.string(),
    shippingCity: p.string(),
    shippingPostalCode: p.string(),
    shippingCountry: p.string(),
    paymentMethod: p.string(),
    itemsOre: p.bigint('number'),
    shippingOre: p.bigint('number'),
    taxOre: p.bigint('number'),
    totalOre: p.bigint('number'),
    isPaid: p.boolean().default(false),
    paidAt: p.datetime().nullable(),
    isDelivered: p.boolean().default(false),
    deliveredAt: p.datetime().nullable(),
    /** What the payment provider reported when it verified the payment. */
    paymentResult: p.json<Record<string, unknown>>().nullable(),
    /** The buyer's Idempotency-Key: a retried POST finds this order instead of placing a second one. */
    idempotencyKey: p.string().nullable(),
    /** A hash of what that request asked for: the same key with another cart is refused, not answered. */
    idempotencyHash: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Order = InferEntity<typeof OrderSchema>;

/** The relations an order's answer shows (buyer, shop, items, refunds): load them wherever one is answered. */
export const orderAnswerPopulate = ['buyer', 'seller', 'items', 'items.product', 'refunds'] as const;

export const OrderItemSchema = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    order: () => p.manyToOne(OrderSchema).deleteRule('cascade'),
    /** Null once the product is deleted; the item keeps its name, image and price. */
    product: () => p.manyToOne(ProductSchema).nullable().deleteRule('set null'),
    position: p.integer(),
    name: p.string(),
    image: p.string(),
    qty: p.integer(),
    priceOre: p.integer(),
    shippingPriceOre: p.integer(),
  },
});
export type OrderItem = InferEntity<typeof OrderItemSchema>;

/** Where a refund stands; `requested` and `failed` are Torget's own (before or instead of the provider's answer). */
export type RefundStatus = 'requested' | 'pending' | 'completed' | 'failed';

/**
 * A refund of (part of) an order's payment through its provider. Written by the payments module's
 * RefundService with SQL under the order's row lock; read here so the order's answer lists its refunds.
 */
export const OrderRefundSchema = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refunds',
  properties: {
    id: p.uuid().primary(),
    order: () => p.manyToOne(OrderSchema).deleteRule('cascade'),
    amountOre: p.bigint('number'),
    status: p.string().$type<RefundStatus>(),
    provider: p.string(),
    providerRefundId: p.string().nullable(),
    createdAt: p.datetime(),
  },
});
export type OrderRefund = InferEntity<typeof OrderRefundSchema>;
