import type { OrderDto } from '@torget/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { SHOP_ID, withStatus } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

const order = (id: string, overrides: Partial<OrderDto> = {}): OrderDto =>
  withStatus(
    {
      _id: id,
      orderItems: [
        {
          _id: 'i1',
          name: 'Mugg',
          qty: 2,
          image: '',
          price: 100,
          shipping_price: 10,
          vat_rate: 25,
          product: null,
          variant: null,
          variantLabel: '',
          sku: '',
        },
      ],
      shippingAddress: {
        fullName: 'Anna Andersson',
        address: 'Gatan 1',
        city: 'Lund',
        postalCode: '222 22',
        country: 'Sverige',
      },
      paymentMethod: 'Swish',
      shopMarksPaid: true,
      itemsPrice: 200,
      shippingPrice: 20,
      taxPrice: 0,
      discount: null,
      totalPrice: 220,
      vatLines: [{ rate: 25, amount: 44 }],
      sellerVatRegistered: true,
      status: 'placed',
      isPaid: false,
      paidAt: null,
      isShipped: false,
      shippedAt: null,
      isDelivered: false,
      deliveredAt: null,
      createdAt: '2026-11-20T14:05:00.000Z',
      seller: null,
      shopName: 'Keramikverkstan',
      user: { _id: 'buyer', name: 'Anna' },
      refunds: [],
      refundable: 0,
      withdrawal: { deadline: null, available: false, made: [], toRefund: 0, returnTo: null },
      ...overrides,
    },
    overrides,
  );

const OPEN = 'aaaaaaaa-0000-4000-8000-000000000001';
const PAID = 'bbbbbbbb-0000-4000-8000-000000000002';

// Whole-app journeys through lazy routes: generous on a busy machine (2 cores shared by several people).
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.signOut();
});

describe('incoming orders', () => {
  it('lists orders with date and time, buyer, total, paid, delivered, Details, and Delete only while allowed', async () => {
    let orders = [order(OPEN), order(PAID, { isPaid: true, paidAt: '2026-11-21T09:00:00.000Z' })];
    const fetch = fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/orders/paged': () => ({ orders, page: 1, pages: 1, total: orders.length }),
      [`DELETE /api/orders/${OPEN}`]: () => {
        orders = orders.slice(1);
        return { _id: OPEN };
      },
    });
    renderApp('/orderlist/seller');
    const first = (await screen.findByText('aaaaaaaa')).closest('tr')!;
    expect(within(first).getByText(/^2026-11-20 \d\d:\d\d$/)).toBeTruthy();
    expect(within(first).getByText('Anna')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Details/ })
        .getAttribute('href'),
    ).toBe(`/order/${OPEN}`);
    const paid = screen.getByText('bbbbbbbb').closest('tr')!;
    expect(within(paid).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(
      String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/orders/paged'))![0]),
    ).toContain(`seller=${SHOP_ID}`);

    fireEvent.click(within(first).getByRole('button', { name: /Delete/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('aaaaaaaa')).toBeNull());
  });
});
