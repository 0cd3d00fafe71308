import type { Messages } from '@lingui/core';
import { endpoints, type ApiClient } from '@torget/contract/browser';
import type { Locale } from '@torget/i18n';
import { useCallback, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { ThemeRoot } from '../theme-root';
import { LanguageProvider } from './language-provider';

/**
 * Each language's catalog is a chunk of its own, fetched only when that language is used. The module is the
 * catalog of the app being built (the kit's texts merged with the app's own: the `torgetMessages` plugin of
 * its Vite config), so the kit loads the storefront's in the storefront and the admin app's in the admin app.
 */
const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  sv: () => import('virtual:torget-messages/sv'),
  en: () => import('virtual:torget-messages/en'),
};

export const loadMessages = async (locale: Locale): Promise<Messages> => (await catalogs[locale]()).default;

/** The catalog the server wrote into the page for the language it chose, if it is `locale`'s. */
export function inlineMessages(locale: Locale): Messages | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('torget-messages');
  if (!element || element.dataset.locale !== locale) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as Messages;
  } catch {
    return undefined;
  }
}

interface AppLanguageProps {
  locale: Locale;
  messages: Messages;
  client: ApiClient;
  session: { token: () => string | null | undefined };
  children: ReactNode;
}

/**
 * After a switch: texts the server wrote (its messages, plugin labels) are fetched again in the new language,
 * and a signed-in person's choice is saved on the account (PUT /api/users/profile/language), so mail to them
 * follows it.
 */
function AppLanguage({ locale, messages, client, session, children }: AppLanguageProps) {
  const { mutate } = useSWRConfig();
  const onChange = useCallback(
    (language: Locale) => {
      void mutate(() => true);
      // The screen has switched already; a failed save leaves mail in the earlier language until the next switch.
      if (session.token())
        client.call(endpoints.users.language, { body: { language } }).catch(() => undefined);
    },
    [mutate, client, session],
  );
  return (
    <LanguageProvider locale={locale} messages={messages} load={loadMessages} onChange={onChange}>
      {children}
    </LanguageProvider>
  );
}

export interface AppProvidersProps extends Omit<AppLanguageProps, 'children'> {
  /** The app's data cache settings (SWR). */
  swr?: SWRConfiguration;
  /** Inside the theme: the app's own providers and its screens. */
  children: ReactNode;
}

/**
 * What both apps render every screen inside: the data cache, the reader's language (saved on the signed-in
 * account on a switch; API calls ask for it through the app's client) and the theme. An app gives its
 * client, its session and its cache settings.
 */
export function AppProviders({ swr, children, ...language }: AppProvidersProps) {
  return (
    <SWRConfig value={swr}>
      <AppLanguage {...language}>
        <ThemeRoot>{children}</ThemeRoot>
      </AppLanguage>
    </SWRConfig>
  );
}
