import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { LanguageProvider, ThemeRoot } from '@torget/ui';
import { useCallback, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../lib/api-client';
import { loadMessages } from '../lib/i18n';
import { session } from '../lib/session';

/**
 * After a switch: texts the server wrote (messages, plugin labels) are fetched again in the new language, and a signed-in person's choice is
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

/** Admin screens show what the server has now: no refetch on focus churn, one retry on a network error. */
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
    <SWRConfig value={{ revalidateOnFocus: false, errorRetryCount: 1 }}>
      <Language locale={locale} messages={messages}>
        <ThemeRoot>{children}</ThemeRoot>
      </Language>
    </SWRConfig>
  );
}
