const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });

/** A SEK amount the Swedish way, e.g. "1 234,50 kr" (with non-breaking spaces). */
export function formatSek(amount: number): string {
  return sek.format(amount);
}
