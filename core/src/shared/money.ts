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

const sekFormat = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });

/** Swedish display form, e.g. "1 234,50 kr" (with non-breaking spaces). */
export function formatSek(ore: Ore): string {
  return sekFormat.format(oreToSek(ore));
}
