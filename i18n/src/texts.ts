import type { Locale } from './locale';

/** A text in every language Torget speaks: how a plugin gives core what a person reads. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** An ICU argument of a declared text: the same in every language, or its own per language (`moneyText`). */
export type TextValue = string | number | LocalizedText;

/**
 * A plugin's (or module's) own messages, declared once per language; Swedish must have every English id.
 * `texts('swish.numberRequired')` or `texts('swish.pay', { amount: moneyText(sek) })` gives a
 * `LocalizedText` that core shows in the reader's language. Values are ICU arguments; a value that is a
 * `LocalizedText` (money, a date, another text) is written in each language as that language has it.
 */
export type Texts<Id extends string> = (
  id: Id,
  values?: Readonly<Record<string, TextValue>>,
) => LocalizedText;

export { defineTexts } from './define-texts';
