import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productList } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const nothingFound = (suggestions: { name: string; reason: string }[]) =>
  fakeApi({
    'GET /api/products/categories': () => ['Keramik'],
    'GET /api/products': () => productList([]),
    'GET /api/search/did-you-mean': () => ({ suggestions }),
  });

describe("'No Product Found' with what would have matched", () => {
  it('offers the searches the server found, keeping the other filters, and goes there when chosen', async () => {
    const api = nothingFound([
      { name: 'dalahäst röd', reason: 'spelling' },
      { name: 'röd', reason: 'fewer-words' },
    ]);
    const { router } = renderApp('/search/category/Keramik/name/dalahäts%20r%C3%B6d');
    expect(await screen.findByText('No Product Found')).toBeTruthy();
    const line = (await screen.findByText('Did you mean', { exact: false })).closest('p')!;
    expect(line.textContent).toBe('Did you mean dalahäst röd or röd?');
    const asked = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/search/did-you-mean')!;
    expect(asked.searchParams.get('name')).toBe('dalahäts röd');
    fireEvent.click(screen.getByRole('link', { name: 'dalahäst röd' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/search/category/Keramik/name/dalah%C3%A4st%20r%C3%B6d'),
    );
  });

  it('says it in Swedish, and nothing when there is nothing to offer', async () => {
    nothingFound([{ name: 'ljuslykta', reason: 'spelling' }]);
    renderApp('/search/name/ljuslykat', { locale: 'sv' });
    expect((await screen.findByText('Menade du', { exact: false })).closest('p')!.textContent).toBe(
      'Menade du ljuslykta?',
    );
    vi.unstubAllGlobals();
    nothingFound([]);
    renderApp('/search/name/qqq');
    await screen.findAllByText('No Product Found');
    expect(screen.queryByText('Did you mean', { exact: false })).toBeNull();
  });
});
