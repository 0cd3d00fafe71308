import { z } from 'zod';
import { defineCall } from './call';

/** Site-wide texts (docs/product.md §3), all HTML; the server sanitizes on write, the apps again on render. */
export const siteSettingsSchema = z.object({
  about_text: z.string(),
  privacy_text: z.string(),
  become_seller_text_1: z.string(),
  become_seller_text_2: z.string(),
  privacy_policy_text: z.string(),
});
export type SiteSettingsDto = z.infer<typeof siteSettingsSchema>;

const html = z
  .string({ error: 'Texts must be strings.' })
  .max(100_000, 'Text is too long (max 100 000 characters).');

export const siteSettingsBody = z.object({
  about_text: html.optional(),
  privacy_text: html.optional(),
  become_seller_text_1: html.optional(),
  become_seller_text_2: html.optional(),
  privacy_policy_text: html.optional(),
});
export type SiteSettingsInput = z.output<typeof siteSettingsBody>;

const tag = 'Settings';

export const settingsApi = {
  get: defineCall({
    method: 'GET',
    path: '/api/settings',
    summary: 'Site texts (about, privacy, become seller, privacy policy)',
    access: 'public',
    tag,
    response: siteSettingsSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/settings',
    summary: 'Update site texts (admin); HTML is sanitized',
    access: 'admin',
    tag,
    body: siteSettingsBody,
    response: siteSettingsSchema,
  }),
};
