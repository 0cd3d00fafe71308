import { formatDate, type DateStyle, type Locale, type LocalizedText } from '@torget/i18n';
import { formatOre } from './money';
import { createTranslator } from '@torget/i18n/server';
import en from '../locales/en.json' with { type: 'json' };
import sv from '../locales/sv.json' with { type: 'json' };

/** An id of core's catalogs (`core/src/locales/{en,sv}.json`): a misspelt id fails the typecheck. */
export type MessageId = keyof typeof en;

/** An amount of money (core's öre), written for the reader by the one money formatter. */
export interface Money {
  readonly ore: number;
}

/** A moment, written for the reader by the one date formatter (Stockholm time) in a style of its own. */
export interface Moment {
  readonly at: Date;
  readonly style: DateStyle;
}

/**
 * A message's ICU arguments. A value that is itself a text (a field's name, a plugin's label), money or a
 * moment is written in the reader's language too.
 */
export type MessageValue = string | number | Message | LocalizedText | Money | Moment;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A message for a person, kept as id + values until the reader's language is known (the error handler, mail). */
export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** What a person may read: one of core's messages, or a plugin's own text in every language. */
export type Text = Message | LocalizedText;

export const msg = (id: MessageId, values?: MessageValues): Message => (values ? { id, values } : { id });

export const money = (ore: number): Money => ({ ore });

export const moment = (at: Date, style: DateStyle): Moment => ({ at, style });

/** Core's translator over its own catalogs, compiled once at start. */
export const translate = createTranslator<MessageId>({ en, sv });

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).ore === 'number';

const isMoment = (value: unknown): value is Moment =>
  typeof value === 'object' && value !== null && (value as Moment).at instanceof Date;

function renderValue(value: MessageValue, locale: Locale): string | number {
  if (typeof value !== 'object') return value;
  if (isMoney(value)) return formatOre(value.ore, locale);
  if (isMoment(value)) return formatDate(value.at, locale, value.style);
  return render(value, locale);
}

/** A text in one language: core's messages are translated, a plugin's text is picked, never translated. */
export function render(text: Text, locale: Locale): string {
  if (!isMessage(text)) return text[locale];
  if (!text.values) return translate(locale, text.id);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, renderValue(value, locale)]),
  );
  return translate(locale, text.id, values);
}

/** The id of core's message whose English text is exactly `english`, if there is one. */
const byEnglish = new Map<string, MessageId>(
  (Object.entries(en) as [MessageId, string][]).map(([id, text]) => [text, id]),
);
export const messageIdOf = (english: string): MessageId | undefined => byEnglish.get(english);
