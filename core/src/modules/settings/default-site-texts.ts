import { defaultPrivacyPolicy } from './default-privacy-policy';
import type { TermsLanguage } from './default-terms';

/**
 * The site texts a marketplace starts with, until its admin writes its own (Admin / Settings), each in the
 * reader's language like the privacy text and the terms: a text stored once is in one language, so a fresh
 * marketplace (and the demo) that stored them read half Swedish, half English in English. An admin's own text
 * is served as written, in whatever language it is written.
 */
const texts = {
  sv: {
    aboutText:
      '<h2>Om Torget</h2><p>Torget är en öppen marknadsplats där svenska butiker säljer direkt till dig. Varje butik har en egen sida, ett eget utseende och egna sätt att ta betalt.</p>',
    becomeSellerText1:
      '<h2>Sälj på Torget</h2><p>Öppna din egen butik på några minuter. Välj färger, logga och banner, och hur du vill få betalt.</p>',
    becomeSellerText2: '<p>Välj den plan som passar din butik. Du kan börja gratis.</p>',
    privacyPolicyText: defaultPrivacyPolicy('sv'),
    noticeIntroText:
      '<p>Har du hittat en vara eller butik på Torget som du tror är olaglig? Berätta för oss så granskar vi den. Säljaren får inte veta vem som har anmält.</p>',
    termsGroundsText: [
      'Villkoren 3.1: Förbjudna varor',
      'Villkoren 3.2: Förfalskningar och intrång i andras rättigheter',
      'Villkoren 3.3: Farliga varor och varor utan produktsäkerhetsuppgifter',
      'Villkoren 4.1: Vilseledande annonser',
      'Villkoren 5.1: Säljarens uppgifter ska vara riktiga',
    ].join('\n'),
  },
  en: {
    aboutText:
      '<h2>About Torget</h2><p>Torget is an open marketplace where Swedish shops sell directly to you. Every shop has its own page, its own look and its own ways to get paid.</p>',
    becomeSellerText1:
      '<h2>Sell on Torget</h2><p>Open your own shop in a few minutes. Choose your colours, logo and banner, and how you get paid.</p>',
    becomeSellerText2: '<p>Choose the plan that suits your shop. You can start for free.</p>',
    privacyPolicyText: defaultPrivacyPolicy('en'),
    noticeIntroText:
      '<p>Found a product or shop on Torget that you believe is illegal? Tell us and we will review it. The seller is not told who reported.</p>',
    termsGroundsText: [
      'Terms 3.1: Prohibited goods',
      'Terms 3.2: Counterfeits and infringements of the rights of others',
      'Terms 3.3: Unsafe goods and goods without product safety information',
      'Terms 4.1: Misleading listings',
      "Terms 5.1: The seller's details must be true",
    ].join('\n'),
  },
};

export type DefaultSiteText = keyof (typeof texts)['sv'];

/** A default site text in one of the marketplace's languages. */
export const defaultSiteText = (field: DefaultSiteText, language: TermsLanguage): string =>
  texts[language][field];
