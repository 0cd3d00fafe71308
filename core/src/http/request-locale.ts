import { localeFromCookie, negotiateLocale, preferredLocale, type Locale } from '@torget/i18n';
import type { Context } from 'koa';

/**
 * The language an API request is answered in: the first of its `Accept-Language` preferences Torget
 * speaks (the apps send their chosen language), English when none fits — an API caller without a
 * preference is more likely a script or an integration than a person (issue 22).
 */
export const API_FALLBACK_LOCALE: Locale = 'en';

export function requestLocale(ctx: Pick<Context, 'get' | 'state'>): Locale {
  const known = (ctx.state as { locale?: Locale }).locale;
  return known ?? negotiateLocale(ctx.get('accept-language'), API_FALLBACK_LOCALE);
}

/**
 * The language a request names, if any: the person's choice (the `lang` cookie the apps set), else the
 * first of its `Accept-Language` preferences Torget speaks. Undefined when neither names one, so an
 * account's language is never guessed from the API's English fallback.
 */
export function askedLocale(ctx: Pick<Context, 'get'>): Locale | undefined {
  return localeFromCookie(ctx.get('cookie')) ?? preferredLocale(ctx.get('accept-language'));
}
