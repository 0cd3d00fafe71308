import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import type { MessageValues } from './use-translate';
import { useTranslate } from './use-translate';

export interface RichTextProps<Id extends string> {
  id: Id;
  values?: MessageValues;
  /** The elements a message's numbered tags wrap: "Cart is empty. <0>Go shopping</0>" → `{ 0: <Link to="/" /> }`. */
  components?: Record<string, ReactElement>;
}

/** A message with links or emphasis inside it, translated as one sentence (word order differs per language). */
export function RichText<Id extends string>({ id, values, components }: RichTextProps<Id>) {
  const { i18n, locale } = useTranslate<Id>();
  return <TransNoContext key={locale} id={id} values={values} components={components} lingui={{ i18n }} />;
}
