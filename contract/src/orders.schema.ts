import { z } from 'zod';
import { calendarDate, idSchema, requiredText, swedishPostalCode, wholeNumber } from './common';
import { POSTAL_CODE_MAX } from './rules/address';
import { paymentMethodIdSchema } from './payments.schema';
import { sekAmount } from './products.schema';
import { dateOrderQuery, pageOf, pageQuery } from './paging.schema';
import { orderTodos } from './todo-filters';
import { vatLineSchema } from './vat.schema';
import { deliveryChoiceFields, orderDeliverySchema } from './delivery.schema';
import { orderWithdrawalSchema } from './withdrawal.schema';
import { discountCodeText, orderDiscountSchema } from './promotions.schema';

/**
 * An order's payment method: the id of a method a payment plugin brings (see `paymentMethodIdSchema`;
 * `GET /api/shops/:id/payment-methods` lists those a shop takes).
 */
export type PaymentMethod = string;

export const shippingAddressSchema = z
  .object({
    fullName: requiredText('Please enter your full name.'),
    address: requiredText('Please enter your address.'),
    city: requiredText('Please enter your city.'),
    postalCode: requiredText('Please enter your postal code.', POSTAL_CODE_MAX),
    country: requiredText('Please enter your country.'),
  })
  .superRefine(swedishPostalCode('postalCode', 'country'));

/** An Idempotency-Key header: 1–200 printable characters the client chooses per attempt. */
const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1–200 printable characters.')
  .optional();

/**
 * Placing an order's headers. `idempotency-key`: chosen by the client per checkout; a retry with the
 * same key answers the first order instead of placing a second one.
 */
export const placeOrderHeaders = z.object({ 'idempotency-key': idempotencyKey });

/**
 * POST /api/orders. The cart's names, images and prices may be sent (docs/product.md §7) but only product ids,
 * variants and quantities are used: the server prices the order from the catalogue.
 */
export const placeOrderBody = z.object({
  orderItems: z
    .array(
      z.object({
        product: idSchema,
        /** The chosen variant, required for a product with variants (its `variants[]._id`). */
        variant: z
          .union([z.literal(''), idSchema])
          .nullish()
          .transform((value) => value || undefined)
          .optional(),
        qty: wholeNumber('Quantity must be a whole number of 1 or more.').pipe(
          z
            .number()
            .min(1, 'Quantity must be a whole number of 1 or more.')
            .max(10_000, 'Quantity is too high (max 10 000).'),
        ),
      }),
      { error: 'Cart is empty' },
    )
    .min(1, 'Cart is empty')
    .max(100, 'Too many items in one order'),
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodIdSchema,
  /** A code of the shop's (case does not matter); the order is not placed when it does not apply. */
  discountCode: z
    .union([z.literal(''), discountCodeText])
    .nullish()
    .transform((value) => value || undefined)
    .optional(),
  /** The shop's delivery option and, for an ombud option, the point (GET /api/delivery-options/{id}/service-points). */
  ...deliveryChoiceFields,
  itemsPrice: z.unknown().optional(),
  shippingPrice: z.unknown().optional(),
  taxPrice: z.unknown().optional(),
  totalPrice: z.unknown().optional(),
});
export type PlaceOrderInput = z.output<typeof placeOrderBody>;

/**
 * A refund of (part of) an order's payment, made through its payment provider from Torget or on the
 * provider's side. `pending` while the provider has accepted it but the money is still on its way.
 */
export const orderRefundSchema = z.object({
  /** SEK. */
  amount: z.number(),
  /** When it was made (ISO 8601). */
  date: z.string(),
  status: z.enum(['pending', 'completed']),
});
export type OrderRefundDto = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderItems: z.array(
    z.object({
      /** The order line's id (a withdrawal names the lines it withdraws). */
      _id: z.string(),
      name: z.string(),
      qty: z.number().int(),
      image: z.string(),
      price: z.number(),
      shipping_price: z.number(),
      /** The VAT rate (per cent) the line was sold at, included in its prices. */
      vat_rate: z.number().int(),
      product: z.string().nullable(),
      /** The variant sold (its id), null for a product without variants. */
      variant: z.string().nullable(),
      /** The variant as it was named when sold ("Storlek M, Färg Grå"); empty without one. */
      variantLabel: z.string(),
      /** The shop's article number when sold; empty when none. */
      sku: z.string(),
    }),
  ),
  shippingAddress: z.object({
    fullName: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  paymentMethod: z.string(),
  /**
   * True when the shop marks this order paid by hand (its payment method's money arrives outside the
   * provider, straight to the shop's account): the seller's update form then offers Paid and its date.
   * False: only the provider's verified payment marks it paid.
   */
  shopMarksPaid: z.boolean(),
  /** The goods after the discount code's part (`discount`). */
  itemsPrice: z.number(),
  shippingPrice: z.number(),
  /** The discount code the order used and what it took off (SEK); null without one. */
  discount: orderDiscountSchema.nullable(),
  /** Always 0: Swedish prices include VAT, which `vatLines` shows. */
  taxPrice: z.number(),
  totalPrice: z.number(),
  /**
   * The VAT included in `totalPrice` per rate (shipping's share included: with mixed rates shipping is
   * split in proportion to the goods' prices), highest rate first.
   */
  vatLines: z.array(vatLineSchema),
  /** Whether the shop was VAT-registered when the order was placed (if not, the order carries no VAT). */
  sellerVatRegistered: z.boolean(),
  /**
   * Where the order stands in its lifecycle (docs/product.md "Order lifecycle"); the flags and dates below
   * say the same. `shipped_unpaid`/`delivered_unpaid`: the shop sent the goods before its own payment mark.
   */
  status: z.enum(['placed', 'paid', 'shipped', 'delivered', 'shipped_unpaid', 'delivered_unpaid']),
  isPaid: z.boolean(),
  /** A day the shop typed is that calendar day at 00:00 UTC, so its first ten characters are the day. */
  paidAt: z.string().nullable(),
  /** Handed to a carrier; delivered implies shipped. */
  isShipped: z.boolean(),
  shippedAt: z.string().nullable(),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  /**
   * How the order travels (issue 38): the delivery option chosen as it was, its ombud, and the shipment's
   * carrier, tracking number and link. Always answered; `kind: 'standard'` for a shop without options.
   */
  delivery: orderDeliverySchema.optional(),
  createdAt: z.string(),
  /** The shop; null when the seller's account was deleted (the shop name stays on the order). */
  seller: z
    .object({
      _id: z.string(),
      seller: z.object({
        name: z.string(),
        logo: z.string(),
        has_swish: z.boolean(),
        swish_number: z.string(),
      }),
    })
    .nullable(),
  shopName: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The refunds of the order's payment, oldest first (failed attempts are not listed). */
  refunds: z.array(orderRefundSchema),
  /**
   * What its shop or an admin can still refund through Torget (POST /api/orders/{id}/refund), in SEK:
   * 0 when the order is unpaid or fully refunded, or when its payment method's provider cannot refund
   * (the shop then refunds outside Torget).
   */
  refundable: z.number(),
  /** The right of withdrawal: its deadline, whether it can be used now, and the withdrawals made. */
  withdrawal: orderWithdrawalSchema,
});
export type OrderDto = z.infer<typeof orderSchema>;

/** A date, or empty/null for none. */
const date = (message: string) =>
  z
    .union([z.literal(''), calendarDate(message)])
    .nullable()
    .optional();

/**
 * PUT /api/orders/{id}/update (docs/product.md §7): each flag set moves the order forward (paid, shipped,
 * delivered, with their days); a flag it already has is no change, and none is ever taken back (409).
 */
export const orderStatusBody = z.object({
  is_paid: z.boolean().optional(),
  paid_date: date('Please enter the payment date.'),
  is_shipped: z.boolean().optional(),
  shipped_date: date('Please enter the shipping date.'),
  /** The carrier plugin's id (one of the shop's options' carriers) of the parcel's tracking number. */
  carrier: z.string().trim().max(50, 'Carrier is too long').nullable().optional(),
  /** The carrier's tracking number, checked by its plugin (check digits); its public tracking link is answered. */
  tracking_number: z.string().trim().max(64, 'Tracking number is too long').nullable().optional(),
  is_delivered: z.boolean().optional(),
  delivered_date: date('Please enter the delivery date.'),
});
export type OrderStatusInput = z.output<typeof orderStatusBody>;

export const orderListQuery = z.object({ seller: z.string().trim().default('') });

/** GET /api/orders/paged: the same orders as GET /api/orders, a page at a time, newest first unless asked. */
export const orderPageQuery = pageQuery.extend({
  seller: z.string().trim().default(''),
  order: dateOrderQuery,
  /** Only the orders of one of the overview's to-dos. */
  todo: z
    .enum(orderTodos, { error: 'todo must be awaiting_payment, to_ship, not_delivered or withdrawals' })
    .optional(),
});
export type OrderPageQuery = z.output<typeof orderPageQuery>;

export const orderPageSchema = pageOf('orders', orderSchema);
export type OrderPageDto = z.infer<typeof orderPageSchema>;

/**
 * POST /api/orders/{id}/refund headers. `idempotency-key`: chosen by the client per refund attempt; a
 * retry with the same key answers the order without refunding again (and is handed to the provider,
 * so it refunds once). Without one, every request is a new refund.
 */
export const refundOrderHeaders = z.object({ 'idempotency-key': idempotencyKey });

/** POST /api/orders/{id}/refund: how much to refund in SEK; everything that is left when left out. */
export const refundOrderBody = z.object({
  amount: sekAmount('Amount')
    .refine((value) => value > 0, 'Amount must be more than 0')
    .optional(),
});
export type RefundOrderInput = z.output<typeof refundOrderBody>;
