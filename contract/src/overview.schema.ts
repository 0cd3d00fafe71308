import { z } from 'zod';
import { calendarDate, idSchema } from './common';
import { traderRequirementSchema } from './trader.schema';

/**
 * The period an overview shows: `month` is the 30 days ending on `end`, one point per day; `year` is the
 * 52 weeks (Monday to Sunday) ending with `end`'s week, one point per week. Days are Stockholm days.
 */
export const overviewRanges = ['month', 'year'] as const;
export type OverviewRange = (typeof overviewRanges)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A Stockholm calendar day, `YYYY-MM-DD` (no time). */
const day = () =>
  calendarDate('Please enter a date (YYYY-MM-DD).').refine(
    (value) => isoDay.test(value),
    'Please enter a date without a time (YYYY-MM-DD).',
  );

export const overviewQuery = z.object({
  range: z.enum(overviewRanges, { error: 'range must be month or year' }).default('month'),
  /** The period's last day; today in Stockholm when left out. */
  end: day().optional(),
});
export type OverviewQuery = z.output<typeof overviewQuery>;

/** GET /api/overview/shop: the caller's shop; an admin names any shop with `seller`. */
export const shopOverviewQuery = overviewQuery.extend({
  seller: idSchema.optional(),
});
export type ShopOverviewQuery = z.output<typeof shopOverviewQuery>;

/** One point of a chart: the bucket's first day (a day, or a week's Monday) and its figures. */
export const salesPointSchema = z.object({
  date: z.string(),
  /** Totals (goods + shipping, SEK) of the orders paid that day or week. */
  revenue: z.number(),
  /** Orders paid that day or week. */
  orders: z.number().int(),
  /** Refunds made that day or week (SEK), whichever day their order was paid. */
  refunds: z.number(),
  /** What discount codes took off the orders paid that day or week (SEK; goods, or shipping for a free-shipping code). */
  discounts: z.number(),
});
export type SalesPointDto = z.infer<typeof salesPointSchema>;

export const periodTotalsSchema = z.object({
  revenue: z.number(),
  orders: z.number().int(),
  refunds: z.number(),
  /** Revenue less refunds. */
  net: z.number(),
  /** What discount codes took off the orders counted in `revenue` (already deducted from it). */
  discounts: z.number(),
});
export type PeriodTotalsDto = z.infer<typeof periodTotalsSchema>;

/** A period's points, totals and the same totals for the period just before it. */
export const salesSchema = z.object({
  range: z.enum(overviewRanges),
  bucket: z.enum(['day', 'week']),
  from: z.string(),
  to: z.string(),
  points: z.array(salesPointSchema),
  totals: periodTotalsSchema,
  previous: periodTotalsSchema.extend({ from: z.string(), to: z.string() }),
  /** Change of the totals against the previous period as a fraction (0.25 = +25 %); null when it had none. */
  change: z.object({ revenue: z.number().nullable(), orders: z.number().nullable() }),
});
export type SalesDto = z.infer<typeof salesSchema>;

export const shopTodoSchema = z.object({
  /** Unpaid orders of methods the shop marks paid itself (manual Swish), waiting for its mark. */
  awaitingPayment: z.number().int(),
  /** Paid orders not yet shipped ("att skicka"). */
  toShip: z.number().int(),
  /** Paid orders not yet delivered, and when the oldest of them was paid. */
  notDelivered: z.number().int(),
  oldestNotDeliveredPaidAt: z.string().nullable(),
  /** Orders with a withdrawal whose amount (goods and their shipping) is not yet refunded in full. */
  withdrawals: z.number().int(),
  /** Products with 1 or 2 left, and with none left. */
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
  /**
   * What the marketplace still needs of the trader before it may sell (DSA Art. 30), while it requires it
   * (`require_trader_details`); empty otherwise. Always sent; optional in the type for apps written before.
   */
  traderDetailsMissing: z.array(traderRequirementSchema).optional(),
  /** Listed products without their manufacturer, while `require_product_safety_info` is on; else 0. */
  productsWithoutSafetyInfo: z.number().int().optional(),
});
export type ShopTodoDto = z.infer<typeof shopTodoSchema>;

export const bestSellerSchema = z.object({
  /** Null once the product was deleted (the orders keep its name). */
  product: z.string().nullable(),
  name: z.string(),
  units: z.number().int(),
  revenue: z.number(),
});

export const latestReviewSchema = z.object({
  product: z.string(),
  productName: z.string(),
  name: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});

/** The shop's rating after each bucket that had reviews: the average of every review up to then. */
export const ratingPointSchema = z.object({
  date: z.string(),
  /** Reviews written in that bucket. */
  reviews: z.number().int(),
  /** Average of all the shop's reviews written up to the bucket's end; null before the first. */
  rating: z.number().nullable(),
});

export const shopOverviewSchema = z.object({
  shop: z.object({ _id: z.string(), name: z.string() }),
  sales: salesSchema,
  todo: shopTodoSchema,
  bestSellers: z.array(bestSellerSchema),
  latestReviews: z.array(latestReviewSchema),
  rating: z.object({
    current: z.number(),
    reviews: z.number().int(),
    points: z.array(ratingPointSchema),
  }),
  plan: z.object({ plan: z.number().int(), products: z.number().int(), limit: z.number().int() }),
});
export type ShopOverviewDto = z.infer<typeof shopOverviewSchema>;

export const countPointSchema = z.object({ date: z.string(), count: z.number().int() });
export type CountPointDto = z.infer<typeof countPointSchema>;

export const adminOverviewSchema = z.object({
  /** All shops' sales. */
  sales: salesSchema,
  /** The period's ten shops with the most revenue. */
  topShops: z.array(
    z.object({ _id: z.string().nullable(), name: z.string(), revenue: z.number(), orders: z.number().int() }),
  ),
  /** Orders placed per day (or week) of the period, paid or not (deleted orders are gone). */
  ordersPlaced: z.array(countPointSchema),
  /** Accounts registered and shops approved per week, over the period's weeks. */
  newCustomers: z.array(countPointSchema),
  newShops: z.array(countPointSchema),
  /** Accounts waiting for approval as sellers, the longest waiting first (at most 20 listed). */
  waitingSellers: z.object({
    count: z.number().int(),
    oldest: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        shopName: z.string(),
        appliedAt: z.string(),
      }),
    ),
  }),
  /**
   * Open shops lacking what the marketplace requires (the site settings): trader details (DSA Art. 30) or
   * their products' manufacturer (GPSR Art. 19); how many, and the first 20 by name. Always sent; optional in
   * the type for apps written before.
   */
  complianceGaps: z
    .object({
      count: z.number().int(),
      shops: z.array(
        z.object({
          _id: z.string(),
          name: z.string(),
          traderDetailsMissing: z.boolean(),
          productsWithoutSafetyInfo: z.number().int(),
        }),
      ),
    })
    .optional(),
  /** Per shop: orders paid more than 7 days ago and not delivered, the shop with the most first. */
  lateDeliveries: z.array(
    z.object({
      _id: z.string().nullable(),
      name: z.string(),
      orders: z.number().int(),
      oldestPaidAt: z.string(),
    }),
  ),
});
export type AdminOverviewDto = z.infer<typeof adminOverviewSchema>;

/**
 * GET /api/overview/orders.csv: the order lines of orders paid from `from` to `to` (Stockholm days, both
 * included). Sellers get their own shop's; admins name a shop with `seller`, or get every shop's.
 */
export const exportQuery = z
  .object({
    from: day(),
    to: day(),
    seller: idSchema.optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['to'] });
export type ExportQuery = z.output<typeof exportQuery>;
