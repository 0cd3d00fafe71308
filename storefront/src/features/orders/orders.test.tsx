import { fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { OrderDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useT } from '../../lib/i18n';
import { session } from '../../lib/session';
import { SHOP_ID, withStatus } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { toNextAction } from './lib/next-action';

const ORDER_ID = '00000000-0000-4000-8000-0000000000f1';
const BUYER = {
  _id: 'buyer',
  name: 'Kim',
  email: 'kim@x.se',
  token: 't',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
};
const SELLER = { ...BUYER, _id: SHOP_ID, name: 'Sven', is_seller: true };

const makeOrder = (overrides: Partial<OrderDto> = {}): OrderDto =>
  withStatus(
    {
      _id: ORDER_ID,
      orderItems: [
        {
          _id: 'i1',
          name: 'Mugg i stengods',
          qty: 2,
          image: '',
          price: 1299,
          shipping_price: 49,
          vat_rate: 25,
          product: 'p1',
          variant: null,
          variantLabel: '',
          sku: '',
        },
      ],
      shippingAddress: {
        fullName: 'Kim Köpare',
        address: 'Storgatan 1',
        city: 'Lund',
        postalCode: '222 22',
        country: 'Sverige',
      },
      paymentMethod: 'Swish',
      shopMarksPaid: true,
      itemsPrice: 2598,
      shippingPrice: 98,
      taxPrice: 0,
      discount: null,
      totalPrice: 2696,
      vatLines: [{ rate: 25, amount: 539.2 }],
      sellerVatRegistered: true,
      status: 'placed',
      isPaid: false,
      paidAt: null,
      isShipped: false,
      shippedAt: null,
      isDelivered: false,
      deliveredAt: null,
      createdAt: '2026-11-23T09:30:00.000Z',
      seller: {
        _id: SHOP_ID,
        seller: { name: 'Keramikverkstan', logo: '', has_swish: true, swish_number: '1231181189' },
      },
      shopName: 'Keramikverkstan',
      user: { _id: 'buyer', name: 'Kim' },
      refunds: [],
      refundable: 0,
      withdrawal: { deadline: null, available: false, made: [], toRefund: 0, returnTo: null },
      ...overrides,
    },
    overrides,
  );

/** The Swish plugin's answer to POST /api/orders/{id}/payment: the contract's typed `qr` next action. */
const SWISH_START = {
  method: 'Swish',
  provider: 'swish',
  amount: 2696,
  action: {
    type: 'qr' as const,
    qr: 'data:image/png;base64,iVBORw0KGgo=',
    qrPayload: 'C1231181189;2696.00;T-F1A2B3;0',
    instructions:
      "Scan the code with the Swish app, or pay to the shop's Swish number with the exact amount and message shown here.",
    details: [
      { label: 'Swish number', value: '1231181189', copyable: true },
      { label: 'Amount', value: '2696.00', copyable: true },
      { label: 'Message', value: 'T-F1A2B3', copyable: true },
    ],
    markedPaidBy: 'shop' as const,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.signOut();
  localStorage.clear();
});

const api = (handlers: Record<string, (request: Request) => unknown>) =>
  fakeApi({ 'GET /api/products/categories': () => [], ...handlers });

describe('order page for the buyer', () => {
  it("shows items, address, method, 'Not Paid' / 'Not Delivered' and Swish's number, amount, message and QR", async () => {
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => makeOrder(),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => SWISH_START,
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Not Paid')).toBeTruthy();
    expect(screen.getByText('Not Delivered')).toBeTruthy();
    expect(screen.getByText(/Storgatan 1, 222 22 Lund, Sverige/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mugg i stengods' })).toBeTruthy();
    expect(await screen.findByText('1231181189')).toBeTruthy();
    expect(screen.getByText('T-F1A2B3')).toBeTruthy();
    const qr = screen.getByRole('img', { name: /^Swish QR code: 2\s696,00\s*kr$/ }) as HTMLImageElement;
    expect(qr.src).toBe(SWISH_START.action.qr);
    expect(
      screen.getByText(/^Scan the code with the Swish app.*once the shop has marked the order paid\.$/),
    ).toBeTruthy();
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenCalledWith('2696.00');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Swish number' }));
    expect(writeText).toHaveBeenCalledWith('1231181189');
  });

  it('shows the dates once paid and delivered, with no payment UI and no delete', async () => {
    session.signIn(BUYER);
    const start = vi.fn();
    api({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        makeOrder({
          isPaid: true,
          paidAt: '2026-11-24T10:00:00.000Z',
          isDelivered: true,
          deliveredAt: '2026-11-25T08:00:00.000Z',
        }),
      [`POST /api/orders/${ORDER_ID}/payment`]: start,
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Paid at 2026-11-24')).toBeTruthy();
    expect(screen.getByText('Delivered at 2026-11-25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Order' })).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it("deletes an unpaid order after 'Are you sure to delete?' and says 'Order was deleted.'", async () => {
    session.signIn(BUYER);
    const removed = vi.fn(() => ({ _id: ORDER_ID }));
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => makeOrder(),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => SWISH_START,
      [`DELETE /api/orders/${ORDER_ID}`]: removed,
    });
    renderApp(`/order/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Order' }));
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    const again = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order was deleted.')).toBeTruthy();
    expect(removed).toHaveBeenCalledOnce();
  });
});

describe('the payment UI comes from the server answer', () => {
  it("reads the contract's typed next actions (qr, widget, app_switch) by their type", () => {
    const english = renderHook(() => useT()).result.current;
    const qr = toNextAction(
      {
        method: 'Swish',
        provider: 'swish',
        amount: 2696,
        action: {
          type: 'qr',
          qr: 'data:image/png;base64,AA==',
          qrPayload: 'C123;2696;T-1;0',
          instructions: 'Scan the code in the Swish app.',
          details: [
            { label: 'Swish number', value: '123 118 11 89', copyable: true },
            { label: 'Shop', value: 'Keramikverkstan', copyable: false },
          ],
          markedPaidBy: 'shop',
        },
      } as never,
      english,
    );
    expect(qr).toMatchObject({
      kind: 'qr',
      image: 'data:image/png;base64,AA==',
      details: [
        { label: 'Swish number', text: '123 118 11 89', copy: '123 118 11 89' },
        { label: 'Shop', text: 'Keramikverkstan', copy: undefined },
      ],
    });
    expect(qr.kind === 'qr' && qr.next).toMatch(
      /^Scan the code in the Swish app\. This page shows the payment date/,
    );
    expect(
      toNextAction(
        {
          method: 'PayPal',
          action: { type: 'widget', widget: 'paypal-buttons', config: { orderId: 'PP-1', clientId: 'c' } },
        } as never,
        english,
      ),
    ).toEqual({ kind: 'widget', widget: 'paypal-buttons', props: { orderId: 'PP-1', clientId: 'c' } });
    expect(
      toNextAction(
        {
          method: 'Swish',
          action: { type: 'app_switch', url: 'swish://paymentrequest?token=t', token: 't' },
        } as never,
        english,
      ),
    ).toMatchObject({ kind: 'app_switch', url: 'swish://paymentrequest?token=t' });
  });

  it("renders a plugin's redirect answer as a link, whatever the method is called", async () => {
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => makeOrder(),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => ({
        method: 'Invoice',
        provider: 'bank',
        amount: 2696,
        action: { type: 'redirect', url: 'https://bank.example/pay/1' },
      }),
    });
    renderApp(`/order/${ORDER_ID}`);
    expect((await screen.findByRole('link', { name: 'Continue to payment' })).getAttribute('href')).toBe(
      'https://bank.example/pay/1',
    );
  });
});

describe('coming back from a hosted payment page', () => {
  it("sends the provider's parameters to the server once and shows the verified result", async () => {
    session.signIn(BUYER);
    let paid = false;
    let sent: unknown;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        paid
          ? makeOrder({ isPaid: true, paidAt: '2026-11-23T10:00:00.000Z' })
          : makeOrder({ paymentMethod: 'PayPal', shopMarksPaid: false }),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => new Promise(() => {}),
      [`PUT /api/orders/${ORDER_ID}/pay`]: async (request) => {
        sent = await request.json();
        paid = true;
        return makeOrder({ isPaid: true, paidAt: '2026-11-23T10:00:00.000Z' });
      },
    });
    const { router } = renderApp(`/order/${ORDER_ID}?token=EC-123&PayerID=P1`);
    expect(await screen.findByText('Paid at 2026-11-23')).toBeTruthy();
    expect(sent).toEqual({ token: 'EC-123', PayerID: 'P1' });
    expect(router.state.location.search).toBe('');
  });

  it('shows the order as paid when the webhook recorded the payment before the buyer came back', async () => {
    session.signIn(BUYER);
    let reads = 0;
    api({
      // The first read is from before the webhook; the server has recorded the payment since.
      [`GET /api/orders/${ORDER_ID}`]: () =>
        ++reads === 1
          ? makeOrder({ paymentMethod: 'PayPal', shopMarksPaid: false })
          : makeOrder({ paymentMethod: 'PayPal', isPaid: true, paidAt: '2026-11-23T10:00:00.000Z' }),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => new Promise(() => {}),
      [`PUT /api/orders/${ORDER_ID}/pay`]: () => {
        throw { status: 400, body: { message: 'This order is already paid.', code: 'ALREADY_PAID' } };
      },
    });
    renderApp(`/order/${ORDER_ID}?token=EC-123&PayerID=P1`);
    expect(await screen.findByText('Paid at 2026-11-23')).toBeTruthy();
    expect(screen.getByText('Thank you: your payment was received.')).toBeTruthy();
    expect(screen.queryByText('This order is already paid.')).toBeNull();
  });
});

describe("the seller's update form", () => {
  it('enables each date only with its box, needs the dates, sends the update and shows the new state', async () => {
    session.signIn(SELLER);
    let sent: unknown;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => makeOrder(),
      [`PUT /api/orders/${ORDER_ID}/update`]: async (request) => {
        sent = await request.json();
        return makeOrder({ isPaid: true, paidAt: '2026-11-23T00:00:00.000Z' });
      },
    });
    renderApp(`/order/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Update order' });
    const paidDate = within(form).getByLabelText('Paid date') as HTMLInputElement;
    const deliveredDate = within(form).getByLabelText('Delivered date') as HTMLInputElement;
    expect(paidDate.disabled).toBe(true);
    expect(deliveredDate.disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText('Paid'));
    fireEvent.click(within(form).getByLabelText('Delivered'));
    expect(paidDate.disabled).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByText('Please enter the payment date.')).toBeTruthy();
    expect(within(form).getByText('Please enter the delivery date.')).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.click(within(form).getByLabelText('Delivered'));
    fireEvent.change(paidDate, { target: { value: '2026-11-23' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Paid at 2026-11-23')).toBeTruthy();
    expect(sent).toEqual({
      is_paid: true,
      paid_date: '2026-11-23',
      is_shipped: false,
      shipped_date: null,
      is_delivered: false,
      delivered_date: null,
    });
    expect(screen.queryByRole('heading', { name: /^Pay with/ })).toBeNull();
  });

  it('marks an order shipped with its day, then shows it shipped and locks the box (no way back)', async () => {
    session.signIn(SELLER);
    let order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-11-23T00:00:00.000Z' });
    let sent: unknown;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => order,
      [`PUT /api/orders/${ORDER_ID}/update`]: async (request) => {
        sent = await request.json();
        order = { ...order, status: 'shipped', isShipped: true, shippedAt: '2026-11-24T00:00:00.000Z' };
        return order;
      },
    });
    renderApp(`/order/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Update order' });
    const shippedDate = within(form).getByLabelText('Shipped date') as HTMLInputElement;
    expect(shippedDate.disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText('Shipped'));
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByText('Please enter the shipping date.')).toBeTruthy();
    fireEvent.change(shippedDate, { target: { value: '2026-11-24' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Shipped 2026-11-24, not yet delivered')).toBeTruthy();
    expect(sent).toMatchObject({ is_shipped: true, shipped_date: '2026-11-24', is_delivered: false });
    expect((within(form).getByLabelText('Shipped') as HTMLInputElement).disabled).toBe(true);
  });

  it("marks it shipped with PostNord's tracking number ('Markera som skickad'), then the buyer's page links to the parcel", async () => {
    session.signIn(SELLER);
    const tracking = 'https://tracking.postnord.com/se/?id=RR123456785SE';
    let order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-11-23T00:00:00.000Z' });
    let sent: Record<string, unknown> | undefined;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => order,
      'GET /api/carriers': () => ({
        carriers: [
          {
            id: 'postnord',
            name: 'PostNord',
            demo: true,
            trackingNumberHint: 'Like RR123456785SE',
            fields: [],
          },
        ],
      }),
      [`PUT /api/orders/${ORDER_ID}/update`]: async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        order = {
          ...order,
          status: 'shipped',
          isShipped: true,
          shippedAt: '2026-11-24T00:00:00.000Z',
          delivery: {
            optionId: null,
            name: { sv: 'Standard', en: 'Standard' },
            kind: 'standard',
            price: 98,
            servicePoint: null,
            carrier: 'postnord',
            carrierName: { sv: 'PostNord', en: 'PostNord' },
            trackingNumber: 'RR123456785SE',
            trackingUrl: tracking,
            shippedAt: '2026-11-24T00:00:00.000Z',
          },
        };
        return order;
      },
    });
    renderApp(`/order/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Update order' });
    const carrier = (await within(form).findByLabelText('Carrier')) as HTMLSelectElement;
    expect(carrier.disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText('Shipped'));
    fireEvent.change(within(form).getByLabelText('Shipped date'), { target: { value: '2026-11-24' } });
    fireEvent.change(carrier, { target: { value: 'postnord' } });
    expect(within(form).getByText('Like RR123456785SE')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'rr123456785se' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    const link = await screen.findByRole('link', { name: 'Track the parcel' });
    expect(link.getAttribute('href')).toBe(tracking);
    expect(sent).toMatchObject({ is_shipped: true, carrier: 'postnord', tracking_number: 'rr123456785se' });
    expect(screen.getByText(/PostNord RR123456785SE/)).toBeTruthy();
  });

  it('offers Paid when the server says the shop marks the order paid, whatever the method is called', async () => {
    session.signIn(SELLER);
    let order = makeOrder({ paymentMethod: 'Bank transfer', shopMarksPaid: true });
    api({ [`GET /api/orders/${ORDER_ID}`]: () => order });
    const first = renderApp(`/order/${ORDER_ID}`);
    expect(
      within(await screen.findByRole('form', { name: 'Update order' })).getByLabelText('Paid'),
    ).toBeTruthy();
    first.unmount();

    order = makeOrder({ shopMarksPaid: false });
    renderApp(`/order/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Update order' });
    expect(within(form).getByLabelText('Delivered')).toBeTruthy();
    expect(within(form).queryByLabelText('Paid')).toBeNull();
  });

  it('does not offer setting a paid order back to unpaid (docs/product.md §4: a refund is the way back)', async () => {
    session.signIn(SELLER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => makeOrder({ isPaid: true, paidAt: '2026-11-23T00:00:00.000Z' }),
    });
    renderApp(`/order/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Update order' });
    const paid = within(form).getByLabelText('Paid') as HTMLInputElement;
    expect(paid.checked).toBe(true);
    expect(paid.disabled).toBe(true);
    expect((within(form).getByLabelText('Paid date') as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByLabelText('Delivered') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('order history', () => {
  it("is titled 'My outgoing orders' and lists id, date, shop, total, paid, delivered and Details", async () => {
    session.signIn(BUYER);
    api({ 'GET /api/orders/mine': () => [makeOrder({ isPaid: true, paidAt: '2026-11-24T10:05:00.000Z' })] });
    renderApp('/orderhistory');
    expect(await screen.findByRole('heading', { name: 'My outgoing orders' })).toBeTruthy();
    const row = (await screen.findByText(ORDER_ID)).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    // Dates in Stockholm time (UTC+1 in November), whatever the reader's clock; paid as the day it was.
    expect(cells.slice(0, 6)).toEqual([
      ORDER_ID,
      '2026-11-23 10:30',
      'Keramikverkstan',
      expect.stringMatching(/2\s696,00\s*kr/),
      '2026-11-24',
      'No',
    ]);
    expect(
      within(row)
        .getByRole('link', { name: `Details of order ${ORDER_ID}` })
        .getAttribute('href'),
    ).toBe(`/order/${ORDER_ID}`);
  });
});
