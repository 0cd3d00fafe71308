import { DEFAULT_LOCALE, type Locale } from '@torget/i18n';
import { formatOre } from '../../../shared/money';
import { msg, render, type MessageId, type MessageValues, type Text } from '../../../shared/messages';

/** Who a mail goes to, and the language it is written in. */
export interface Recipient {
  email: string;
  locale: Locale;
}

/** A user as a mail's recipient: in the language saved on the account, Swedish while it is unknown. */
export const recipientOf = (user: { email: string; language?: Locale | null }): Recipient => ({
  email: user.email,
  locale: user.language ?? DEFAULT_LOCALE,
});

/** A mail's texts, from core's catalogs (ids `mail.*`) in the recipient's language; money as `money(öre)`. */
export type MailT = ((id: MessageId, values?: MessageValues) => string) & {
  /** A plugin's text (or a core message) in the recipient's language. */
  text(text: Text): string;
  /** An amount in öre, through the one money formatter. */
  money(ore: number): string;
};

export function mailT(locale: Locale): MailT {
  const t = ((id: MessageId, values?: MessageValues) => render(msg(id, values), locale)) as MailT;
  t.text = (text) => render(text, locale);
  t.money = (ore) => formatOre(ore, locale);
  return t;
}
