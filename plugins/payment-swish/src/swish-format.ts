import { createHash } from 'node:crypto';

/**
 * Swish's instruction id (32 upper-case hex characters) for one attempt at paying an order, or one
 * refund: derived, not stored, so a retry of the same attempt is the same request at Swish (its PUT is
 * idempotent per id) and the order's attempts can be found again by asking for ids 0, 1, 2…
 */
export function instructionId(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 32).toUpperCase();
}

/** Swish takes 1.00 to 999 999 999 999.99 SEK in one payment. */
export const MIN_ORE = 100;
export const MAX_ORE = 99_999_999_999_999;

/** SEK as Swish writes amounts: digits, a period and two decimals ("577.00"). */
export function swishAmount(ore: number): string {
  const whole = Math.trunc(ore / 100);
  return `${whole}.${String(ore % 100).padStart(2, '0')}`;
}

export function oreOf(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/**
 * The rule for a payer's number, as the contract's payer field declares it to browsers: drop `ignore`'s
 * characters, then a Swedish mobile number with or without the country code ("070-123 45 67",
 * "+46 70 123 45 67", "0046701234567").
 */
export const PAYER_RULE = { ignore: '[\\s\\-().]', pattern: '^(?:\\+46|0046|46|0)(7\\d{8})$' };

/**
 * A Swedish mobile number as Swish's `payerAlias` wants it (country code, no leading zero: 46701234567),
 * from what a buyer types; undefined when it breaks `PAYER_RULE`.
 */
export function payerAlias(typed: string): string | undefined {
  const national = new RegExp(PAYER_RULE.pattern).exec(
    typed.replace(new RegExp(PAYER_RULE.ignore, 'g'), '').trim(),
  )?.[1];
  return national ? `46${national}` : undefined;
}

/** A Swish number (the shop's, 123 and seven digits) with spaces and dashes dropped. */
export const swishNumber = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * Swish's `message`: at most 50 characters of a–ö, 0–9, space and :;.,?!()". Anything else (an
 * ampersand or emoji in a shop's name) becomes a space, so the request is never refused for it.
 */
export function swishMessage(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9åäöÅÄÖ:;.,?!()" ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .trim();
}
