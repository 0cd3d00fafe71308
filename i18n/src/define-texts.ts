import { setupI18n } from '@lingui/core';
import { compileCatalog } from './compile';
import { LOCALES, type Locale } from './locale';
import { formatMoney } from './format';
import type { LocalizedText, TextValue, Texts } from './texts';

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
  const pick = (values: Readonly<Record<string, TextValue>> | undefined, locale: Locale) =>
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'object' ? value[locale] : value,
      ]),
    );
  return (id, values) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, i18n[locale]._(id, pick(values, locale))]),
    ) as LocalizedText;
}

/** An amount in SEK as each language writes it, for a declared text's argument (`{ amount: moneyText(sek) }`). */
export const moneyText = (amountSek: number): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, formatMoney(amountSek, locale)])) as LocalizedText;
