import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStore, setCartQty, shippingAddressStore, type CartItem } from '../../lib/cart-store';
import { session } from '../../lib/session';
import { makeProduct, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

const OTHER_SHOP = '00000000-0000-4000-8000-0000000000aa';
const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  product: PRODUCT_ID,
  name: 'Mugg i stengods',
  image: '',
  price: 1299,
  countInStock: 3,
  qty: 1,
  shipping_price: 49,
  shipping_info: '',
  seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
  ...overrides,
});

const shell = (extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
    ...extra,
  });

describe('cart rules', () => {
  it('replaces the line of the same product and appends others', () => {
    addToCart(line({ qty: 1 }));
    addToCart(line({ product: 'p2', name: 'Skål' }));
    addToCart(line({ qty: 3 }));
    expect(cartStore.get().map((l) => [l.product, l.qty])).toEqual([
      [PRODUCT_ID, 3],
      ['p2', 1],
    ]);
  });

  it("refuses another shop's product with the spec's message and leaves the cart as it was", () => {
    addToCart(line());
    const before = cartStore.get();
    const result = addToCart(line({ product: 'x', seller: { _id: OTHER_SHOP, name: 'Glasblåseriet' } }));
    expect(result).toEqual({
      ok: false,
      message: "Can't add to cart. Buy from Keramikverkstan in this order.",
      shop: 'Keramikverkstan',
    });
    expect(cartStore.get()).toBe(before);
  });

  it('keeps quantities within 1..stock', () => {
    addToCart(line({ countInStock: 3 }));
    setCartQty(PRODUCT_ID, 9);
    expect(cartStore.get()[0]!.qty).toBe(3);
    setCartQty(PRODUCT_ID, 0);
    expect(cartStore.get()[0]!.qty).toBe(1);
  });

  it('sign-out clears the user, the cart and the shipping address', () => {
    session.signIn({
      _id: 'u',
      name: 'K',
      email: 'k@x.se',
      token: 't',
      is_admin: false,
      is_seller: false,
      wants_to_be_seller: false,
    });
    addToCart(line());
    shippingAddressStore.set({
      fullName: 'K',
      address: 'Gatan 1',
      city: 'Lund',
      postalCode: '22100',
      country: 'Sverige',
    });
    session.signOut();
    for (const key of ['userInfo', 'cartItems', 'shippingAddress'])
      expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('cart screen', () => {
  it("says 'Cart is empty. Go shopping' with a link home", async () => {
    shell();
    renderApp('/cart');
    const empty = await screen.findByText(/Cart is empty\./);
    expect(empty.textContent).toBe('Cart is empty. Go shopping');
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/');
  });

  it('adds from the URL with the quantity, offers 1..stock, sums the subtotal and goes to sign-in', async () => {
    shell();
    const { router } = renderApp(`/cart/${PRODUCT_ID}/2`);
    const qty = (await screen.findByLabelText('Quantity of Mugg i stengods')) as HTMLSelectElement;
    expect(router.state.location.pathname).toBe('/cart');
    expect(qty.value).toBe('2');
    expect([...qty.options].map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(screen.getByText(/Subtotal \(2 items\)/).textContent).toMatch(/2\s598,00\s*kr/);
    fireEvent.change(qty, { target: { value: '3' } });
    expect(cartStore.get()[0]!.qty).toBe(3);
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/signin?redirect=shipping',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mugg i stengods' }));
    expect(await screen.findByText(/Cart is empty\./)).toBeTruthy();
  });

  it("shows the refusal when a second shop's product is added and keeps the first", async () => {
    addToCart(line({ product: 'first', name: 'Vas' }));
    shell({
      [`GET /api/products/${PRODUCT_ID}`]: () => ({
        ...makeProduct({
          seller: { _id: OTHER_SHOP, seller: { name: 'Glasblåseriet', logo: '', rating: 0, numReviews: 0 } },
        }),
        reviews: [],
      }),
      'GET /api/products/first': () => ({ ...makeProduct({ _id: 'first', name: 'Vas' }), reviews: [] }),
    });
    renderApp(`/cart/${PRODUCT_ID}/1`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Can't add to cart. Buy from Keramikverkstan in this order.",
    );
    expect(cartStore.get().map((l) => l.product)).toEqual(['first']);
  });

  it('shows the current price and stock from the server and says what changed', async () => {
    cartStore.set([line({ price: 999, qty: 3, countInStock: 5 })]);
    shell({
      [`GET /api/products/${PRODUCT_ID}`]: () => ({
        ...makeProduct({ price: 1299, countInStock: 2 }),
        reviews: [],
      }),
    });
    renderApp('/cart');
    expect(await screen.findByText(/The price of Mugg i stengods is now 1\s299,00\s*kr/)).toBeTruthy();
    expect(screen.getByText('Only 2 of Mugg i stengods left: your quantity was lowered.')).toBeTruthy();
    await waitFor(() => expect(cartStore.get()[0]).toMatchObject({ price: 1299, qty: 2, countInStock: 2 }));
  });
});
