import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { useState, type ComponentType, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export interface AppRootProps {
  locale: Locale;
  messages: Messages;
}

/**
 * Both apps' root: the app's provider (data cache, language, theme…) around its router, the router made once per
 * mount. An app gives only its provider and its routes: `appRoot(AppProvider, createRouter)`.
 */
export function appRoot(
  Provider: ComponentType<AppRootProps & { children: ReactNode }>,
  createRouter: () => Router,
) {
  return function App({ locale, messages }: AppRootProps) {
    const [router] = useState(createRouter);
    return (
      <Provider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </Provider>
    );
  };
}
