import { render } from '@testing-library/react';
import type { Locale } from '@torget/i18n';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import english from 'virtual:torget-messages/en';
import swedish from 'virtual:torget-messages/sv';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/**
 * Renders the whole storefront at `path` (on `hostname`, localhost by default) with a fresh SWR cache, in
 * English unless told (the spec's texts are its English messages).
 */
export function renderApp(
  path: string,
  { hostname = 'localhost', locale = 'en' }: { hostname?: string; locale?: Locale } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider
      hostname={hostname}
      locale={locale}
      messages={locale === 'sv' ? swedish : english}
      freshCache
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
