import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { LanguageProvider, ThemeRoot } from '@torget/ui';
import { useCallback, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { loadMessages } from '../lib/i18n';
import { SiteProvider } from '../lib/site';

/** After a switch: texts the server wrote (plugin labels, messages) are fetched again in the new language. */
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
  const onChange = useCallback(() => void mutate(() => true), [mutate]);
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
