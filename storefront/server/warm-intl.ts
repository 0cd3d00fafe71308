import { createHash } from 'node:crypto';
import { intlLocale, LOCALES, type Locale } from '@torget/i18n';

/**
 * The browser's first number or date format loads its locale data: one task of about 40 ms on a laptop and
 * 160 ms on a mid-range phone (measured under Chromium's 4× CPU slowdown). Paid inside the app's first render
 * (the header's cart count, a price), it blocked the page right after it appeared. This script, inline in the
 * page, pays it while the app's code is still downloading and the main thread has nothing else to do;
 * the data stays loaded for the page's life, so @torget/i18n's formatters then start in a millisecond. It only
 * warms: nothing depends on it having run. Inline, not a file, so it cannot arrive after the app's code does;
 * at the end of the body, so it never holds up the parser before the page's files are found.
 */
function warmIntlScript(locale: Locale): string {
  const tag = JSON.stringify(intlLocale(locale));
  return (
    `try{new Intl.NumberFormat(${tag},{style:"currency",currency:"SEK"}).format(1);` +
    `new Intl.DateTimeFormat(${tag},{timeZone:"Europe/Stockholm",month:"long"}).format(0);` +
    `new Intl.PluralRules(${tag}).select(1)}catch(e){}`
  );
}

/** Per language: the script, and its hash as a Content-Security-Policy source (the host lets only it run). */
export const WARM_INTL = Object.fromEntries(
  LOCALES.map((locale) => {
    const script = warmIntlScript(locale);
    return [locale, { script, csp: `'sha256-${createHash('sha256').update(script).digest('base64')}'` }];
  }),
) as Record<Locale, { script: string; csp: string }>;
