/** The highest price a product can have, and the highest amount any SEK field accepts. */
export const MAX_PRICE_SEK = 10_000_000;

/** A SEK amount as people type it: digits, then optionally a comma or a point and decimals ("99,50"). */
export const SEK_TEXT = /^\d+([.,]\d+)?$/;

/** The number a typed SEK amount means ("99,50" → 99.5), or NaN when it is not written as one. */
export function sekFromText(text: string): number {
  const trimmed = text.trim();
  return SEK_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
}

/** Whether an amount has at most öre precision (2 decimals), allowing for binary fractions. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** What is wrong with a SEK amount, if anything: the one rule the contract's schema and the forms share. */
export type SekProblem = 'notNumber' | 'negative' | 'decimals' | 'tooHigh';

export function sekAmountProblem(value: number | string): SekProblem | undefined {
  const amount = typeof value === 'string' ? sekFromText(value) : value;
  if (!Number.isFinite(amount)) return 'notNumber';
  if (amount < 0) return 'negative';
  if (!hasAtMostTwoDecimals(amount)) return 'decimals';
  if (amount > MAX_PRICE_SEK) return 'tooHigh';
  return undefined;
}
