import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@torget/ui/testing';
import { renderApp } from '../testing/render-app';

const texts = {
  about_text: '<h2>Om Torget</h2><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  privacy_text: '',
  become_seller_text_1: '',
  become_seller_text_2: '',
  privacy_policy_text: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('storefront shell', () => {
  it('shows the brand, the footer and the sanitized About text on the home page', async () => {
    fakeApi({ 'GET /api/settings': () => texts });
    const { container } = renderApp('/');
    expect(screen.getByRole('link', { name: 'Torget' })).toBeTruthy();
    expect(screen.getByText(/© 2021/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Om Torget' })).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it("shows the server's message in a red alert when the texts can't be loaded", async () => {
    fakeApi({
      'GET /api/settings': () => {
        throw { status: 503, body: { message: 'Database unavailable', code: 'X' } };
      },
    });
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });

  it('answers unknown pages with "Page not found"', () => {
    fakeApi({});
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('hides the header on seller pages', () => {
    fakeApi({});
    renderApp('/seller/abc');
    expect(screen.queryByRole('link', { name: 'Torget' })).toBeNull();
  });
});
