import { z } from 'zod';
import { defineCall } from './call';

/**
 * The marketplace's contact points every page shows (the footer; the terms page): `GET /api/settings/contact_points`,
 * a small answer the storefront's server puts in every page's first HTML.
 */
const contactPointsShape = {
  /**
   * The single point of contact for product safety (GPSR Art. 22, DSA Art. 12; docs/notices.md): plain text
   * with at least an email address, e.g. `produktsakerhet@torget.se, 08-123 45 67`. Empty: none is shown.
   */
  product_safety_contact: z.string(),
};
export const contactPointsSchema = z.object(contactPointsShape);
export type ContactPointsDto = z.infer<typeof contactPointsSchema>;

/** Longest contact point: an address, a phone number and a few words fit. */
export const CONTACT_POINT_MAX = 200;

/** Plain text on one line, with an email address in it; empty for none. */
const contactPoint = z
  .string({ error: 'The product safety contact point must be text.' })
  .trim()
  .max(
    CONTACT_POINT_MAX,
    `The product safety contact point is too long (max ${CONTACT_POINT_MAX} characters).`,
  )
  .refine((value) => !/[\r\n]/.test(value), 'The product safety contact point must be on one line.')
  .refine(
    (value) => value === '' || /[^\s@,;<>()]+@[^\s@,;<>()]+\.[^\s@,;<>()]+/.test(value),
    'The product safety contact point must include an email address.',
  );

/** Site-wide texts (docs/product.md §3), all HTML; the server sanitizes on write, the apps again on render. */
export const siteSettingsSchema = z.object({
  about_text: z.string(),
  /**
   * What the marketplace keeps and why, in the browser too. Until the admin writes it, a default text in the
   * caller's language (what the apps store in the browser: session, cart, shipping address, language).
   */
  privacy_text: z.string(),
  become_seller_text_1: z.string(),
  become_seller_text_2: z.string(),
  privacy_policy_text: z.string(),
  /**
   * The marketplace's terms of purchase (köpvillkor), shown at /terms and linked from checkout, the order
   * mail and the footer. Until the admin writes them, a default text in the caller's language.
   */
  terms_text: z.string(),
  /**
   * The introduction of the form for reporting illegal content (/report). Until the admin writes it, a default
   * in the caller's language.
   */
  notice_intro_text: z.string(),
  /**
   * The clauses of the terms an admin may name as the ground of a restriction, one a line (offered beside the
   * laws in the statement of reasons). Until the admin writes them, defaults in the caller's language.
   */
  terms_grounds_text: z.string(),
  /**
   * Whether a shop is approved only with its trader details (ID document, payment account, self-certification;
   * DSA Art. 30, docs/notices.md). True on a new marketplace; false: approval works as docs/product.md §7 says.
   */
  require_trader_details: z.boolean(),
  /**
   * Whether a product is saved as listed only with its manufacturer (GPSR Art. 19, DSA Art. 31). True on a new
   * marketplace; false: products are saved as docs/product.md §7 says.
   */
  require_product_safety_info: z.boolean(),
  ...contactPointsShape,
});
export type SiteSettingsDto = z.infer<typeof siteSettingsSchema>;

const html = z
  .string({ error: 'Texts must be strings.' })
  .max(100_000, 'Text is too long (max 100 000 characters).');

export const siteSettingsBody = z.object({
  about_text: html.optional(),
  /** Empty brings back the default privacy text. */
  privacy_text: html.optional(),
  become_seller_text_1: html.optional(),
  become_seller_text_2: html.optional(),
  privacy_policy_text: html.optional(),
  /** Empty brings back the default terms. */
  terms_text: html.optional(),
  /** Empty brings back the default introduction. */
  notice_intro_text: html.optional(),
  /** One clause a line; empty brings back the defaults. */
  terms_grounds_text: html.optional(),
  require_trader_details: z.boolean({ error: 'require_trader_details must be true or false.' }).optional(),
  require_product_safety_info: z
    .boolean({ error: 'require_product_safety_info must be true or false.' })
    .optional(),
  /** Empty: no contact point is shown. */
  product_safety_contact: contactPoint.optional(),
});
export type SiteSettingsInput = z.output<typeof siteSettingsBody>;

const tag = 'Settings';

/** The reader's languages: a default text (privacy, terms, until the admin writes them) comes in the first we speak. */
const languageHeaders = z.object({ 'accept-language': z.string().max(500).optional() });

export const settingsApi = {
  get: defineCall({
    method: 'GET',
    path: '/api/settings',
    summary:
      'Site texts (about, privacy, become seller, privacy policy, terms of purchase) and whether trader details and product safety information are required',
    access: 'public',
    tag,
    headers: languageHeaders,
    response: siteSettingsSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/settings',
    summary: 'Update site texts, the two requirements and the contact points (admin); HTML is sanitized',
    access: 'admin',
    tag,
    headers: languageHeaders,
    body: siteSettingsBody,
    response: siteSettingsSchema,
  }),
  contactPoints: defineCall({
    method: 'GET',
    path: '/api/settings/contact_points',
    summary:
      "The marketplace's contact points every page shows: the product safety contact point (empty when none is set)",
    access: 'public',
    tag,
    response: contactPointsSchema,
  }),
};
