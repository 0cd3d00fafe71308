import type { Locale } from './locale';

/** A text in every language Torget speaks: how a plugin gives core what a person reads. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/**
 * A plugin's (or module's) own messages, declared once per language; Swedish must have every English id.
 * `texts('swish.numberRequired')` or `texts('swish.pay', { amount })` gives a `LocalizedText` that core
 * shows in the reader's language. Values are ICU arguments; format money and dates before passing them
 * (per language: pass a LocalizedText-producing value through `defineTexts` per locale if it differs).
 */
export type Texts<Id extends string> = (id: Id, values?: Record<string, string | number>) => LocalizedText;

export { defineTexts } from './define-texts';
