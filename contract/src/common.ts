import { z } from 'zod';

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
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/^Please enter (an? |the |your )?/, '').replace(/\.$/, '')} is too long`);

export const optionalText = (max = 255) =>
  z.string().trim().max(max, `Text is too long (max ${max} characters)`);

export const emailSchema = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const passwordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password is too long.');

export const okSchema = z.object({ ok: z.literal(true) });
