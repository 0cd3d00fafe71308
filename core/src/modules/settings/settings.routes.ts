import { api, type SiteSettingsDto } from '@torget/contract';
import { route } from '../../http/route';
import type { SiteSettings } from './settings.entity';
import { defaultPrivacyText } from './default-privacy';
import { defaultSiteText, type DefaultSiteText } from './default-site-texts';
import { defaultTermsText, termsLanguage } from './default-terms';

/** Each text as the admin wrote it; one never written (or emptied) is its default in the reader's language. */
const toDto = (settings: SiteSettings, acceptLanguage?: string): SiteSettingsDto => {
  const language = termsLanguage(acceptLanguage);
  const text = (field: DefaultSiteText) => settings[field] || defaultSiteText(field, language);
  return {
    about_text: text('aboutText'),
    privacy_text: settings.privacyText || defaultPrivacyText(language),
    become_seller_text_1: text('becomeSellerText1'),
    become_seller_text_2: text('becomeSellerText2'),
    privacy_policy_text: text('privacyPolicyText'),
    terms_text: settings.termsText || defaultTermsText(language),
    notice_intro_text: text('noticeIntroText'),
    terms_grounds_text: text('termsGroundsText'),
    require_trader_details: settings.requireTraderDetails,
    require_product_safety_info: settings.requireProductSafetyInfo,
    product_safety_contact: settings.productSafetyContact,
  };
};

export const settingsRoutes = [
  route(api.settings.get, async ({ headers, scope }) =>
    toDto(await scope.settings.get(), headers['accept-language']),
  ),
  route(api.settings.update, async ({ body, headers, scope }) =>
    toDto(await scope.settings.update(body), headers['accept-language']),
  ),
  route(api.settings.contactPoints, async ({ scope }) => ({
    product_safety_contact: (await scope.settings.get()).productSafetyContact,
  })),
  // From the installed PayPal provider itself, so the browser SDK and the server always agree.
  route(api.config.paypal, async ({ scope }) => {
    const config = scope.paymentProviders.forMethod('PayPal')?.publicConfig() ?? {};
    return {
      clientId: String(config.clientId ?? ''),
      mode: config.mode === 'live' ? ('live' as const) : ('sandbox' as const),
    };
  }),
  route(api.config.google, async ({ scope }) => ({ key: scope.config.googleMapsKey })),
];
