import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@torget/i18n';

let active: I18n | undefined;

/** The provider registers its Lingui instance here for code outside React (the API client's header). */
export function setActiveI18n(i18n: I18n): void {
  active = i18n;
}

/** The language this browser remembered (cookie), asks for (`navigator.languages`), else Swedish. */
export function initialLocale(): Locale {
  if (typeof document !== 'undefined') {
    const remembered = document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === LOCALE_COOKIE)?.[1];
    if (isLocale(remembered)) return remembered;
  }
  return typeof navigator === 'undefined'
    ? DEFAULT_LOCALE
    : negotiateLocale(navigator.languages, DEFAULT_LOCALE);
}

/** The language the screens speak now (for `Accept-Language` on API calls). */
export const activeLocale = (): Locale =>
  active && isLocale(active.locale) ? active.locale : initialLocale();

/** A text by id in the active language, for the few places outside components (e.g. error fallbacks). */
export const translateActive = (id: string, values?: Record<string, unknown>): string =>
  active ? active._(id, values) : '';

/** Remembers the choice for a year (the server reads it for the first HTML) and tells assistive tech. */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = locale;
}
