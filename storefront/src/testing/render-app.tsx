import { act, render } from '@testing-library/react';
import type { Locale } from '@torget/i18n';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import english from 'virtual:torget-messages/en';
import swedish from 'virtual:torget-messages/sv';
import { AppProvider } from '../app/provider';
import { StorefrontRoutes } from '../app/router';

/** Where the app is, read by the tests through `router` (the storefront's router keeps no state object). */
function Where({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/**
 * Renders the whole storefront at `path` (on `hostname`, localhost by default) with a fresh SWR cache, in
 * English unless told (the spec's texts are its English messages). `router.state.location` is where the app
 * is now; `router.navigate` goes elsewhere as the app's own navigation would.
 */
export function renderApp(
  path: string,
  { hostname = 'localhost', locale = 'en' }: { hostname?: string; locale?: Locale } = {},
) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <AppProvider
      hostname={hostname}
      locale={locale}
      messages={locale === 'sv' ? swedish : english}
      freshCache
    >
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <StorefrontRoutes />
        <Where into={seen} />
      </MemoryRouter>
    </AppProvider>,
  );
  const router = {
    state: {
      get location(): Location {
        return seen.location!;
      },
    },
    navigate: (to: string) =>
      act(async () => {
        await seen.navigate!(to);
      }),
  };
  return { ...view, router };
}
