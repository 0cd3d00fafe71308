import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeShop, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

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

describe("the seller's Rea section", () => {
  it('shows the server’s refusal, then the running sale, and ends it', async () => {
    signInAs(makeAccount());
    let tries = 0;
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/products/categories': () => ['Keramik'],
      [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
      [`PUT /api/products/${PRODUCT_ID}/sale`]: async (request) => {
        sent.push(await request.json());
        if (tries++ === 0)
          throw {
            status: 400,
            body: {
              message: 'The sale price must be lower than the lowest price in the last 30 days: 1 299,00 kr',
            },
          };
        return makeProduct({
          price: 974,
          sale: { price: 974, priorPrice: 1299, percentOff: 25, endsAt: null, variants: [] },
        });
      },
      [`DELETE /api/products/${PRODUCT_ID}/sale`]: () => makeProduct(),
    });
    renderApp(`/product/${PRODUCT_ID}/edit/seller`);
    const price = await screen.findByLabelText('Sale price (kr)', undefined, { timeout: 15_000 });
    fireEvent.change(price, { target: { value: '1299' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start sale' }));
    expect(await screen.findByText(/must be lower than the lowest price in the last 30 days/)).toBeTruthy();
    fireEvent.change(price, { target: { value: '974' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start sale' }));
    expect(await screen.findByText(/On sale: 974,00\s+kr/)).toBeTruthy();
    expect(sent).toEqual([
      { price: '1299', endsAt: null },
      { price: '974', endsAt: null },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'End sale' }));
    expect(await screen.findByRole('button', { name: 'Start sale' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText(/On sale:/)).toBeNull());
  }, 30_000);
});
