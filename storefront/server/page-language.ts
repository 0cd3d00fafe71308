import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, localeFromCookie, preferredLocale, type Locale } from '@torget/i18n';
import { createTranslator, type MessageValues } from '@torget/i18n/server';
import { BUILT_CATALOGS_DIR, catalogDirs, readCatalogs } from '@torget/i18n/vite';
import type { Catalog } from '@torget/i18n';
import { scriptJson } from './html';

/** The request's language, as the app itself would pick it: the `lang` cookie, else the browser's, else Swedish. */
export const pageLocale = (cookie?: string, acceptLanguage?: string): Locale =>
  localeFromCookie(cookie) ?? preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE;

export interface PageTexts {
  /** A head text (`head.*` in the storefront's catalogs) in the language. */
  t(locale: Locale, id: `head.${string}`, values?: MessageValues): string;
  /**
   * The app's whole catalog in the language, compiled as the browser's bundle has it, as the `<script>` element
   * every page inlines: serialised once here, not on each request (it is tens of kilobytes).
   */
  inlineScript: Record<Locale, string>;
}

/**
 * The storefront's catalogs for its server: the ones its build wrote beside the bundle, or, for a dist built
 * without them (tests' hand-made ones), the workspace's sources. One set of catalogs for browser and server.
 */
export function loadPageTexts(distDir: string): PageTexts {
  const built = (locale: Locale) => path.join(distDir, BUILT_CATALOGS_DIR, `${locale}.json`);
  const catalogs = {} as Record<Locale, Catalog>;
  for (const locale of LOCALES)
    catalogs[locale] = existsSync(built(locale))
      ? (JSON.parse(readFileSync(built(locale), 'utf8')) as Catalog)
      : readCatalogs(catalogDirs.storefront, locale);
  const translate = createTranslator<`head.${string}`>(catalogs);
  const inlineScript = {} as Record<Locale, string>;
  for (const locale of LOCALES)
    inlineScript[locale] =
      `<script type="application/json" id="torget-messages" data-locale="${locale}">` +
      `${scriptJson(translate.compiled(locale))}</script>`;
  return { t: translate, inlineScript };
}
