import type { MessageId, useT } from '../../../lib/i18n';

/**
 * Something the cart screen tells the shopper, kept as an id and its facts rather than as a sentence, so it is
 * written in the language on screen when it is shown (and again after a switch). Amounts are SEK, formatted then.
 */
export type CartNotice =
  | {
      id: Extract<MessageId, `cart.${string}`>;
      name?: string;
      shop?: string;
      qty?: number;
      price?: number;
      before?: number;
    }
  | { message: string };

/** A notice in the reader's language: prices through the one money formatter. */
export function noticeText(notice: CartNotice, { t, money }: ReturnType<typeof useT>): string {
  if ('message' in notice) return notice.message;
  const { id, price, before, ...facts } = notice;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(facts)) if (value !== undefined) values[key] = value;
  if (price !== undefined) values.price = money(price);
  if (before !== undefined) values.before = money(before);
  return t(id, values);
}
