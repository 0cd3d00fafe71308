import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/** Renders the whole storefront at `path` with a fresh SWR cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </SWRConfig>,
  );
}
