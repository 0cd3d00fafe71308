import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { LanguageProvider, ThemeRoot } from '@torget/ui';
import { useCallback, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../lib/api-client';
import { loadMessages } from '../lib/i18n';
import { session } from '../lib/session';
import { SiteProvider } from '../lib/site';

/**
 * After a switch: texts the server wrote (plugin labels, messages) are fetched again in the new language, and a signed-in person's choice is
 * saved on the account, so mail to them follows it.
 */
function Language({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const { mutate } = useSWRConfig();
  const onChange = useCallback(
    (language: Locale) => {
      void mutate(() => true);
      // The screen has switched already; a failed save leaves mail in the earlier language until the next switch.
      if (session.token())
        apiClient.call(endpoints.users.language, { body: { language } }).catch(() => undefined);
    },
    [mutate],
  );
  return (
    <LanguageProvider locale={locale} messages={messages} load={loadMessages} onChange={onChange}>
      {children}
    </LanguageProvider>
  );
}

/** Everything every screen renders inside: data cache, language, the site (marketplace or own domain), the theme. */
export function AppProvider({
  children,
  locale,
  messages,
  hostname = location.hostname,
  freshCache = false,
}: {
  children: ReactNode;
  locale: Locale;
  messages: Messages;
  hostname?: string;
  /** Tests start each render with an empty data cache. */
  freshCache?: boolean;
}) {
  return (
    <SWRConfig
      value={{
        ...(freshCache ? { provider: () => new Map(), dedupingInterval: 0 } : {}),
        shouldRetryOnError: false,
      }}
    >
      <Language locale={locale} messages={messages}>
        <ThemeRoot>
          <SiteProvider hostname={hostname}>{children}</SiteProvider>
        </ThemeRoot>
      </Language>
    </SWRConfig>
  );
}
