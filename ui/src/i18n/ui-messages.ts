import { useTranslate } from './use-translate';
import type en from '../locales/en.json';

/** The ids of @torget/ui's own catalog (`ui/src/locales`), which every app merges into its own. */
export type UiMessageId = keyof typeof en;

/** Texts of the kit's own components. */
export const useUiT = () => useTranslate<UiMessageId>();
