import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { AppProviders } from '@torget/ui';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { apiClient } from '../lib/api-client';
import { session } from '../lib/session';

/** Admin screens show what the server has now: no refetch on focus churn, one retry on a network error. */
const cache: SWRConfiguration = { revalidateOnFocus: false, errorRetryCount: 1 };

/** The kit's providers (data cache, language saved on the signed-in account, theme) with the admin app's client. */
export function AppProvider({
  children,
  locale,
  messages,
}: {
  children: ReactNode;
  locale: Locale;
  messages: Messages;
}) {
  return (
    <AppProviders locale={locale} messages={messages} client={apiClient} session={session} swr={cache}>
      {children}
    </AppProviders>
  );
}
