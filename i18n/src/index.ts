export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  intlLocale,
  isLocale,
  localeFromCookie,
  negotiateLocale,
  preferredLocale,
  type Locale,
} from './locale';
export { TIME_ZONE, formatDate, formatMoney, stockholmDayStart, type DateStyle } from './format';
export { defineTexts, type LocalizedText, type TextValue, type Texts } from './texts';
export type { Catalog, CompiledCatalog } from './catalog';
