import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { AppProviders } from '@torget/ui';
import type { ReactNode } from 'react';
import { apiClient } from '../lib/api-client';
import { session } from '../lib/session';

/** The kit's providers; admin screens show what the server has now: no refetch on focus churn, one retry. */
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
    <AppProviders
      locale={locale}
      messages={messages}
      client={apiClient}
      session={session}
      swr={{ revalidateOnFocus: false, errorRetryCount: 1 }}
    >
      {children}
    </AppProviders>
  );
}
