import type { I18n } from '@lingui/core';
import { formatDate, formatMoney, type DateStyle, type Locale } from '@torget/i18n';
import { useContext, useMemo } from 'react';
import { LanguageContext, type LanguageContextValue } from './language-provider';

/** ICU argument values: numbers for plurals, strings (already formatted money and dates) for the rest. */
export type MessageValues = Record<string, string | number>;

export interface Translate<Id extends string> {
  /** The text of `id` in the reader's language. */
  t(id: Id, values?: MessageValues): string;
  locale: Locale;
  setLocale(locale: Locale): Promise<void>;
  i18n: I18n;
  /** An amount in SEK as people read it: `1 234,50 kr`. */
  money(amountSek: number): string;
  /** A moment in Stockholm time: `2026-11-25` (date), `2026-11-25 14:05` (dateTime), `25 november 2026` (long). */
  date(value: string | Date | null | undefined, style?: DateStyle): string;
}

let fallback: LanguageContextValue | null = null;

/**
 * For component tests that render one component without the app's provider: the language every such
 * render uses (set once in a test setup file). The apps always render inside a LanguageProvider.
 */
export function setFallbackLanguage(value: LanguageContextValue): void {
  fallback = value;
}

/**
 * Texts, money and dates in the reader's language. Each package types it with its own ids:
 * `export const useT = () => useTranslate<StorefrontMessageId | UiMessageId>()`.
 */
export function useTranslate<Id extends string>(): Translate<Id> {
  const language = useContext(LanguageContext) ?? fallback;
  if (!language) throw new Error('useTranslate needs a LanguageProvider above it');
  const { i18n, locale, setLocale } = language;
  return useMemo(
    () => ({
      // `locale` is read so each language gets its own function (components re-render on a switch).
      t: (id: Id, values?: MessageValues) => (locale ? i18n._(id, values) : ''),
      locale,
      setLocale,
      i18n,
      money: (amountSek: number) => formatMoney(amountSek, locale),
      date: (value: string | Date | null | undefined, style: DateStyle = 'date') =>
        formatDate(value, locale, style),
    }),
    [i18n, locale, setLocale],
  );
}
