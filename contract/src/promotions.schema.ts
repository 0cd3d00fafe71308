import { z } from 'zod';
import { idSchema, wholeNumber } from './common';
import { sekAmount } from './products.schema';

/** The longest discount code a shop can make (what fits a newsletter line and a till's field). */
export const DISCOUNT_CODE_MAX = 32;

/**
 * What a code takes off: a per cent of the goods, an amount (SEK) off the goods, or the shipping.
 * The server prices it (promotions' discount-pricing.ts); apps only show the answer.
 */
export const discountKinds = ['percent', 'amount', 'free_shipping'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** A code as the buyer types it: no spaces inside, at most 32 characters; case does not matter. */
export const discountCodeText = z
  .string({ error: 'Please enter a code.' })
  .trim()
  .min(1, 'Please enter a code.')
  .max(DISCOUNT_CODE_MAX, 'A code can be at most 32 characters.')
  .regex(/^\S+$/, 'A code cannot contain spaces.');

const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .transform((value) => new Date(value).toISOString())
    .nullable()
    .optional();

/**
 * POST /api/shops/me/discount-codes. `value`: the per cent (1–100, whole) for `percent`, SEK for `amount`,
 * left out for `free_shipping`. `minOrder`: the goods (SEK, before the code) an order needs for it.
 * `startsAt`/`endsAt`: when it is valid (ISO 8601); `maxUses`: how many orders may use it in all;
 * `oncePerCustomer`: each buyer may use it once.
 */
export const discountCodeBody = z
  .object({
    code: discountCodeText,
    kind: z.enum(discountKinds, { error: 'Kind must be percent, amount or free_shipping.' }),
    value: sekAmount('Value').optional(),
    minOrder: sekAmount('Minimum order').nullable().optional(),
    startsAt: instant('Start must be a date and time.'),
    endsAt: instant('End must be a date and time.'),
    maxUses: wholeNumber('Max uses must be a whole number of 1 or more.')
      .pipe(z.number().min(1, 'Max uses must be a whole number of 1 or more.'))
      .nullable()
      .optional(),
    oncePerCustomer: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const value = body.value ?? 0;
    if (body.kind === 'percent' && !(Number.isInteger(value) && value > 0 && value <= 100))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Percent must be a whole number from 1 to 100.',
      });
    if (body.kind === 'amount' && !(value > 0))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be more than 0' });
    if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
  });
export type DiscountCodeInput = z.output<typeof discountCodeBody>;

/** PATCH /api/shops/me/discount-codes/{id}: pause a code (buyers cannot use it) or take it up again. */
export const discountCodePatchBody = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});

export const discountCodeParams = z.object({ id: idSchema });

/** A shop's code as the shop sees it, with how often it was used and what it gave (SEK, in all). */
export const discountCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(discountKinds),
  /** Per cent for `percent`, SEK for `amount`, 0 for `free_shipping`. */
  value: z.number(),
  minOrder: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  paused: z.boolean(),
  /** Orders that used it and still count (a deleted or refunded order gave its use back). */
  uses: z.number().int(),
  /** SEK the code took off those orders, in all. */
  given: z.number(),
  createdAt: z.string(),
});
export type DiscountCodeDto = z.infer<typeof discountCodeSchema>;

/** What a code took off an order: the code as the shop wrote it, and the SEK taken off. */
export const orderDiscountSchema = z.object({ code: z.string(), amount: z.number() });
export type OrderDiscountDto = z.infer<typeof orderDiscountSchema>;
