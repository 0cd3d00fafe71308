import { api, type SiteSettingsDto } from '@torget/contract';
import { route } from '../../http/route';
import type { SiteSettings } from './settings.entity';
import { defaultPrivacyText } from './default-privacy';
import { defaultTermsText, termsLanguage } from './default-terms';

const toDto = (settings: SiteSettings, acceptLanguage?: string): SiteSettingsDto => ({
  about_text: settings.aboutText,
  privacy_text: settings.privacyText || defaultPrivacyText(termsLanguage(acceptLanguage)),
  become_seller_text_1: settings.becomeSellerText1,
  become_seller_text_2: settings.becomeSellerText2,
  privacy_policy_text: settings.privacyPolicyText,
  terms_text: settings.termsText || defaultTermsText(termsLanguage(acceptLanguage)),
});

export const settingsRoutes = [
  route(api.settings.get, async ({ headers, scope }) =>
    toDto(await scope.settings.get(), headers['accept-language']),
  ),
  route(api.settings.update, async ({ body, headers, scope }) =>
    toDto(await scope.settings.update(body), headers['accept-language']),
  ),
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
