import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../products/product.entity';
import { ProductVariantSchema } from '../products/product-variant.entity';
import { UserSchema } from '../users/user.entity';
import { orderDeliveryProperties } from './order-delivery';

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
    withdrawals: () => p.oneToMany(OrderWithdrawalSchema).mappedBy('order').orderBy({ createdAt: 'asc' }),
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
    /** The discount code used, as the shop spelt it (null: none), and what it took off (goods or shipping). */
    discountCode: p.string().nullable(),
    discountOre: p.bigint('number').default(0),
    /** Whether the shop was VAT-registered when the order was placed: its receipt says so. */
    sellerVatRegistered: p.boolean().default(true),
    isPaid: p.boolean().default(false),
    paidAt: p.datetime().nullable(),
    /** Handed to a carrier (order-lifecycle.ts keeps these flags; delivered implies shipped). */
    isShipped: p.boolean().default(false),
    shippedAt: p.datetime().nullable(),
    isDelivered: p.boolean().default(false),
    deliveredAt: p.datetime().nullable(),
    /** What the payment provider reported when it verified the payment. */
    paymentResult: p.json<Record<string, unknown>>().nullable(),
    /** The buyer's Idempotency-Key: a retried POST finds this order instead of placing a second one. */
    idempotencyKey: p.string().nullable(),
    /** A hash of what that request asked for: the same key with another cart is refused, not answered. */
    idempotencyHash: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** How it travels: the delivery option chosen (as it was), its ombud, the shipment (issue 38). */
    ...orderDeliveryProperties,
  },
});
export type Order = InferEntity<typeof OrderSchema>;

/** The relations an order's answer shows (buyer, shop, items, refunds): load them wherever one is answered. */
export const orderAnswerPopulate = [
  'buyer',
  'seller',
  'items',
  'items.product',
  'refunds',
  'withdrawals',
  'withdrawals.items',
] as const;

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
    /** The VAT rate (per cent) the line was sold at, included in its prices; later product edits keep it. */
    vatRate: p.integer(),
    /** The variant sold; null without one (or once its product is deleted). */
    variant: () => p.manyToOne(ProductVariantSchema).nullable().deleteRule('set null'),
    /** The variant's name and the shop's SKU when sold ("Storlek M, Färg Grå"): history never changes. */
    variantLabel: p.text().default(''),
    sku: p.text().default(''),
    /** The line's share (whole line) of the discount code's part of the goods: paid = price × qty − this. */
    discountOre: p.bigint('number').default(0),
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

/**
 * A withdrawal from (part of) an order by its buyer, within the period (order-withdrawal.service.ts): what
 * was withdrawn, when and why. The shop then refunds through the order's refunds, or says it refunded outside Torget.
 */
export const OrderWithdrawalSchema = defineEntity({
  name: 'OrderWithdrawal',
  tableName: 'order_withdrawals',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    order: () => p.manyToOne(OrderSchema).deleteRule('cascade'),
    reason: p.text().default(''),
    items: () => p.oneToMany(OrderWithdrawalItemSchema).mappedBy('withdrawal'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the shop said it refunded the withdrawal outside Torget; it is owed nothing more then. */
    refundedOutsideAt: p.datetime().nullable(),
    /** When the shop marked the goods returned ('Retur mottagen'); its refund box then suggests the refund. */
    returnReceivedAt: p.datetime().nullable(),
  },
});
export type OrderWithdrawal = InferEntity<typeof OrderWithdrawalSchema>;

/** One withdrawn order line and how many of it. */
export const OrderWithdrawalItemSchema = defineEntity({
  name: 'OrderWithdrawalItem',
  tableName: 'order_withdrawal_items',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    withdrawal: () => p.manyToOne(OrderWithdrawalSchema).deleteRule('cascade'),
    orderItem: () => p.manyToOne(OrderItemSchema).deleteRule('cascade'),
    qty: p.integer(),
  },
});
export type OrderWithdrawalItem = InferEntity<typeof OrderWithdrawalItemSchema>;

/**
 * One step of an order's lifecycle (order-lifecycle.ts), written in the transaction that made it: what
 * happened, from which state to which, when and by whom (null: the payment provider or the system).
 */
export const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_events',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    order: () => p.manyToOne(OrderSchema).deleteRule('cascade'),
    move: p.string(),
    fromState: p.string(),
    toState: p.string(),
    at: p.datetime(),
    actor: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    detail: p.json<Record<string, unknown>>().nullable(),
  },
});
export type OrderEvent = InferEntity<typeof OrderEventSchema>;
