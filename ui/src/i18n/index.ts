export { activeLocale, initialLocale, translateActive } from './active';
export { appTexts } from './app-texts';
export { AppProviders, inlineMessages, loadMessages, type AppProvidersProps } from './app-language';
export {
  LanguageProvider,
  createI18n,
  type LanguageContextValue,
  type LanguageProviderProps,
  type LoadMessages,
} from './language-provider';
export { LanguageSwitch } from './language-switch';
export { RichText, type RichTextProps } from './rich-text';
export { setFallbackLanguage, useTranslate, type MessageValues, type Translate } from './use-translate';
export { useUiT, type UiMessageId } from './ui-messages';
export { errorMessage, genericMessage } from './error-message';
