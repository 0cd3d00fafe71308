import { RichText, type RichTextProps } from './rich-text';
import type { UiMessageId } from './ui-messages';
import { useTranslate } from './use-translate';

/**
 * An app's `useT` and `<T>`, typed with its catalog's ids and the kit's (a misspelt id fails typecheck):
 * `export const { useT, T } = appTexts<keyof typeof en>()`.
 */
export function appTexts<Id extends string>() {
  type AppId = Id | UiMessageId;
  return {
    /** Texts, money and dates in the reader's language: `const { t, money, date } = useT()`. */
    useT: () => useTranslate<AppId>(),
    /** A message with elements inside it: `<T id="cart.empty" components={{ 0: <Link to="/" /> }} />`. */
    T: (props: RichTextProps<AppId>) => <RichText {...props} />,
  };
}
