import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, productList } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const variant = (options: Record<string, string>) => ({
  _id: crypto.randomUUID(),
  options,
  sku: '',
  gtin: '',
  price: 149,
  countInStock: 3,
  image: '',
});

const mitten = makeProduct({
  name: 'Tumvante',
  options: [
    { name: 'Storlek', values: ['S', 'M'] },
    { name: 'Färg', values: ['Grå', 'Röd'] },
  ],
  variants: [variant({ Storlek: 'S', Färg: 'Grå' }), variant({ Storlek: 'M', Färg: 'Röd' })],
});

const searching = () =>
  fakeApi({
    'GET /api/products/categories': () => ['Kläder'],
    'GET /api/products': () => productList([mitten]),
  });

/** The query of the last listing the page asked for. */
const lastListing = (api: ReturnType<typeof searching>) =>
  Object.fromEntries(
    api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/products')
      .at(-1)!.searchParams,
  );

describe('search by option value and on sale (issues 36, 37)', () => {
  it('offers the option values of the results as filters and shows the chosen one as a removable chip', async () => {
    const api = searching();
    const { router } = renderApp('/search/name/vante');
    const colours = await screen.findByRole('region', { name: 'Färg' });
    expect(
      within(colours)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Any', 'Grå', 'Röd']);
    fireEvent.click(within(colours).getByRole('link', { name: 'Röd' }));
    await waitFor(() => expect(router.state.location.search).toBe('?option=F%C3%A4rg%3AR%C3%B6d'));
    await waitFor(() => expect(lastListing(api)).toMatchObject({ name: 'vante', option: 'Färg:Röd' }));
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    const chip = within(chips).getByRole('link', { name: 'Remove the filter Färg: Röd' });
    expect(chip.getAttribute('href')).toBe('/search/name/vante');
    fireEvent.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
  });

  it('filters on sale in Swedish, offers biggest reduction first beside it, and leaves both with the chip', async () => {
    const api = searching();
    const { router } = renderApp('/search/name/vante', { locale: 'sv' });
    const sale = await screen.findByRole('region', { name: 'Rea' });
    expect(screen.queryByRole('option', { name: 'Störst rabatt' })).toBeNull();
    fireEvent.click(within(sale).getByRole('link', { name: 'På rea' }));
    await waitFor(() => expect(router.state.location.search).toBe('?onSale=true'));
    fireEvent.change(await screen.findByLabelText('Sortera efter'), { target: { value: 'discount' } });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/search/category/all/name/vante/min/0/max/0/rating/0/order/discount/pageNumber/1?onSale=true',
      ),
    );
    await waitFor(() => expect(lastListing(api)).toMatchObject({ onSale: 'true', order: 'discount' }));
    const chip = within(screen.getByRole('list', { name: 'Valda filter' })).getByRole('link', {
      name: 'Ta bort filtret På rea',
    });
    expect(chip.getAttribute('href')).toBe('/search/name/vante');
  });
});
