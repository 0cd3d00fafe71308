import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ID, SHOP_ID, productList } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const withSuggestions = () =>
  fakeApi({
    'GET /api/products/categories': () => ['Trä'],
    'GET /api/users/top-sellers': () => [],
    'GET /api/products': () => productList([]),
    'GET /api/search/suggestions': () => ({
      products: [{ _id: PRODUCT_ID, name: 'Dalahäst röd 12 cm' }],
      shops: [{ _id: SHOP_ID, name: 'Dalaslöjd' }],
      categories: [],
    }),
  });

describe('the search box suggests as you type (ARIA combobox)', () => {
  it('from two characters: arrows choose, Enter opens the chosen page, Escape closes', async () => {
    const api = withSuggestions();
    const { router } = renderApp('/search/name/');
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'd' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'dalah' } });
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(listbox.textContent).toContain('Dalahäst röd 12 cm');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/2 suggestions, choose with the up and down arrows/)).toBeTruthy();
    const asked = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/search/suggestions');
    expect(asked.map((url) => url.searchParams.get('q'))).toEqual(['dalah']);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(`suggestion-shop-${SHOP_ID}`);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /Dalahäst/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`));
  });

  it('Enter with nothing chosen still searches /search/name/{q}', async () => {
    withSuggestions();
    const { router } = renderApp('/search/name/');
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'dalahästar' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/name/dalah%C3%A4star'));
  });
});
