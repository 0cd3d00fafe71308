import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@torget/ui';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { RequireSeller, RequireUser } from './route-guards';

function Where({ into }: { into: { location?: Location } }) {
  into.location = useLocation();
  return null;
}

const renderAt = (path: string) => {
  const seen: { location?: Location } = {};
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireUser />}>
            <Route path="/profile" element={<h1>Profile</h1>} />
          </Route>
          <Route element={<RequireSeller />}>
            <Route path="/seller_profile" element={<h1>Shop settings</h1>} />
          </Route>
          <Route path="/signin" element={<h1>Sign in</h1>} />
        </Routes>
        <Where into={seen} />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return {
    state: {
      get location() {
        return seen.location!;
      },
    },
  };
};

const signIn = (is_seller: boolean) =>
  session.signIn({
    _id: 'u',
    name: 'U',
    email: 'u@x.se',
    token: 't',
    is_admin: false,
    is_seller,
    wants_to_be_seller: false,
  });

afterEach(() => session.signOut());

describe('route guards', () => {
  it('sends signed-out visitors to sign in with the way back', () => {
    const router = renderAt('/profile?tab=1');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/profile?tab=1')}`);
  });

  it('lets signed-in users through', () => {
    signIn(false);
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('refuses seller screens to users without a shop', () => {
    signIn(false);
    renderAt('/seller_profile');
    expect(screen.getByRole('heading', { name: 'For sellers only' })).toBeTruthy();
  });

  it('opens seller screens for sellers', () => {
    signIn(true);
    renderAt('/seller_profile');
    expect(screen.getByRole('heading', { name: 'Shop settings' })).toBeTruthy();
  });
});
