import { setupI18n } from '@lingui/core';
import { compileCatalog } from './compile';
import { LOCALES, type Locale } from './locale';
import type { LocalizedText, Texts } from './texts';

/**
 * Declares messages in both languages and answers a function from id (+ ICU values) to the text in each.
 * Typed: `sv` must have exactly `en`'s ids. Compiled once, when declared.
 */
export function defineTexts<const En extends Record<string, string>>(catalogs: {
  en: En;
  sv: Record<keyof En, string>;
}): Texts<Extract<keyof En, string>> {
  const i18n = Object.fromEntries(
    LOCALES.map((locale) => {
      const instance = setupI18n({ locale, messages: { [locale]: compileCatalog(catalogs[locale]) } });
      return [locale, instance];
    }),
  ) as Record<Locale, ReturnType<typeof setupI18n>>;
  return (id, values) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, i18n[locale]._(id, values)])) as LocalizedText;
}
