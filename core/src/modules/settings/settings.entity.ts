import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The site-wide texts (docs/product.md §3) and the terms of purchase: one row, id 1, all sanitized HTML. */
export const SiteSettingsSchema = defineEntity({
  name: 'SiteSettings',
  tableName: 'site_settings',
  properties: {
    id: p.integer().primary(),
    aboutText: p.text().default(''),
    privacyText: p.text().default(''),
    becomeSellerText1: p.text().default(''),
    becomeSellerText2: p.text().default(''),
    privacyPolicyText: p.text().default(''),
    /** The terms of purchase; empty: the default terms (default-terms.ts) are served. */
    termsText: p.text().default(''),
    /** The report form's introduction; empty: the default (default-site-texts.ts). */
    noticeIntroText: p.text().default(''),
    /** The terms' clauses offered as grounds of a restriction, one a line; empty: the defaults. */
    termsGroundsText: p.text().default(''),
    /** Trader details (DSA Art. 30) before a shop is approved; docs/notices.md. */
    requireTraderDetails: p.boolean().default(true),
    /** A manufacturer before a product is saved as listed (GPSR Art. 19). */
    requireProductSafetyInfo: p.boolean().default(true),
    /** The product safety contact point, plain text (GPSR Art. 22); empty: none is shown. */
    productSafetyContact: p.text().default(''),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SiteSettings = InferEntity<typeof SiteSettingsSchema>;
