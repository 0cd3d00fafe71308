import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { rememberLocale, setActiveI18n } from './active';

/** Loads a language's compiled catalog, e.g. `(l) => import(\`virtual:torget-messages/${l}\`)`. */
export type LoadMessages = (locale: Locale) => Promise<Messages>;

export interface LanguageContextValue {
  i18n: I18n;
  locale: Locale;
  /** Loads the language if needed, then every text on screen changes; remembered in a cookie. */
  setLocale(locale: Locale): Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

/** A Lingui instance for one language whose missing texts read as nothing rather than as raw ids. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages }, missing: () => '' });
}

export interface LanguageProviderProps {
  locale: Locale;
  /** The first language's compiled catalog, already at hand (inlined by the server or loaded before render). */
  messages: Messages;
  load: LoadMessages;
  /** After a switch (the apps save it on the signed-in account and refresh server texts). */
  onChange?(locale: Locale): void;
  children: ReactNode;
}

/** The reader's language for everything below it; `useTranslate` reads it. */
export function LanguageProvider({
  locale: first,
  messages,
  load,
  onChange,
  children,
}: LanguageProviderProps) {
  const [i18n] = useState(() => {
    const instance = createI18n(first, messages);
    setActiveI18n(instance);
    // Screen readers pronounce the page in its language, whatever the first HTML said.
    if (typeof document !== 'undefined') document.documentElement.lang = first;
    return instance;
  });
  const [locale, setState] = useState(first);
  const loaded = useRef(new Set<Locale>([first]));
  const setLocale = useCallback(
    async (next: Locale) => {
      if (!loaded.current.has(next)) {
        i18n.load(next, await load(next));
        loaded.current.add(next);
      }
      i18n.activate(next);
      rememberLocale(next);
      setState(next);
      onChange?.(next);
    },
    [i18n, load, onChange],
  );
  const value = useMemo(() => ({ i18n, locale, setLocale }), [i18n, locale, setLocale]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
