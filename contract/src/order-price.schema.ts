import { z } from 'zod';
import { placeOrderBody } from './orders.schema';
import { orderDiscountSchema } from './promotions.schema';
import { vatLineSchema } from './vat.schema';

/**
 * POST /api/orders/price: the cart's lines, an optional code and the shop's delivery option the buyer
 * chose (left out: the standard shipping), priced as placing the order would price them, without placing
 * it (the cart and checkout show it). A code that does not apply is a 400 saying why.
 */
export const orderPriceBody = z.object({
  orderItems: placeOrderBody.shape.orderItems,
  discountCode: placeOrderBody.shape.discountCode,
  deliveryOptionId: placeOrderBody.shape.deliveryOptionId,
});
export type OrderPriceInput = z.output<typeof orderPriceBody>;

/** The totals an order of these lines would have (SEK), the code's part, and the shop's free-shipping limit. */
export const orderPriceSchema = z.object({
  /** The goods after the code. */
  itemsPrice: z.number(),
  /** 0 when the shop ships free over its limit or the code is free shipping. */
  shippingPrice: z.number(),
  totalPrice: z.number(),
  discount: orderDiscountSchema.nullable(),
  vatLines: z.array(vatLineSchema),
  /** The shop's free-shipping limit (SEK, goods after the code); null when it has none. */
  freeShippingOver: z.number().nullable(),
  /** What more the goods need to ship free (SEK); 0 when they already do, null without a limit. */
  freeShippingLeft: z.number().nullable(),
});
export type OrderPriceDto = z.infer<typeof orderPriceSchema>;
