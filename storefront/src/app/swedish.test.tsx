import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@torget/i18n';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../lib/cart-store';
import { makeProduct, makeReview, makeShop, PRODUCT_ID, productList, SHOP_ID } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const renderIn = (locale: Locale, path: string) => renderApp(path, { locale }).router;

const browsing = () =>
  fakeApi({
    'GET /api/products/categories': () => ['Keramik'],
    'GET /api/users/top-sellers': () => [],
    'GET /api/products': () => productList([]),
    [`GET /api/shops/${SHOP_ID}`]: () => makeShop(),
    [`GET /api/products/${PRODUCT_ID}`]: () => ({
      ...makeProduct({ shipping_price: 25 }),
      reviews: [makeReview({ createdAt: '2026-11-24T23:30:00.000Z' })],
    }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  cartStore.set([]);
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the shopping screens in Swedish', () => {
  it('speaks Swedish in the shell and on the home page', async () => {
    browsing();
    renderIn('sv', '/');
    expect(await screen.findByRole('heading', { name: 'Populära butiker' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Utvalda produkter' })).toBeTruthy();
    expect(await screen.findByText('Inga butiker hittades')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skapa konto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sök' })).toBeTruthy();
    expect(screen.getByLabelText('Sök produkter')).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Torget – marknadsplatsen för fristående svenska butiker'),
    );
  });

  it('shows a product in Swedish: stock, shipping per item, the buy button, a review date in Stockholm time', async () => {
    browsing();
    renderIn('sv', `/product/${PRODUCT_ID}`);
    expect(await screen.findByRole('button', { name: 'Lägg i varukorgen' })).toBeTruthy();
    expect(screen.getByText('I lager')).toBeTruthy();
    expect(screen.getByText('per st')).toBeTruthy();
    expect(screen.getByLabelText('Antal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recensioner' })).toBeTruthy();
    // 23:30 UTC on the 24th is already the 25th in Stockholm.
    expect(screen.getByText('2026-11-25')).toBeTruthy();
    expect(screen.getByText(/för att skriva en recension/).textContent).toBe(
      'Logga in för att skriva en recension',
    );
  });

  it('says an empty cart in Swedish', async () => {
    browsing();
    renderIn('sv', '/cart');
    expect((await screen.findByText(/Varukorgen är tom/)).textContent).toBe(
      'Varukorgen är tom. Börja handla',
    );
    expect(screen.getByRole('heading', { name: 'Varukorg' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Varukorg – Torget'));
  });

  it('answers an unknown page in Swedish, keeping the Swedish home button', async () => {
    browsing();
    renderIn('sv', '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Sidan hittades inte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Till startsida' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sidan hittades inte – Torget'));
  });

  it('writes the cart in Swedish with the subtotal in kronor', async () => {
    browsing();
    cartStore.set([
      {
        product: PRODUCT_ID,
        name: 'Mugg i stengods',
        image: '',
        price: makeProduct().price,
        countInStock: 5,
        qty: 2,
        shipping_price: 0,
        shipping_info: '',
        seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
      },
    ]);
    renderIn('sv', '/cart');
    expect((await screen.findByText(/Delsumma \(2 varor\)/)).textContent).toMatch(/\d,\d\d\s*kr$/);
    expect(screen.getByRole('link', { name: 'Till kassan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ta bort Mugg i stengods' })).toBeTruthy();
  });
});

describe('the language switch', () => {
  it('changes the header and the page at once, in the header and in the phone menu', async () => {
    browsing();
    renderIn('en', '/');
    const header = await screen.findByRole('banner');
    expect(await screen.findByRole('heading', { name: 'Top Sellers' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeTruthy();

    // The header's switch shows from 1200 px (a media query jsdom does not apply), so it is found though hidden here.
    fireEvent.click(within(header).getByRole('button', { name: 'Svenska', hidden: true }));
    expect(await within(header).findByRole('link', { name: 'Logga in' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Varukorg, 0 varor' })).toBeTruthy();
    expect(
      within(header).getByRole('button', { name: 'Svenska', hidden: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('heading', { name: 'Populära butiker' })).toBeTruthy();
    expect(document.cookie).toContain('lang=sv');
    expect(document.documentElement.lang).toBe('sv');

    // Phones reach the switch in the menu panel.
    fireEvent.click(within(header).getByRole('button', { name: 'Meny' }));
    const menu = await screen.findByRole('dialog', { name: 'Meny' });
    fireEvent.click(within(menu).getByRole('button', { name: 'English' }));
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top Sellers' })).toBeTruthy();
  });
});
