import { screen } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeShop, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

// A sale as the server answers it: the price is the sale price, the prior price its lowest of 30 days.
const onSale = () =>
  makeProduct({
    name: 'Lampa',
    price: 149,
    sale: { price: 149, priorPrice: 199, percentOff: 25, endsAt: null, variants: [] },
  });

describe('a product on sale', () => {
  it('shows the sale price, the lowest price of the last 30 days and the badge on a card (Swedish)', async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/users/top-sellers': () => [],
      'GET /api/products': () => ({
        products: [onSale(), makeProduct({ _id: '00000000-0000-4000-8000-000000000099', name: 'Vas' })],
        page: 1,
        pages: 1,
      }),
    });
    renderApp('/', { locale: 'sv' });
    const card = (await screen.findByRole('link', { name: 'Lampa' }, { timeout: 15_000 })).closest(
      'article',
    )!;
    const text = card.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('149,00 kr');
    expect(text).toContain('-25 %');
    expect(text).toContain('Lägsta pris senaste 30 dagarna: 199,00 kr');
    // A product without a sale shows neither.
    const other = screen.getByRole('link', { name: 'Vas' }).closest('article')!;
    expect(other.textContent).not.toMatch(/Lägsta pris|%/);
  }, 30_000);

  it('shows them on the product page (English)', async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      [`GET /api/shops/${SHOP_ID}`]: () => makeShop(),
      [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...onSale(), reviews: [] }),
    });
    renderApp(`/product/${PRODUCT_ID}`);
    expect(
      await screen.findByText(
        'Lowest price in the last 30 days: 199,00 kr',
        { normalizer: (s) => s.replace(/\s+/g, ' ') },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^-25\s%$/)).toBeTruthy();
  }, 30_000);
});
