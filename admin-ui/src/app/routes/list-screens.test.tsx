import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  orderItems: [],
  shippingAddress: { fullName: 'K', address: 'A', city: 'C', postalCode: '1', country: 'S' },
  paymentMethod: 'Swish',
  itemsPrice: 200,
  shippingPrice: 0,
  taxPrice: 0,
  discount: null,
  totalPrice: 200,
  status: 'placed',
  isPaid: false,
  paidAt: null,
  isShipped: false,
  shippedAt: null,
  isDelivered: false,
  deliveredAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  seller: null,
  shopName: 'Kannboden',
  user: { _id: 'u', name: 'Karin Kund' },
  refunds: [],
  refundable: 0,
  withdrawal: { deadline: null, available: false, made: [], toRefund: 0 },
  ...overrides,
});

/** The buyer withdrew from part of the order on 25 November. */
const withdrawal = {
  deadline: '2026-12-07T22:59:59.999Z',
  available: true,
  made: [
    {
      _id: 'w1',
      date: '2026-11-25T10:30:00.000Z',
      reason: '',
      items: [{ _id: 'i1', name: 'Kanna', qty: 1 }],
      amount: 100,
      toRefund: 100,
      refundedOutside: null,
    },
  ],
  toRefund: 100,
};

describe('order list', () => {
  it("pages by date, links Details to the storefront's order page, and deletes after confirmation", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    let orders = [
      order('aaaaaaaa-0000-4000-8000-000000000001'),
      order('bbbbbbbb-0000-4000-8000-000000000002'),
    ];
    fakeApi({
      'GET /api/orders/paged': (request) => {
        asked.push(new URL(request.url).search);
        return { orders, page: 1, pages: 3, total: 120 };
      },
      'DELETE /api/orders/aaaaaaaa-0000-4000-8000-000000000001': () => {
        orders = orders.slice(1);
        return { _id: 'aaaaaaaa-0000-4000-8000-000000000001' };
      },
    });
    renderAdmin('/orderlist');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(asked[0]).toBe('?pageNumber=1&order=newest');
    const details = within(table).getAllByRole('link', { name: /Details/ })[0]!;
    expect(details.getAttribute('href')).toBe('/order/aaaaaaaa-0000-4000-8000-000000000001');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/orderlist?page=2');

    await user.selectOptions(screen.getByLabelText('Sort by date'), 'oldest');
    await waitFor(() => expect(asked.at(-1)).toBe('?pageNumber=1&order=oldest'));

    await user.click(screen.getByRole('button', { name: 'Delete order aaaaaaaa' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete order aaaaaaaa' })).toBeNull());
  });

  it('marks the orders a buyer withdrew from, as the shop’s list does, in both languages', async () => {
    const plain = order('aaaaaaaa-0000-4000-8000-000000000001');
    const back = order('bbbbbbbb-0000-4000-8000-000000000002', { isPaid: true, withdrawal });
    fakeApi({ 'GET /api/orders/paged': () => ({ orders: [plain, back], page: 1, pages: 1, total: 2 }) });
    const view = renderAdmin('/orderlist', undefined, 'sv');
    const row = (await screen.findByText('bbbbbbbb')).closest('tr')!;
    expect(within(row).getByText('Ångrad 2026-11-25')).toBeTruthy();
    expect(within(screen.getByText('aaaaaaaa').closest('tr')!).queryByText(/Ångrad/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Ångrat' })).toBeTruthy();
    view.unmount();

    renderAdmin('/orderlist');
    const english = (await screen.findByText('bbbbbbbb')).closest('tr')!;
    expect(within(english).getByText('Withdrawn 2026-11-25')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Withdrawn' })).toBeTruthy();
  });

  it("shows the server's refusal in red when a paid order cannot be deleted", async () => {
    const user = userEvent.setup();
    const paid = order('cccccccc-0000-4000-8000-000000000003', {
      isPaid: true,
      paidAt: '2026-11-22T10:00:00Z',
    });
    fakeApi({
      'GET /api/orders/paged': () => ({ orders: [paid], page: 1, pages: 1, total: 1 }),
      [`DELETE /api/orders/${paid._id}`]: () => {
        throw { status: 400, body: { message: 'Paid or delivered orders cannot be deleted.', code: 'X' } };
      },
    });
    renderAdmin('/orderlist');
    await user.click(await screen.findByRole('button', { name: 'Delete order cccccccc' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Paid or delivered orders cannot be deleted.',
    );
  });
});

describe('product list', () => {
  it("shows every shop's products with the closed shops marked, Edit links and no Create Product", async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /api/products/all': (request) => {
        asked.push(new URL(request.url).search);
        return {
          products: [
            {
              _id: 'dddddddd-0000-4000-8000-000000000004',
              name: 'Kanna',
              image: '',
              brand: 'Form',
              category: 'Kök',
              description: '',
              price: 1299,
              shipping_price: 0,
              shipping_info: '',
              countInStock: 3,
              rating: 0,
              numReviews: 0,
              seller: { _id: 's', seller: { name: 'Stängt', logo: '', rating: 0, numReviews: 0 } },
              createdAt: '2026-11-21T09:00:00.000Z',
              updatedAt: '2026-11-21T09:00:00.000Z',
              shop_open: false,
            },
          ],
          page: 2,
          pages: 2,
          total: 51,
        };
      },
    });
    renderAdmin('/productlist/pageNumber/2');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(asked[0]).toBe('?pageNumber=2');
    expect(within(table).getByText('(closed)')).toBeTruthy();
    expect(within(table).getByText(/1\s299,00\s*kr/)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Edit Kanna' }).getAttribute('href')).toBe(
      '/product/dddddddd-0000-4000-8000-000000000004/edit',
    );
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/productlist');
    expect(screen.queryByRole('button', { name: /Create Product/i })).toBeNull();
  });
});

describe('admin settings', () => {
  afterEach(() => vi.useRealTimers());

  it("has the five 10-row texts and the terms of purchase, previews sanitized HTML, and says 'Settings were updated.' for 3 seconds", async () => {
    const texts = {
      about_text: '<p>Om oss</p>',
      privacy_text: '',
      become_seller_text_1: '',
      become_seller_text_2: '',
      privacy_policy_text: '',
      terms_text: '<p>Villkor</p>',
      notice_intro_text: '<p>Anmäl</p>',
      terms_grounds_text: 'Villkoren 3.1: Förbjudna varor',
      require_trader_details: true,
      require_product_safety_info: true,
      product_safety_contact: '',
    };
    const saved: unknown[] = [];
    fakeApi({
      'GET /api/settings': () => texts,
      'PUT /api/settings': async (request) => {
        const body = await request.json();
        saved.push(body);
        return body;
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderAdmin('/admin_settings');
    expect(await screen.findByRole('heading', { name: 'Admin / Settings' })).toBeTruthy();
    const labels = [
      'About text',
      'Privacy text',
      'Become seller text I',
      'Become seller text II',
      'Privacy Policy text',
      'Terms of purchase',
    ];
    for (const label of labels) {
      expect((await screen.findByLabelText(label)).getAttribute('rows')).toBe('10');
    }
    const about = screen.getByLabelText('About text');
    await user.clear(about);
    await user.type(about, '<b>Hej</b><img src=x onerror=alert(1)>');
    const preview = screen.getByRole('region', { name: 'Preview: About text' });
    expect(within(preview).getByText('Hej').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('onerror');
    const terms = screen.getByLabelText('Terms of purchase');
    await user.clear(terms);
    await user.type(terms, '<p>Ångerrätt 14 dagar</p>');
    // A small marketplace the DSA exempts turns the trader check off; product safety stays required.
    const traders = screen.getByLabelText(
      'Require trader details before a shop is approved',
    ) as HTMLInputElement;
    expect(traders.checked).toBe(true);
    expect(traders.getAttribute('aria-describedby')).toBe('require_trader_details-hint');
    await user.click(traders);
    // The product safety contact point the storefront's footer and terms show.
    const contact = screen.getByLabelText('Product safety contact point');
    expect(contact.getAttribute('aria-describedby')).toMatch(/-hint$/);
    await user.type(contact, 'produktsakerhet@torget.se, 08-123 45 67');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Settings were updated.')).toBeTruthy();
    expect(saved[0]).toMatchObject({
      about_text: '<b>Hej</b><img src=x onerror=alert(1)>',
      terms_text: '<p>Ångerrätt 14 dagar</p>',
      require_trader_details: false,
      require_product_safety_info: true,
      product_safety_contact: 'produktsakerhet@torget.se, 08-123 45 67',
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Settings were updated.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Settings were updated.')).toBeNull();
  });
});
