import { appTexts, type UiMessageId } from '@torget/ui';
import type en from '../locales/en.json';

/** Every text id the admin app may show: its own catalog's and the kit's. */
export type MessageId = keyof typeof en | UiMessageId;

/** `const { t, money, date } = useT()`; `<T id="…" components={{ 0: <Link to="/" /> }} />`. */
export const { useT, T } = appTexts<MessageId>();

/** The admin app's catalogs (the kit's texts and its own), loaded by the kit. */
export { loadMessages } from '@torget/ui';
