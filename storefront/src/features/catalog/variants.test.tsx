import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStore } from '../../lib/cart-store';
import { makeProduct, makeShop, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.set(null);
  localStorage.clear();
});

const V = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const photos = ['/uploads/vante-gra.webp', '/uploads/vante-rod.webp', '/uploads/vante-detalj.webp'];

/** Ullvante in S and M, grey and red: M/red sold out, S/red not sold, M/grey dearer. */
const mittens = (): ProductDto =>
  makeProduct({
    name: 'Ullvante',
    image: photos[0],
    images: photos,
    price: 149,
    countInStock: 7,
    options: [
      { name: 'Storlek', values: ['S', 'M'] },
      { name: 'Färg', values: ['Grå', 'Röd'] },
    ],
    variants: [
      {
        _id: V(1),
        options: { Storlek: 'S', Färg: 'Grå' },
        sku: 'V-S-G',
        gtin: '',
        price: 149,
        countInStock: 3,
        image: photos[0]!,
      },
      {
        _id: V(2),
        options: { Storlek: 'M', Färg: 'Grå' },
        sku: 'V-M-G',
        gtin: '',
        price: 169,
        countInStock: 4,
        image: photos[0]!,
      },
      {
        _id: V(3),
        options: { Storlek: 'M', Färg: 'Röd' },
        sku: 'V-M-R',
        gtin: '',
        price: 169,
        countInStock: 0,
        image: photos[1]!,
      },
    ],
  });

const api = () =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/shops/${SHOP_ID}`]: () => makeShop(),
    [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...mittens(), reviews: [] }),
  });

describe('a product with sizes and colours', () => {
  it('picks a size and a colour: price, SKU and photo follow, the choice is in the URL, sold-out is marked', async () => {
    api();
    const { router } = renderApp(`/product/${PRODUCT_ID}?variant=${V(1)}`);
    // The first render loads the page's code: it may take a while on a busy machine.
    await screen.findByRole('heading', { name: 'Ullvante' }, { timeout: 15_000 });
    const sizes = screen.getByRole('group', { name: /Storlek/ });
    const colours = screen.getByRole('group', { name: /Färg/ });
    expect((within(sizes).getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('V-S-G')).toBeTruthy();
    // S in red is not sold: its swatch says so, by name.
    expect(within(colours).getByRole('radio', { name: /Röd \(Not available\)/ })).toBeTruthy();

    fireEvent.click(within(sizes).getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?variant=${V(2)}`));
    expect(screen.getByText('V-M-G')).toBeTruthy();
    expect(screen.getAllByText('169,00 kr').length).toBeGreaterThan(0);

    // M in red is sold out: marked, and nothing to add.
    fireEvent.click(within(colours).getByRole('radio', { name: /Röd/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?variant=${V(3)}`));
    expect(within(colours).getByRole('radio', { name: /Röd \(Unavailable\)/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    // The red one's photo is shown.
    expect((screen.getByRole('img', { name: /Ullvante, photo 2 of 3/ }) as HTMLImageElement).src).toContain(
      photos[1],
    );

    fireEvent.click(within(colours).getByRole('radio', { name: /Grå/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(cartStore.get()).toMatchObject([
      { product: PRODUCT_ID, variant: V(2), variantLabel: 'Storlek M, Färg Grå', price: 169 },
    ]);
  }, 30_000);

  it('keeps one cart line per size: another size adds a line, the same one replaces it', async () => {
    api();
    const { router } = renderApp(`/cart/${PRODUCT_ID}/1?variant=${V(1)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 15_000 });
    const [small] = cartStore.get();
    addToCart({ ...small!, variant: V(2), variantLabel: 'Storlek M, Färg Grå', qty: 2 });
    addToCart({ ...small!, variant: V(2), variantLabel: 'Storlek M, Färg Grå', qty: 3 });
    expect(cartStore.get().map((line) => [line.variant, line.qty])).toEqual([
      [V(1), 1],
      [V(2), 3],
    ]);
    expect(await screen.findByText('Storlek S, Färg Grå')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Ullvante, Storlek M, Färg Grå' })).toBeTruthy();
  }, 30_000);

  it('shows "from" the lowest price on a card when sizes cost differently', async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/users/top-sellers': () => [],
      'GET /api/products': () => ({ products: [mittens()], page: 1, pages: 1 }),
    });
    renderApp('/');
    const card = (await screen.findByRole('link', { name: 'Ullvante' }, { timeout: 15_000 })).closest(
      'article',
    )!;
    expect(card.textContent).toMatch(/from 149,00\s+kr/);
  });
});
