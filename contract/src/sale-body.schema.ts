import { z } from 'zod';
import { idSchema } from './common';
import { sekAmount } from './products.schema';
import { PRODUCT_VARIANTS_MAX } from './rules/variants';

/**
 * PUT /api/products/{id}/sale. `variants` left out or empty: every variant (or the product's one price).
 * A new sale replaces a running one (its prices are restored first). The price is SEK, 2 decimals.
 */
export const saleBody = z.object({
  price: sekAmount('Sale price').refine((value) => value > 0, 'Sale price must be more than 0'),
  endsAt: z.iso
    .datetime({ offset: true, error: 'End must be a date and time.' })
    .transform((value) => new Date(value).toISOString())
    .nullable()
    .optional(),
  variants: z
    .array(idSchema)
    .max(PRODUCT_VARIANTS_MAX, `A product can have at most ${PRODUCT_VARIANTS_MAX} variants`)
    .optional(),
});
