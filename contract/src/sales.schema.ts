import { z } from 'zod';

/**
 * A running sale on a product (issue 37, prisinformationslagen 7 a §). `price`: the reduced price (SEK),
 * which is also the product's (or the chosen variants') `price` while it runs; `priorPrice`: the lowest
 * price in the 30 days before the sale began, computed by the server from the price history, never typed;
 * `percentOff`: from the two, rounded down; `endsAt`: when the old price returns by itself (ISO 8601), or
 * null for a sale the seller ends.
 */
export const saleSchema = z.object({
  price: z.number(),
  priorPrice: z.number(),
  percentOff: z.number().int(),
  endsAt: z.string().nullable(),
  /** The variants on sale; empty: the whole product (all its variants). */
  variants: z.array(z.string()),
});
export type SaleDto = z.infer<typeof saleSchema>;
