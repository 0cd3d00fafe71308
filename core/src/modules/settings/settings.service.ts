import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteSettingsInput } from '@torget/contract';
import { sanitizeRichText } from '../../shared/sanitize';
import { SiteSettingsSchema, type SiteSettings } from './settings.entity';

const SETTINGS_ID = 1;
/** A marketplace that never saved its settings requires both, as the table's defaults do. */
const STRICT = { requireTraderDetails: true, requireProductSafetyInfo: true };

/** What the marketplace requires of traders and listings (docs/notices.md). */
export interface Requirements {
  traderDetails: boolean;
  productSafetyInfo: boolean;
}

/**
 * The requirements as one SQL query, for the service and for figures statements that read them with their
 * other figures (the seller's overview); `requirementsOf` reads its row, or its absence.
 */
export const requirementsSql = `select require_trader_details, require_product_safety_info from site_settings where id = ${SETTINGS_ID}`;
export interface RequirementsRow {
  require_trader_details: boolean;
  require_product_safety_info: boolean;
}
export const requirementsOf = (row: RequirementsRow | undefined): Requirements => ({
  traderDetails: row?.require_trader_details ?? STRICT.requireTraderDetails,
  productSafetyInfo: row?.require_product_safety_info ?? STRICT.requireProductSafetyInfo,
});

/** The site-wide texts: one row, created on first write. */
export class SettingsService {
  constructor(private readonly deps: { em: EntityManager }) {}

  /** What the marketplace requires of traders and listings; both on a new marketplace. */
  async requirements(): Promise<Requirements> {
    const [row] = await this.deps.em.execute<RequirementsRow[]>(requirementsSql);
    return requirementsOf(row);
  }

  async get(): Promise<SiteSettings> {
    const { em } = this.deps;
    return (
      (await em.findOne(SiteSettingsSchema, { id: SETTINGS_ID })) ??
      em.create(SiteSettingsSchema, { id: SETTINGS_ID, ...STRICT }, { persist: false })
    );
  }

  /** Only the fields sent change; every text is sanitized before it is stored. */
  async update(input: SiteSettingsInput): Promise<SiteSettings> {
    const { em } = this.deps;
    const settings =
      (await em.findOne(SiteSettingsSchema, { id: SETTINGS_ID })) ??
      em.create(SiteSettingsSchema, { id: SETTINGS_ID, ...STRICT });
    const clean = (value: string | undefined, current: string) =>
      value === undefined ? current : sanitizeRichText(value);
    settings.aboutText = clean(input.about_text, settings.aboutText);
    settings.privacyText = clean(input.privacy_text, settings.privacyText);
    settings.becomeSellerText1 = clean(input.become_seller_text_1, settings.becomeSellerText1);
    settings.becomeSellerText2 = clean(input.become_seller_text_2, settings.becomeSellerText2);
    settings.privacyPolicyText = clean(input.privacy_policy_text, settings.privacyPolicyText);
    settings.termsText = clean(input.terms_text, settings.termsText);
    settings.noticeIntroText = clean(input.notice_intro_text, settings.noticeIntroText);
    settings.termsGroundsText = clean(input.terms_grounds_text, settings.termsGroundsText);
    settings.requireTraderDetails = input.require_trader_details ?? settings.requireTraderDetails;
    settings.requireProductSafetyInfo =
      input.require_product_safety_info ?? settings.requireProductSafetyInfo;
    // Plain text (the storefront shows it as text), checked and trimmed by the contract.
    settings.productSafetyContact = input.product_safety_contact ?? settings.productSafetyContact;
    await em.flush();
    return settings;
  }
}
