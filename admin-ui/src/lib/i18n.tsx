import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { RichText, useTranslate, type RichTextProps, type UiMessageId } from '@torget/ui';
import type en from '../locales/en.json';

/** Every text id the admin app may show: its own catalog's and the kit's. */
export type MessageId = keyof typeof en | UiMessageId;

/** Texts, money and dates in the reader's language: `const { t, money, date } = useT()`. */
export const useT = () => useTranslate<MessageId>();

/** A message with elements inside it: `<T id="cart.empty" components={{ 0: <Link to="/" /> }} />`. */
export const T = (props: RichTextProps<MessageId>) => <RichText {...props} />;

/** Each language's catalog is a chunk of its own, fetched only when that language is used. */
const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  sv: () => import('virtual:torget-messages/sv'),
  en: () => import('virtual:torget-messages/en'),
};

export const loadMessages = async (locale: Locale): Promise<Messages> => (await catalogs[locale]()).default;
