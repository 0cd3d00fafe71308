import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const REFUNDED = paidOrder({
  refunds: [{ amount: 100, date: '2026-11-25T12:00:00.000Z', status: 'completed' }],
  refundable: 448.5,
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

const api = (handlers: Record<string, (request: Request) => unknown>) =>
  fakeApi({ 'GET /api/products/categories': () => [], ...handlers });

/** The Refund box's amount field, and pressing Refund then answering the question. */
async function refund(amount: string, answer: 'Refund' | 'Cancel' = 'Refund') {
  const box = within(await screen.findByRole('form', { name: 'Refund' }));
  const field = box.getByLabelText('Amount to refund (SEK)');
  fireEvent.change(field, { target: { value: amount } });
  fireEvent.click(box.getByRole('button', { name: 'Refund' }));
  // The form checks the amount before it asks: wait for the question or the field's message.
  await waitFor(() =>
    expect(screen.queryByRole('alertdialog') ?? field.getAttribute('aria-invalid')).toBeTruthy(),
  );
  const dialog = screen.queryByRole('alertdialog');
  if (dialog) fireEvent.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

describe('refunding on the order page', () => {
  it('offers the shop what is left, asks first, sends the amount with an Idempotency-Key and lists the refund', async () => {
    session.signIn(SELLER);
    const sent: { body: unknown; key: string | null }[] = [];
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => paidOrder(),
      [`POST /api/orders/${ORDER_ID}/refund`]: async (request) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return REFUNDED;
      },
    });
    renderApp(`/order/${ORDER_ID}`);
    const field = (await screen.findByLabelText('Amount to refund (SEK)')) as HTMLInputElement;
    expect(field.value).toBe('548.5');

    const dialog = await refund('100', 'Cancel');
    expect(dialog?.textContent).toMatch(
      /^Refund 100,00\skr to the buyer with PayPal\? This cannot be undone\./,
    );
    expect(sent).toEqual([]);

    await refund('100');
    expect(await screen.findByText(/^Refunded 100,00\skr on 2026-11-25$/)).toBeTruthy();
    expect(screen.getByText(/^Refunded 100,00\skr\.$/)).toBeTruthy();
    expect(sent).toEqual([{ body: { amount: 100 }, key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(((await screen.findByLabelText('Amount to refund (SEK)')) as HTMLInputElement).value).toBe(
      '448.5',
    );
  });

  it("shows the server's message and retries the same refund with the same key", async () => {
    session.signIn(SELLER);
    const keys: (string | null)[] = [];
    let fail = true;
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => paidOrder(),
      [`POST /api/orders/${ORDER_ID}/refund`]: (request) => {
        keys.push(request.headers.get('idempotency-key'));
        if (fail) {
          fail = false;
          throw {
            status: 502,
            body: {
              message: 'PayPal is not available right now. Please try again later.',
              code: 'PAYMENT_PROVIDER_UNAVAILABLE',
            },
          };
        }
        return REFUNDED;
      },
    });
    renderApp(`/order/${ORDER_ID}`);
    await refund('100');
    expect(
      await screen.findByText('PayPal is not available right now. Please try again later.'),
    ).toBeTruthy();
    await refund('100');
    expect(await screen.findByText(/^Refunded 100,00\skr on 2026-11-25$/)).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses an amount of nothing or more than is left before asking', async () => {
    session.signIn(SELLER);
    const post = vi.fn();
    api({
      [`GET /api/orders/${ORDER_ID}`]: () => paidOrder(),
      [`POST /api/orders/${ORDER_ID}/refund`]: post,
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(await refund('600')).toBeNull();
    expect(screen.getByText(/^At most 548,50\skr is left to refund\.$/)).toBeTruthy();
    expect(await refund('0')).toBeNull();
    expect(screen.getByText('Please enter an amount of more than 0.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the buyer the refunds but no Refund box, and no box where the method cannot refund', async () => {
    session.signIn(BUYER);
    api({ [`GET /api/orders/${ORDER_ID}`]: () => REFUNDED });
    const view = renderApp(`/order/${ORDER_ID}`);
    expect(await screen.findByText(/^Refunded 100,00\skr on 2026-11-25$/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    view.unmount();

    session.signIn(SELLER);
    api({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        paidOrder({ paymentMethod: 'Swish', shopMarksPaid: true, refundable: 0 }),
    });
    renderApp(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Paid at 2026-11-24')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });
});
