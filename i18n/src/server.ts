import { setupI18n, type I18n } from '@lingui/core';
import type { Catalog, CompiledCatalog } from './catalog';
import { compileCatalog, mergeCatalogs } from './compile';
import { LOCALES, type Locale } from './locale';

export { compileCatalog, mergeCatalogs } from './compile';
export { defineTexts, moneyText } from './define-texts';

export type MessageValues = Record<string, string | number | Date | undefined>;

/** Translates a message id of one catalog family into any language, on a server. */
export interface Translator<Id extends string> {
  (locale: Locale, id: Id, values?: MessageValues): string;
  /** Whether a language's catalog has the id (an id missing everywhere is a bug the catalog tests catch). */
  has(locale: Locale, id: string): boolean;
  /**
   * A language's catalog as it was compiled for this translator (the form a browser's bundle has), for a
   * server that also hands it to the browser: compiled once, not again.
   */
  compiled(locale: Locale): CompiledCatalog;
}

/**
 * A server's translator over catalogs compiled once at start. An id missing in a language falls back to
 * English, and one missing everywhere to '' — never to the raw id.
 */
export function createTranslator<Id extends string>(
  catalogs: Record<Locale, Catalog | readonly Catalog[]>,
): Translator<Id> {
  const instances = {} as Record<Locale, I18n>;
  const compiled = {} as Record<Locale, CompiledCatalog>;
  for (const locale of LOCALES) {
    const own = catalogs[locale];
    const merged = Array.isArray(own) ? mergeCatalogs(own) : (own as Catalog);
    compiled[locale] = compileCatalog(merged);
    instances[locale] = setupI18n({ locale, messages: { [locale]: compiled[locale] } });
  }
  const has = (locale: Locale, id: string) => instances[locale].messages[id] !== undefined;
  const translate = ((locale: Locale, id: Id, values?: MessageValues) => {
    const found = has(locale, id) ? locale : has('en', id) ? 'en' : undefined;
    return found ? instances[found]._(id, values) : '';
  }) as Translator<Id>;
  translate.has = has;
  translate.compiled = (locale: Locale) => compiled[locale];
  return translate;
}
