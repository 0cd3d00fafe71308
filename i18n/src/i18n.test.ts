import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDirs } from './catalog-dirs';
import { checkCatalogs } from './catalog-check';
import { formatDate, formatMoney, stockholmDayStart } from './format';
import { localeFromCookie, negotiateLocale } from './locale';
import { compileCatalog, createTranslator, defineTexts } from './server';
import { readCatalogs } from './vite-plugin';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('writes SEK as Swedes read it, in both languages', () => {
    expect(plain(formatMoney(1234.5, 'sv'))).toBe('1 234,50 kr');
    expect(plain(formatMoney(1234.5, 'en'))).toBe('1 234,50 kr');
    expect(plain(formatMoney(0.5, 'sv'))).toBe('0,50 kr');
  });
});

describe('dates', () => {
  it('are Stockholm dates, not UTC ones: 23:30 UTC on 24 Nov is 25 Nov in Stockholm', () => {
    expect(formatDate('2026-11-24T23:30:00Z', 'sv')).toBe('2026-11-25');
    expect(formatDate('2026-11-24T23:30:00Z', 'en', 'dateTime')).toBe('2026-11-25 00:30');
  });
  it('read as words in running text', () => {
    expect(formatDate('2026-06-19T10:00:00Z', 'sv', 'long')).toBe('19 juni 2026');
    expect(formatDate('2026-06-19T10:00:00Z', 'en', 'long')).toBe('19 June 2026');
  });
  it('a typed day begins at midnight in Stockholm, in winter and in summer', () => {
    expect(stockholmDayStart('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(stockholmDayStart('2026-06-19').toISOString()).toBe('2026-06-18T22:00:00.000Z');
    expect(formatDate(stockholmDayStart('2026-11-24'), 'sv', 'dateTime')).toBe('2026-11-24 00:00');
    expect(stockholmDayStart('2026-11-24T10:00:00Z').toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
  it('are empty for none or nonsense', () => {
    expect(formatDate(null, 'sv')).toBe('');
    expect(formatDate('not a date', 'sv')).toBe('');
  });
});

describe('choosing a language', () => {
  it('follows Accept-Language with its quality values, ignoring regions', () => {
    expect(negotiateLocale('en-GB,en;q=0.9,sv;q=0.8', 'sv')).toBe('en');
    expect(negotiateLocale('de-DE,sv;q=0.5,en;q=0.7', 'sv')).toBe('en');
    expect(negotiateLocale('sv-SE', 'en')).toBe('sv');
  });
  it('falls back quietly on unknown or malformed preferences', () => {
    expect(negotiateLocale('de-DE,fr;q=0.9', 'sv')).toBe('sv');
    expect(negotiateLocale(';;;q=abc,,', 'en')).toBe('en');
    expect(negotiateLocale('en;q=7', 'sv')).toBe('sv');
    expect(negotiateLocale(undefined, 'sv')).toBe('sv');
  });
  it('reads the remembered language from the cookie, ignoring unknown ones', () => {
    expect(localeFromCookie('a=1; lang=en; b=2')).toBe('en');
    expect(localeFromCookie('lang=xx')).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });
});

describe('server translation', () => {
  const t = createTranslator<'cart.items' | 'only.en' | 'nowhere'>({
    en: { 'cart.items': '{count, plural, one {# item} other {# items}}', 'only.en': 'Hello' },
    sv: { 'cart.items': '{count, plural, one {# vara} other {# varor}}' },
  });
  it('formats plurals per language', () => {
    expect(t('sv', 'cart.items', { count: 1 })).toBe('1 vara');
    expect(t('sv', 'cart.items', { count: 3 })).toBe('3 varor');
    expect(t('en', 'cart.items', { count: 3 })).toBe('3 items');
  });
  it('never shows a raw id: a missing Swedish text is English, a missing one everywhere is empty', () => {
    expect(t('sv', 'only.en')).toBe('Hello');
    expect(t('sv', 'nowhere')).toBe('');
  });
  it('hands out the catalogs it compiled, as a browser bundle has them (a server inlines them without compiling again)', () => {
    expect(t.compiled('sv')).toEqual(
      compileCatalog({ 'cart.items': '{count, plural, one {# vara} other {# varor}}' }),
    );
    expect(t.compiled('en')).toBe(t.compiled('en'));
  });
  it('gives a plugin its texts in every language', () => {
    const texts = defineTexts({
      en: { 'swish.pay': 'Pay {amount}' },
      sv: { 'swish.pay': 'Betala {amount}' },
    });
    expect(texts('swish.pay', { amount: '10,00 kr' })).toEqual({ en: 'Pay 10,00 kr', sv: 'Betala 10,00 kr' });
  });
});

describe('every catalog in the repository', () => {
  const dirs = [...new Set(Object.values(catalogDirs).flat())].filter((dir) => existsSync(dir));
  it('exists for every package that renders or answers texts', () => {
    expect(dirs.map((dir) => path.relative(path.resolve(import.meta.dirname, '../..'), dir)).sort()).toEqual(
      ['admin-ui/src/locales', 'core/src/locales', 'storefront/src/locales', 'ui/src/locales'].filter((d) =>
        existsSync(path.resolve(import.meta.dirname, '../..', d)),
      ),
    );
    for (const dir of dirs) expect(readdirSync(dir).sort()).toEqual(['en.json', 'sv.json']);
  });
  it.each(Object.keys(catalogDirs))('%s: its merged catalogs define each id once', (app) => {
    const present = catalogDirs[app as keyof typeof catalogDirs].filter((dir) => existsSync(dir));
    for (const locale of ['sv', 'en']) {
      expect(() => readCatalogs(present, locale)).not.toThrow();
    }
  });
  it.each(dirs)('%s: has every id in Swedish and English, valid ICU, the same arguments', (dir) => {
    expect(checkCatalogs(dir)).toEqual([]);
  });
});
