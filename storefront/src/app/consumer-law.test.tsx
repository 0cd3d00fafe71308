import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore, paymentMethodStore, shippingAddressStore } from '../lib/cart-store';
import { session } from '../lib/session';
import { makeProduct, makeReview, makeShop, PRODUCT_ID, productList, SHOP_ID } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

/** Issue 24 on the shopping screens: VAT with every price, who sells, the terms, how reviews and results work. */
const browsing = (shop = makeShop(), extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => ['Keramik'],
    'GET /api/products': () => productList([makeProduct()]),
    [`GET /api/shops/${SHOP_ID}`]: () => shop,
    [`GET /api/products/${PRODUCT_ID}`]: () => ({
      ...makeProduct(),
      reviews: [
        makeReview({ _id: 'r1', name: 'Anna', verified: true }),
        makeReview({ _id: 'r2', name: 'Bertil', verified: false }),
      ],
    }),
    'GET /api/settings': () => ({
      about_text: '',
      privacy_text: '',
      become_seller_text_1: '',
      become_seller_text_2: '',
      privacy_policy_text: '',
      terms_text: '<h2>Köpvillkor</h2><p>Du har rätt att ångra köpet inom 14 dagar.</p>',
    }),
    ...extra,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
  sessionStorage.clear();
  cartStore.set([]);
});

describe('the product page', () => {
  it("says 'inkl. moms' by the price and shows the seller as a trader, in Swedish", async () => {
    browsing();
    renderApp(`/product/${PRODUCT_ID}`, { locale: 'sv' });
    const trader = await screen.findByRole('region', { name: 'Säljare' });
    expect(screen.getAllByText('inkl. moms').length).toBeGreaterThan(0);
    const fact = (term: string) => within(trader).getByText(term).nextElementSibling?.textContent;
    expect(fact('Företagsnamn')).toBe('Keramikverkstan i Göteborg AB');
    expect(fact('Organisationsnummer')).toBe('556677-8899');
    expect(fact('Momsregistreringsnummer')).toBe('SE556677889901');
    expect(fact('Adress')).toBe('Verkstadsgatan 3, 411 01 Göteborg');
    expect(within(trader).getByRole('link', { name: 'hej@keramik.se' }).getAttribute('href')).toBe(
      'mailto:hej@keramik.se',
    );
    expect(within(trader).getByRole('link', { name: '031-123 45 67' }).getAttribute('href')).toBe(
      'tel:0311234567',
    );
  });

  it("says the seller is not VAT-registered instead of 'incl. VAT' for a shop that is not", async () => {
    browsing(makeShop({ vat_registered: false, vat_number: '' }));
    renderApp(`/product/${PRODUCT_ID}`);
    const trader = await screen.findByRole('region', { name: 'Seller' });
    expect(within(trader).getByText('VAT number').nextElementSibling?.textContent).toBe(
      'The seller is not registered for VAT',
    );
    expect(screen.getAllByText('The seller is not registered for VAT').length).toBeGreaterThan(1);
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });

  it("marks verified reviews 'Verifierat köp' and explains how reviews are checked", async () => {
    browsing();
    renderApp(`/product/${PRODUCT_ID}`, { locale: 'sv' });
    const anna = (await screen.findByText('Anna')).closest('li')!;
    expect(within(anna).getByText('Verifierat köp')).toBeTruthy();
    const bertil = screen.getByText('Bertil').closest('li')!;
    expect(within(bertil).queryByText('Verifierat köp')).toBeNull();
    const how = screen.getByText('Hur kontrolleras recensionerna?');
    fireEvent.click(how);
    expect(screen.getByText(/märks Verifierat köp; övriga saknar märkning/)).toBeTruthy();
  });
});

describe('the shop page', () => {
  it('shows the trader facts in its footer: legal name, organisation and VAT numbers', async () => {
    browsing();
    renderApp(`/seller/${SHOP_ID}`, { locale: 'sv' });
    const footer = await screen.findByRole('contentinfo', { name: /Keramikverkstan/ });
    expect(within(footer).getByText('Keramikverkstan i Göteborg AB')).toBeTruthy();
    expect(within(footer).getByText('Org.nr 556677-8899')).toBeTruthy();
    expect(within(footer).getByText('Momsreg.nr SE556677889901')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'hej@keramik.se' })).toBeTruthy();
  });
});

describe('cart, checkout and terms', () => {
  it("says 'inkl. moms' by the cart's subtotal", async () => {
    browsing();
    cartStore.set([
      {
        product: PRODUCT_ID,
        name: 'Mugg i stengods',
        image: '',
        price: 1299,
        countInStock: 3,
        qty: 1,
        shipping_price: 49,
        shipping_info: '',
        seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
      },
    ]);
    renderApp('/cart', { locale: 'sv' });
    const subtotal = await screen.findByRole('region', { name: 'Delsumma' });
    await waitFor(() => expect(within(subtotal).getByText('inkl. moms')).toBeTruthy());
  });

  it('states the right of withdrawal on the last checkout step, linking to the terms', async () => {
    session.signIn({
      _id: 'u1',
      name: 'Kim',
      email: 'kim@example.se',
      token: 'tok',
      is_admin: false,
      is_seller: false,
      wants_to_be_seller: false,
    });
    browsing(makeShop(), {
      'GET /api/users/u1': () => ({ _id: 'u1', name: 'Kim', email: 'kim@example.se' }),
    });
    cartStore.set([
      {
        product: PRODUCT_ID,
        name: 'Mugg i stengods',
        image: '',
        price: 1299,
        countInStock: 3,
        qty: 1,
        shipping_price: 49,
        shipping_info: '',
        seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
      },
    ]);
    shippingAddressStore.set({
      fullName: 'Kim',
      address: 'Storgatan 1',
      city: 'Lund',
      postalCode: '222 22',
      country: 'Sverige',
    });
    paymentMethodStore.set('Swish');
    renderApp('/placeorder', { locale: 'sv' });
    const link = await screen.findByRole('link', { name: 'köpvillkoren' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.closest('p')?.textContent).toBe(
      'Du har 14 dagars ångerrätt från den dag du tar emot varorna. Läs mer i köpvillkoren.',
    );
  });

  it('shows the terms of purchase at /terms, linked from the footer', async () => {
    browsing();
    const { router } = renderApp('/', { locale: 'sv' });
    const footer = await screen.findByRole('navigation', { name: 'Om marknadsplatsen' });
    fireEvent.click(within(footer).getByRole('link', { name: 'Köpvillkor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect(await screen.findByText('Du har rätt att ångra köpet inom 14 dagar.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Köpvillkor' })).toBeTruthy();
  });

  it('shows the product safety contact point in the footer and on the terms page once the marketplace sets one', async () => {
    browsing(makeShop(), {
      'GET /api/settings/contact_points': () => ({
        product_safety_contact: 'produktsakerhet@torget.se, 08-123 45 67',
      }),
    });
    const { router } = renderApp('/', { locale: 'sv' });
    const footer = await screen.findByRole('contentinfo');
    const line = await within(footer).findByText(/^Kontaktpunkt för produktsäkerhet:/);
    expect(line.textContent).toBe(
      'Kontaktpunkt för produktsäkerhet: produktsakerhet@torget.se, 08-123 45 67',
    );
    expect(within(line).getByRole('link', { name: 'produktsakerhet@torget.se' }).getAttribute('href')).toBe(
      'mailto:produktsakerhet@torget.se',
    );
    await router.navigate('/terms');
    const main = await screen.findByRole('main');
    expect((await within(main).findByText(/^Kontaktpunkt för produktsäkerhet:/)).textContent).toContain(
      '08-123 45 67',
    );
  });

  it('shows no contact point while none is set', async () => {
    browsing(makeShop(), { 'GET /api/settings/contact_points': () => ({ product_safety_contact: '' }) });
    renderApp('/terms', { locale: 'en' });
    expect(await screen.findByText('Du har rätt att ångra köpet inom 14 dagar.')).toBeTruthy();
    expect(screen.queryByText(/Product safety contact point/)).toBeNull();
  });
});

describe('search results', () => {
  it('explain how they are ordered: the sort orders, newest first by default', async () => {
    browsing();
    renderApp('/search/name/mugg');
    fireEvent.click(await screen.findByText('How are results ordered?'));
    expect(
      screen.getByText('Newest arrivals (the default): the products added most recently first.'),
    ).toBeTruthy();
    expect(screen.getByText(/No shop can pay for a better place/)).toBeTruthy();
  });
});
