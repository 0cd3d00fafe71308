import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import swedish from 'virtual:torget-messages/sv';
import { describe, expect, it } from 'vitest';
import { createAppApiClient } from '../app-client';
import { fakeApi } from '../testing/fake-api';
import { AppProviders } from './app-language';
import { LanguageSwitch } from './language-switch';

/** Both apps' providers around the switch, with a session that is signed in (a token) or not. */
function renderSwitch(token: string | null) {
  const session = { token: () => token, signOut: () => {} };
  const client = createAppApiClient({ baseUrl: '', session });
  render(
    <AppProviders locale="sv" messages={swedish} client={client} session={session}>
      <LanguageSwitch />
    </AppProviders>,
  );
}

const saves = (calls: [RequestInfo | URL, RequestInit?][]) =>
  calls
    .map(([input, init]) => ({ url: String(input), init }))
    .filter(({ url, init }) => url.endsWith('/api/users/profile/language') && init?.method === 'PUT');

describe('the apps’ language (issue 22)', () => {
  it('saves a signed-in person’s switch on the account, so mail follows it, and asks in the new language', async () => {
    const api = fakeApi({ 'PUT /api/users/profile/language': () => ({ language: 'en' }) });
    renderSwitch('token-of-sara');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(saves(api.mock.calls)).toHaveLength(1));
    const init = saves(api.mock.calls)[0]?.init;
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'en' });
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-of-sara');
    expect(headers.get('accept-language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves nothing for a visitor who is not signed in (the cookie remembers the choice)', async () => {
    document.cookie = 'lang=; path=/; max-age=0';
    const api = fakeApi({});
    renderSwitch(null);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.cookie).toContain('lang=en');
    expect(saves(api.mock.calls)).toEqual([]);
  });
});
