import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore, shippingAddressStore } from '../../lib/cart-store';
import { session } from '../../lib/session';
import { ORDER_ID, PRODUCT_ID, SHOP_ID, paidOrder } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

/** The whole storefront at `path`, in Swedish. */
const renderSwedish = (path: string) => renderApp(path, { locale: 'sv' });

const BUYER = {
  _id: 'buyer',
  name: 'Kim',
  email: 'kim@x.se',
  token: 't',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
};
const unpaid = paidOrder({ isPaid: false, paidAt: null, refundable: 0 });

const api = (handlers: Record<string, (request: Request) => unknown>) =>
  fakeApi({ 'GET /api/products/categories': () => [], ...handlers });

afterEach(() => {
  session.signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a Swedish buyer', () => {
  it("reads her order in Swedish: 'Ej betald', 'Ej levererad', the totals and the way to pay", async () => {
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () => ({
        method: 'PayPal',
        provider: 'paypal',
        amount: 548.5,
        action: { type: 'redirect', url: 'https://pay.example/1' },
      }),
    });
    renderSwedish(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Ej betald')).toBeTruthy();
    expect(screen.getByText('Ej levererad')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Beställning ${ORDER_ID}` })).toBeTruthy();
    for (const heading of ['Leverans', 'Betalning', 'Varor', 'Sammanfattning', 'Betala med PayPal'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('Totalt')).toBeTruthy();
    expect(screen.getByText('1 st × 499,00 kr = 499,00 kr')).toBeTruthy();
    expect(screen.getByText('Lampbutiken').closest('p')!.textContent).toBe('Från Lampbutiken');
    expect((await screen.findByRole('link', { name: 'Gå till betalningen' })).getAttribute('href')).toBe(
      'https://pay.example/1',
    );
    expect(screen.getByRole('button', { name: 'Ta bort beställningen' })).toBeTruthy();
  });

  it('reads the payment day in Stockholm time: paid 23:30 UTC is the next day in Sweden', async () => {
    session.signIn(BUYER);
    api({ [`GET /api/orders/${ORDER_ID}`]: () => paidOrder({ paidAt: '2026-11-24T23:30:00.000Z' }) });
    renderSwedish(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Betald 2026-11-25')).toBeTruthy();
    expect(screen.getByText('Tack! Vi har tagit emot din betalning.')).toBeTruthy();
  });

  it("sees 'Mina beställningar' with Swedish columns and dates in Stockholm time", async () => {
    session.signIn(BUYER);
    api({ 'GET /api/orders/mine': () => [unpaid] });
    renderSwedish('/orderhistory');
    expect(await screen.findByRole('heading', { name: 'Mina beställningar' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Beställnings-id',
      'Datum',
      'Butik',
      'Totalt',
      'Betald',
      'Levererad',
      'Spårning',
      'Åtgärder',
    ]);
    // Money is written with no-break spaces ('548,50 kr').
    const cells = [...table.querySelectorAll('tbody td')].map((td) => td.textContent!.replace(/\s/g, ' '));
    expect(cells.slice(1, 6)).toEqual(['2026-11-24 10:00', 'Lampbutiken', '548,50 kr', 'Nej', 'Nej']);
    expect(screen.getByRole('link', { name: `Detaljer för beställning ${ORDER_ID}` })).toBeTruthy();
  });

  it('checks out in Swedish: the steps, the address form and its messages', async () => {
    session.signIn(BUYER);
    cartStore.set([
      {
        product: PRODUCT_ID,
        name: 'Lampa',
        image: '',
        price: 499,
        countInStock: 3,
        qty: 1,
        shipping_price: 49,
        shipping_info: '',
        seller: { _id: SHOP_ID, name: 'Lampbutiken' },
      },
    ]);
    shippingAddressStore.set({
      fullName: 'Kim',
      address: 'Gatan 1',
      city: '',
      postalCode: '2221',
      country: 'Sverige',
    });
    // A shop without delivery options: the spec's shipping (its 'Standard').
    api({ [`GET /api/shops/${SHOP_ID}/delivery-options`]: () => ({ options: [] }) });
    renderSwedish('/shipping');
    expect(await screen.findByRole('heading', { name: 'Leveransadress' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Steg i kassan' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Logga in', 'Leverans', 'Betalning', 'Slutför köp']);
    expect(screen.getByLabelText('För- och efternamn')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByText('Ange din ort.')).toBeTruthy();
    expect(screen.getByText('Svenska postnummer har fem siffror, till exempel 123 45.')).toBeTruthy();
  });
});
