import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { AppProviders } from '@torget/ui';
import type { ReactNode } from 'react';
import { apiClient } from '../lib/api-client';
import { firstPageCache } from '../lib/page-data';
import { session } from '../lib/session';
import { SiteProvider } from '../lib/site';

const firstPage = firstPageCache();

/**
 * Everything every screen renders inside: the kit's providers (data cache, language saved on the signed-in
 * account, theme) and the site (marketplace or a seller's own domain).
 */
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
  const cache = {
    ...(freshCache ? { provider: () => new Map(), dedupingInterval: 0 } : firstPage),
    shouldRetryOnError: false,
  };
  return (
    <AppProviders locale={locale} messages={messages} client={apiClient} session={session} swr={cache}>
      <SiteProvider hostname={hostname}>{children}</SiteProvider>
    </AppProviders>
  );
}
