import { intlLocale, type Locale } from './locale';

/** The time zone of every date a person reads: the marketplace's. */
export const TIME_ZONE = 'Europe/Stockholm';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

/**
 * The one way to write money for people: an amount in SEK (the API's unit; core converts its öre at the
 * edge with its `oreToSek`) as `1 234,50 kr` — in both languages, since Swedish price tags, receipts and bank
 * apps write SEK that way and English-speaking shoppers in Sweden read it there every day (CLDR's en-SE).
 */
export function formatMoney(amountSek: number, locale: Locale): string {
  const format = formatter(
    `money:${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'SEK' }),
  );
  return format.format(amountSek);
}

/**
 * - `date`: 2026-11-25 (lists, forms: how Swedes write a date, in both languages)
 * - `dateTime`: 2026-11-25 14:05 (tables that show the time)
 * - `long`: 25 november 2026 / 25 November 2026 (running text, mails)
 * - `longTime`: 25 november 2026 14:05 / 25 November 2026, 14:05
 */
export type DateStyle = 'date' | 'dateTime' | 'long' | 'longTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  longTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/**
 * The one way to write a moment for people, in Stockholm time whatever the reader's or server's clock
 * (an order paid at 00:30 in Stockholm is that day, not the UTC day before). Empty for none or nonsense.
 */
export function formatDate(
  value: string | Date | null | undefined,
  locale: Locale,
  style: DateStyle = 'date',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // ISO-like dates in both languages: sv-SE writes 2026-11-25; en-SE does too for numeric dates.
  const tag = style === 'date' || style === 'dateTime' ? 'sv-SE' : intlLocale(locale);
  const format = formatter(
    `date:${style}:${tag}`,
    () => new Intl.DateTimeFormat(tag, { ...DATE_OPTIONS[style], timeZone: TIME_ZONE }),
  );
  return format.format(date);
}

/**
 * The moment a calendar day a person typed (`2026-11-24`) begins in Stockholm; a value with a time is taken as
 * written. At UTC midnight Stockholm is 01:00 or 02:00 of the same day (its clocks change at 01:00 UTC), so its
 * midnight lies that many hours earlier.
 */
export function stockholmDayStart(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!day) return new Date(value);
  const utcMidnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const hour = formatter(
    'hour:stockholm',
    () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }),
  ).format(new Date(utcMidnight));
  return new Date(utcMidnight - Number(hour) * 3_600_000);
}
