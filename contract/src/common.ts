import { z } from 'zod';
import { postalCodeProblem } from './rules/address';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from './rules/text';

/** Every error the API returns. `field` names the offending input field for validation errors. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const idSchema = z.uuid({ error: 'Not a valid id' });
export const idParams = z.object({ id: idSchema });

/** A trimmed required string whose message names the field for the person filling the form. */
export const requiredText = (message: string, max = TEXT_MAX) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/^Please enter (an? |the |your )?/, '').replace(/\.$/, '')} is too long`);

export const optionalText = (max = TEXT_MAX) =>
  z.string().trim().max(max, `Text is too long (max ${max} characters)`);

export const emailSchema = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const passwordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters.')
  .max(PASSWORD_MAX, 'Password is too long.');

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * A whole number sent as a JSON number or as a string of decimal digits (query strings, form fields).
 * Nothing else: `true`, `[2]`, `"0x2"`, `"1e3"` and `" 2 "` are refused, not coerced.
 */
export const wholeNumber = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string()
          .regex(/^\d{1,15}$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number().int(message));

/**
 * An image the API stores and the apps put in `<img src>` and CSS `url()`: one of our uploads
 * (`/uploads/<name>`, what POST /api/uploads answers) or an http(s) URL (what an object-storage upload
 * plugin answers; a self-hosted store such as MinIO may be plain http). Only characters that cannot end a URL token or a CSS string are allowed, so no
 * `javascript:`, `data:` or text that breaks out of `url(...)`. Empty means none.
 */
export const imageUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(255, `${label} is too long (max 255 characters)`)
    .regex(
      /^(|\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~%/+=&?-]*)?)$/,
      `${label} must be an uploaded image (/uploads/...) or an http(s):// URL`,
    );

/**
 * A calendar date `YYYY-MM-DD`, optionally with a time (`THH:MM[:SS[.sss]]` and `Z` or `±HH:MM`).
 * The day must exist (no 30 February) and the year be 1970–9999, so PostgreSQL can store it as it was meant.
 */
export const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, 'Please enter a real date (YYYY-MM-DD).');

const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map(Number) as number[];
  if (year! < 1970 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** The message when a Swedish address's postal code is not five digits. */
export const SWEDISH_POSTAL_CODE_MESSAGE = 'Swedish postal codes have five digits, like 123 45.';

/**
 * An address's postal code follows its country's rule (`postalCodeProblem`, the rule the checkout form
 * checks in the browser too): in Sweden five digits. Reported on the postal code field.
 */
export const swedishPostalCode =
  <K extends string, C extends string>(postalCode: K, country: C) =>
  (value: Record<K | C, string>, context: z.RefinementCtx) => {
    if (postalCodeProblem(value[postalCode], value[country]) === 'swedish')
      context.addIssue({ code: 'custom', message: SWEDISH_POSTAL_CODE_MESSAGE, path: [postalCode] });
  };
