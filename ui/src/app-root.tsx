import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import type { ComponentType, ReactNode } from 'react';

export interface AppRootProps {
  locale: Locale;
  messages: Messages;
}

/**
 * Both apps' root: the app's provider (data cache, language, theme…) around its router. An app gives only its
 * provider and its router component: `appRoot(AppProvider, AppRouter)`. The router is the app's own choice
 * (the admin app's data router, the storefront's lighter declarative one: docs/page-weight.md).
 */
export function appRoot(
  Provider: ComponentType<AppRootProps & { children: ReactNode }>,
  Router: ComponentType,
) {
  return function App({ locale, messages }: AppRootProps) {
    return (
      <Provider locale={locale} messages={messages}>
        <Router />
      </Provider>
    );
  };
}
