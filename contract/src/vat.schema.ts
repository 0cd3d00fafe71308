import { z } from 'zod';

/**
 * The Swedish VAT rates a product can carry, in per cent: 25 (the default), 12, 6 (e.g. food until the end
 * of 2027), and 0, which is also what every product of a shop that is not VAT-registered carries.
 */
export const vatRates = [25, 12, 6, 0] as const;
export type VatRate = (typeof vatRates)[number];
export const DEFAULT_VAT_RATE: VatRate = 25;

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
  .refine((rate): rate is VatRate => (vatRates as readonly number[]).includes(rate), vatRateMessage)
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

/** A Swedish VAT registration number as stored: `SE`, the organisation number's 10 digits, `01`. */
const VAT_NUMBER = /^SE(\d{10})01$/;

/** The VAT number Skatteverket gives an organisation number (NNNNNN-NNNN): `SE` + its 10 digits + `01`. */
export function vatNumberFor(organisationNumber: string): string {
  const digits = organisationNumber.replace(/\D/g, '');
  return digits.length === 10 ? `SE${digits}01` : '';
}

/** Luhn check over 10 digits, as an organisation number's last digit is computed. */
export function hasLuhnCheckDigit(digits: string): boolean {
  const sum = digits.split('').reduce((total, char, index) => {
    const digit = Number(char);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}

/**
 * A VAT number input: spaces and dashes dropped, upper-cased; then `SE` + 10 digits with a correct check
 * digit + `01`, or empty (the server fills it in from the organisation number).
 */
export const vatNumberInput = z
  .string({ error: 'VAT number must be text.' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine(
    (value) => value === '' || (VAT_NUMBER.test(value) && hasLuhnCheckDigit(VAT_NUMBER.exec(value)![1]!)),
    'VAT number must be SE, the 10 digits of an organisation number and 01, e.g. SE556016068001.',
  );
