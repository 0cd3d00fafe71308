import { z } from 'zod';
import { isVatNumberOrEmpty, isVatRate, normalVatNumber, type VatRate } from './rules/vat';

const vatRateMessage = 'VAT rate must be 25, 12, 6 or 0 (per cent).';

/** A VAT rate as sent by a form or a client: one of `vatRates`, as a number or a string of digits. */
export const vatRateInput = z
  .union(
    [
      z.number({ error: vatRateMessage }),
      z
        .string()
        .regex(/^\d{1,2}$/, vatRateMessage)
        .transform(Number),
    ],
    {
      error: vatRateMessage,
    },
  )
  .refine((rate): rate is VatRate => isVatRate(rate), vatRateMessage)
  .transform((rate) => rate as VatRate);

/**
 * The VAT included in an order per rate, in SEK: its goods at that rate plus their share of the shipping,
 * rounded once per rate. Sorted by rate, highest first.
 */
export const vatLineSchema = z.object({
  /** Per cent: one of `vatRates`. */
  rate: z.number().int(),
  /** SEK. */
  amount: z.number(),
});
export type VatLineDto = z.infer<typeof vatLineSchema>;

/**
 * A VAT number input: spaces and dashes dropped, upper-cased; then `SE` + 10 digits with a correct check
 * digit + `01`, or empty (the server fills it in from the organisation number).
 */
export const vatNumberInput = z
  .string({ error: 'VAT number must be text.' })
  .transform(normalVatNumber)
  .refine(
    isVatNumberOrEmpty,
    'VAT number must be SE, the 10 digits of an organisation number and 01, e.g. SE556016068001.',
  );
