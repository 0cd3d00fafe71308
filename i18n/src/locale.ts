/** The languages Torget speaks. Swedish first: it is the default for people (pages, mail). */
export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a person gets when nothing says otherwise (a first visit without a browser preference, mail). */
export const DEFAULT_LOCALE: Locale = 'sv';

/** The cookie that remembers the chosen language, so the server's first HTML is already in it. */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The supported language a list of preferences asks for first: an `Accept-Language` header
 * (`sv-SE,sv;q=0.9,en;q=0.8`) or the browser's `navigator.languages`. Quality values are honoured,
 * regions ignored (`en-GB` is English); anything unknown or malformed is skipped, never an error.
 */
export function negotiateLocale(
  preferences: string | readonly string[] | undefined | null,
  fallback: Locale,
): Locale {
  return preferredLocale(preferences) ?? fallback;
}

/** The supported language the preferences ask for first (as `negotiateLocale`), or undefined when none fits. */
export function preferredLocale(
  preferences: string | readonly string[] | undefined | null,
): Locale | undefined {
  if (!preferences) return undefined;
  const entries = typeof preferences === 'string' ? preferences.split(',') : preferences;
  let best: { locale: Locale; q: number; at: number } | undefined;
  entries.slice(0, 20).forEach((entry, at) => {
    const [tag = '', ...params] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    if (!best || q > best.q) best = { locale: language, q, at };
  });
  return best?.locale;
}

/** The language a `Cookie` header remembers, if it names one we speak. */
export function localeFromCookie(cookieHeader: string | undefined | null): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The Intl locale each language formats with: English as read in Sweden (`en-SE`: 1 234,50 kr, 25 Nov 2026). */
export const intlLocale = (locale: Locale): string => (locale === 'sv' ? 'sv-SE' : 'en-SE');
