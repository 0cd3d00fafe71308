import type { Messages } from '@lingui/core';
import type { Locale } from '@torget/i18n';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ locale, messages }: { locale: Locale; messages: Messages }) {
  const [router] = useState(createRouter);
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
