import { formatMoney, type Locale } from '@torget/i18n';

/**
 * Money is integer öre inside core and the database; the API speaks SEK numbers with 2 decimals.
 * Converting in one place keeps rounding consistent (half away from zero, like a till).
 */
export type Ore = number;

export function sekToOre(sek: number): Ore {
  return Math.sign(sek) * Math.round(Math.abs(sek) * 100);
}

export function oreToSek(ore: Ore): number {
  return ore / 100;
}

/** öre written for people through the one money formatter (@torget/i18n), e.g. "1 234,50 kr". */
export const formatOre = (ore: Ore, locale: Locale): string => formatMoney(oreToSek(ore), locale);
