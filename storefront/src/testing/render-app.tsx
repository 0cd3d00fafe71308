import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import english from 'virtual:torget-messages/en';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/**
 * Renders the whole storefront at `path` (on `hostname`, localhost by default) with a fresh SWR cache, in
 * English unless told (the spec's texts are its English messages).
 */
export function renderApp(path: string, { hostname = 'localhost' }: { hostname?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider hostname={hostname} locale="en" messages={english} freshCache>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
