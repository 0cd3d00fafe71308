import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { ORDER_ID, SHOP_ID, paidOrder } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

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

/** A Swish Handel order: Swish confirms it, the shop does not mark it paid. */
const unpaid: OrderDto = {
  ...paidOrder({ isPaid: false, paidAt: null, refundable: 0 }),
  paymentMethod: 'Swish',
  shopMarksPaid: false,
  user: { _id: 'buyer', name: 'Kim' },
};
const paid: OrderDto = { ...unpaid, isPaid: true, paidAt: '2026-11-25T10:00:00.000Z' };

const URL_ =
  'swish://paymentrequest?token=c28a4061470f4af48973bd2a4642b4fa&callbackurl=https%3A%2F%2Ftorget.se%2Forder%2Fx';
/** The plugin's answer to POST /payment without a number: the contract's `app_switch`. */
const appSwitch = {
  method: 'Swish',
  provider: 'swish',
  amount: 548.5,
  action: {
    type: 'app_switch' as const,
    url: URL_,
    token: 'c28a4061470f4af48973bd2a4642b4fa',
    qr: 'data:image/png;base64,iVBORw0KGgo=',
    payerField: {
      label: 'Your Swish phone number',
      hint: 'Approve the payment in the Swish app on that phone.',
      pattern: '^(?:\\+46|0046|46|0)7\\d{8}$',
      ignore: '[\\s\\-().]',
      message: 'Please enter a Swedish mobile number connected to Swish, such as 070 123 45 67.',
    },
  },
};
const awaiting = {
  ...appSwitch,
  action: { type: 'await_approval' as const, message: 'Open the Swish app and approve the payment…' },
};
const fail = (status: number, code: string, message: string) => {
  throw { status, body: { message, code } };
};
const pending = () =>
  fail(400, 'PAYMENT_PENDING', 'Waiting for the payment to be approved in the Swish app.');

const api = (handlers: Record<string, (request: Request) => unknown>) =>
  fakeApi({ 'GET /api/products/categories': () => [], ...handlers });

/** A phone: narrow, or touch as the main pointer. */
function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

describe('Swish Handel on the order page', () => {
  it('on a phone opens the Swish app by its swish:// link, with the QR code for another phone', async () => {
    asPhone();
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () => appSwitch,
      [`PUT /api/orders/${ORDER_ID}/pay`]: pending,
    });
    renderApp(`/order/${ORDER_ID}`);
    const link = await screen.findByRole('link', { name: 'Open Swish' });
    expect(link.getAttribute('href')).toBe(URL_);
    expect(screen.getByRole('img', { name: /^Swish QR code/ })).toBeTruthy();
    expect(screen.getByText(/Scan the code with its Swish app/)).toBeTruthy();
    // The number is there too, one tap away.
    expect(screen.queryByLabelText('Your Swish phone number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with a phone number instead' }));
    expect(screen.getByLabelText('Your Swish phone number')).toBeTruthy();
  });

  it('on a computer checks the number as the server does, then waits and turns Paid without a reload', async () => {
    session.signIn(BUYER);
    const payers: unknown[] = [];
    let sent = false;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: async (request) => {
        const body = (await request.json()) as { payer?: string };
        payers.push(body.payer);
        if (body.payer) sent = true;
        return body.payer ? awaiting : appSwitch;
      },
      // Pending until the buyer approves on her phone; then the server answers the paid order.
      [`PUT /api/orders/${ORDER_ID}/pay`]: () => (sent ? paid : pending()),
    });
    renderApp(`/order/${ORDER_ID}`);
    const field = await screen.findByLabelText('Your Swish phone number');
    expect(screen.queryByRole('link', { name: 'Open Swish' })).toBeNull();
    expect(screen.getByText(/Or scan the code with the Swish app/)).toBeTruthy();

    fireEvent.change(field, { target: { value: '08-123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Swish' }));
    expect(await screen.findByText(/such as 070 123 45 67/)).toBeTruthy();
    expect(payers).toEqual([undefined]);

    fireEvent.change(field, { target: { value: '+46 70-123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Swish' }));
    expect(await screen.findByText('Paid at 2026-11-25')).toBeTruthy();
    expect(payers).toEqual([undefined, '+46 70-123 45 67']);
    expect(screen.getByText('Thank you: your payment was received.').closest('[aria-live]')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pay with Swish' })).toBeNull();
  });

  it('shows the wait while a request to her phone is open (after a reload too), in a live region', async () => {
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () => awaiting,
      [`PUT /api/orders/${ORDER_ID}/pay`]: pending,
    });
    renderApp(`/order/${ORDER_ID}`);
    const wait = await screen.findByText('Open the Swish app and approve the payment…');
    expect(wait.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText('Your Swish phone number')).toBeNull();
  });

  it("shows Swish's answer about the number beside the field, and the link and code stay good", async () => {
    session.signIn(BUYER);
    const starts: unknown[] = [];
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: async (request) => {
        const body = (await request.json()) as { payer?: string };
        starts.push(body.payer);
        if (body.payer)
          fail(
            400,
            'PAYMENT_BAD_INPUT',
            'That number is not connected to Swish. Check the number or use another.',
          );
        return appSwitch;
      },
      [`PUT /api/orders/${ORDER_ID}/pay`]: pending,
    });
    renderApp(`/order/${ORDER_ID}`);
    fireEvent.change(await screen.findByLabelText('Your Swish phone number'), {
      target: { value: '0700000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Swish' }));
    const error = await screen.findByText(/not connected to Swish/);
    const field = screen.getByLabelText('Your Swish phone number');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    // A new app token replaced the one the refused request withdrew.
    await waitFor(() => expect(starts).toEqual([undefined, '0700000000', undefined]));
  });

  it('says in words why a payment ended unpaid and makes a new request on "Try again"', async () => {
    session.signIn(BUYER);
    let starts = 0;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () => {
        starts += 1;
        return starts === 1 ? awaiting : appSwitch;
      },
      [`PUT /api/orders/${ORDER_ID}/pay`]: () =>
        starts === 1
          ? fail(
              400,
              'PAYMENT_DECLINED',
              'The payment was declined in Swish. Please try again, or pay another way.',
            )
          : pending(),
    });
    renderApp(`/order/${ORDER_ID}`);
    const why = await screen.findByText(/The payment was declined in Swish/);
    expect(why.closest('[role="status"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your Swish phone number')).toBeTruthy();
    expect(starts).toBe(2);
    expect(screen.queryByText(/declined/)).toBeNull();
  });

  it('says Swish cannot be reached and asks again on "Try again"', async () => {
    session.signIn(BUYER);
    let starts = 0;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () =>
        ++starts === 1
          ? fail(
              502,
              'PAYMENT_PROVIDER_UNAVAILABLE',
              'Swish is not available right now. Please try again in a moment.',
            )
          : appSwitch,
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(
      await screen.findByText('Swish is not available right now. Please try again in a moment.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your Swish phone number')).toBeTruthy();
    expect(starts).toBe(2);
    expect(screen.queryByText(/not available/)).toBeNull();
  });

  it('offers no second try when Swish refused the order itself', async () => {
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () =>
        fail(400, 'PAYMENT_NOT_OFFERED', 'Svens Snickeri does not take Swish.'),
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Svens Snickeri does not take Swish.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reads the order again when the buyer comes back from the app and the payment is already in', async () => {
    session.signIn(BUYER);
    let reads = 0;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => (++reads === 1 ? unpaid : paid),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => fail(400, 'ALREADY_PAID', 'Order is already paid'),
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Paid at 2026-11-25')).toBeTruthy();
    expect(screen.queryByText('Order is already paid')).toBeNull();
  });

  it('in Swedish: Öppna Swish on a phone, Försök igen after a decline', async () => {
    asPhone();
    session.signIn(BUYER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => unpaid,
      [`POST /api/orders/${ORDER_ID}/payment`]: () => appSwitch,
      [`PUT /api/orders/${ORDER_ID}/pay`]: () =>
        fail(400, 'PAYMENT_DECLINED', 'Betalningen nekades i Swish. Försök igen eller betala på annat sätt.'),
    });
    renderApp(`/order/${ORDER_ID}`, { locale: 'sv' });
    expect(await screen.findByText(/Betalningen nekades i Swish/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });
});

describe("Swish Handel on the seller's order page", () => {
  it('has no Paid box: Swish marks the order paid', async () => {
    session.signIn(SELLER);
    api({ [`GET /api/orders/${ORDER_ID}`]: () => unpaid });
    renderApp(`/order/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Update order' });
    expect(within(form).queryByLabelText('Paid')).toBeNull();
    expect(within(form).getByLabelText('Delivered')).toBeTruthy();
    expect(
      screen.getByText('Swish confirms the payment, so the order is marked paid automatically.'),
    ).toBeTruthy();
  });
});
