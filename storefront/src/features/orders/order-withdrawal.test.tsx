import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { deliveredOrder, madeWithdrawal, paidOrder, returnTo } from '../../testing/fixtures';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';
import { renderApp } from '../../testing/render-app';

// Whole-app renders through lazy routes: generous on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const BUYER = {
  _id: 'buyer',
  name: 'Kim',
  email: 'kim@x.se',
  token: 't',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
};
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const lampLine = paidOrder().orderItems[0]!;
const shadeLine = {
  ...lampLine,
  _id: 'i2',
  name: 'Skärm',
  qty: 2,
  price: 100,
  shipping_price: 10,
  product: 'p2',
};

/**
 * The fixtures' delivered order with a second line (Lampa 499 kr + 49,50 kr shipping; 2 Skärmar 100 kr +
 * 10 kr each), delivered three days ago: its period runs from today's date, whenever the test runs.
 */
const delivered = (overrides: Partial<OrderDto> = {}): OrderDto =>
  deliveredOrder(
    { deadline: inDays(11) },
    {
      orderItems: [lampLine, shadeLine],
      itemsPrice: 699,
      shippingPrice: 69.5,
      totalPrice: 768.5,
      vatLines: [{ rate: 25, amount: 153.7 }],
      refundable: 768.5,
      deliveredAt: inDays(-3),
      ...overrides,
    },
  );

/** The order once the buyer has withdrawn from its lamp; the server answers with where the goods go back. */
const withdrawn = (order: OrderDto, reason = ''): OrderDto => ({
  ...order,
  withdrawal: {
    ...order.withdrawal,
    made: [madeWithdrawal({ reason })],
    toRefund: Math.min(548.5, order.refundable),
    returnTo,
  },
});

const api = (order: OrderDto, extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/orders/${order._id}`]: () => order,
    ...extra,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

describe('the right of withdrawal on the buyer’s order page', () => {
  it('shows VAT per rate under the totals', async () => {
    session.signIn(BUYER);
    api(delivered());
    renderApp(`/order/${delivered()._id}`, { locale: 'sv' });
    expect(await screen.findByText(/^varav moms 25 %: 153,70\s*kr$/)).toBeTruthy();
  });

  it('withdraws the chosen items with a reason after the confirmation step, then shows the withdrawal', async () => {
    session.signIn(BUYER);
    const order = delivered();
    const sent: unknown[] = [];
    api(order, {
      [`POST /api/orders/${order._id}/withdrawal`]: async (request) => {
        sent.push(await request.json());
        return withdrawn(order, 'Fel färg');
      },
    });
    renderApp(`/order/${order._id}`, { locale: 'sv' });
    const card = await screen.findByRole('region', { name: 'Ångerrätt' });
    expect(within(card).getByText(/^Du kan ångra köpet till och med \d+ \p{L}+ \d{4}\./u)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'köpvillkoren' }).getAttribute('href')).toBe('/terms');

    fireEvent.click(within(card).getByRole('button', { name: 'Ångra köpet här' }));
    const step = within(card).getByRole('form', { name: 'Bekräfta att du ångrar köpet' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(step).getByRole('heading', { name: /Bekräfta/ })),
    );
    // Every line is chosen to begin with; the buyer keeps only the lamp.
    expect((within(step).getByLabelText('1 st Lampa') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(step).getByLabelText('2 st Skärm'));
    fireEvent.change(within(step).getByLabelText('Anledning (frivilligt)'), {
      target: { value: 'Fel färg' },
    });
    fireEvent.click(within(step).getByRole('button', { name: 'Bekräfta att du ångrar köpet' }));

    expect(await within(card).findByText(/^Vi har tagit emot att du ångrar köpet\./)).toBeTruthy();
    expect(sent).toEqual([{ items: ['i1'], reason: 'Fel färg' }]);
    expect(within(card).getByText(/^Ångrat 2026-11-25 11:30$/)).toBeTruthy();
    expect(within(card).getByText('1 st Lampa')).toBeTruthy();
    expect(within(card).getByText('Anledning: Fel färg')).toBeTruthy();
    // The buyer is not shown the shop's refund sum.
    expect(within(card).queryByText(/Att återbetala/)).toBeNull();
    // Where and how to send the lamp back, in her language.
    const back = within(card).getByRole('region', { name: 'Så returnerar du' });
    expect(within(back).getByRole('group', { name: 'Returadress' }).textContent).toBe(
      'LjusbodenReturvägen 4222 33 Lund',
    );
    expect(within(back).getByText(returnTo.instructions.sv)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Retur mottagen' })).toBeNull();
  });

  it('lets the buyer withdraw part of a line: a labelled quantity, all of it to begin with', async () => {
    session.signIn(BUYER);
    const order = delivered();
    const sent: unknown[] = [];
    api(order, {
      [`POST /api/orders/${order._id}/withdrawal`]: async (request) => {
        sent.push(await request.json());
        return order;
      },
    });
    renderApp(`/order/${order._id}`, { locale: 'sv' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ångra köpet här' }));
    const step = screen.getByRole('form', { name: 'Bekräfta att du ångrar köpet' });
    // Only a line with more than one left asks how many.
    expect(within(step).queryByLabelText('Antal Lampa att ångra')).toBeNull();
    const qty = within(step).getByLabelText('Antal Skärm att ångra') as HTMLInputElement;
    expect(qty.value).toBe('2');
    expect(qty.getAttribute('max')).toBe('2');
    fireEvent.click(within(step).getByLabelText('1 st Lampa'));

    fireEvent.change(qty, { target: { value: '3' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Bekräfta att du ångrar köpet' }));
    expect(await within(step).findByText('Ange ett heltal från 1 till 2.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Bekräfta att du ångrar köpet' }));
    await waitFor(() => expect(sent).toEqual([{ items: [{ _id: 'i2', qty: 1 }], reason: '' }]));
  });

  it('asks in English too, and sends a whole line by its id', async () => {
    session.signIn(BUYER);
    const order = delivered();
    const sent: unknown[] = [];
    api(order, {
      [`POST /api/orders/${order._id}/withdrawal`]: async (request) => {
        sent.push(await request.json());
        return order;
      },
    });
    renderApp(`/order/${order._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from contract here' }));
    expect((screen.getByLabelText('How many Skärm to withdraw') as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Up to 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(sent).toEqual([{ items: ['i1', 'i2'], reason: '' }]));
  });

  it('asks for at least one item and sends nothing without one', async () => {
    session.signIn(BUYER);
    const order = delivered({
      orderItems: [delivered().orderItems[0]!],
    });
    const post = vi.fn();
    api(order, { [`POST /api/orders/${order._id}/withdrawal`]: post });
    renderApp(`/order/${order._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from contract here' }));
    fireEvent.click(screen.getByLabelText('1 × Lampa'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Please choose the items to withdraw.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses, and Escape leaves the step with focus on the button", async () => {
    session.signIn(BUYER);
    const order = delivered();
    api(order, {
      [`POST /api/orders/${order._id}/withdrawal`]: () => {
        throw {
          status: 409,
          body: { message: 'The right of withdrawal ended on 9 December 2026.', code: 'PERIOD_OVER' },
        };
      },
    });
    renderApp(`/order/${order._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from contract here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('The right of withdrawal ended on 9 December 2026.')).toBeTruthy();

    fireEvent.keyDown(screen.getByLabelText('Reason (optional)'), { key: 'Escape' });
    const again = await screen.findByRole('button', { name: 'Withdraw from contract here' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.queryByRole('form', { name: 'Confirm withdrawal' })).toBeNull();
  });

  it('after the period: no button, and until when it was available', async () => {
    session.signIn(BUYER);
    const order = delivered({
      deliveredAt: '2026-10-01T10:00:00.000Z',
      withdrawal: { ...deliveredOrder().withdrawal, deadline: '2026-10-15T21:59:59.999Z', available: false },
    });
    api(order);
    renderApp(`/order/${order._id}`, { locale: 'sv' });
    expect(await screen.findByText('Ångerrätten gällde till och med 15 oktober 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ångra köpet här' })).toBeNull();
  });

  it('says nothing of withdrawal on an unpaid order (it is deleted instead)', async () => {
    session.signIn(BUYER);
    const order = delivered({
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
      refundable: 0,
      withdrawal: paidOrder().withdrawal,
    });
    api(order);
    renderApp(`/order/${order._id}`);
    await screen.findByText('Not Paid');
    expect(screen.queryByRole('region', { name: 'Right of withdrawal' })).toBeNull();
  });
});

describe('withdrawals as the shop sees them', () => {
  it('shows what was withdrawn and what it comes to, with no withdraw button, and prefills the refund', async () => {
    signInAs(makeAccount());
    const order = withdrawn(delivered(), 'Fel färg');
    api(order);
    renderApp(`/order/${order._id}`);
    const card = await screen.findByRole('region', { name: 'Right of withdrawal' });
    expect(within(card).getByText('1 × Lampa')).toBeTruthy();
    expect(within(card).getByText(/^To refund, with shipping: 548,50\s*kr$/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Withdraw from contract here' })).toBeNull();
    // The shop knows its own return address.
    expect(within(card).queryByRole('region', { name: 'How to return the goods' })).toBeNull();
    // The refund box offers the withdrawn items with their shipping, not all that is left.
    expect((screen.getByLabelText('Amount to refund (SEK)') as HTMLInputElement).value).toBe('548.5');
    expect(
      screen.getByText(/^Filled in: the withdrawn items with their shipping \(548,50\s*kr\)\.$/),
    ).toBeTruthy();
  });

  it('lets the shop say it refunded a manual Swish withdrawal outside Torget, after a confirm question', async () => {
    signInAs(makeAccount());
    // Paid by manual Swish: Torget cannot refund it.
    const order = withdrawn(delivered({ paymentMethod: 'Swish', refundable: 0 }));
    expect(order.withdrawal.toRefund).toBe(0);
    const posted = vi.fn();
    api(order, {
      [`POST /api/orders/${order._id}/withdrawals/w1/refunded-outside`]: () => {
        posted();
        return {
          ...order,
          withdrawal: {
            ...order.withdrawal,
            made: [
              { ...order.withdrawal.made[0]!, toRefund: 0, refundedOutside: '2026-11-26T09:00:00.000Z' },
            ],
          },
        };
      },
    });
    renderApp(`/order/${order._id}`, { locale: 'sv' });
    const card = await screen.findByRole('region', { name: 'Ångerrätt' });
    expect(within(card).getByText(/^Att återbetala inkl\. frakt: 548,50\s*kr$/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Återbetalat utanför Torget' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/^Har du betalat tillbaka 548,50\s*kr till köparen utanför Torget/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Återbetalat utanför Torget' }));
    expect(await within(card).findByText('Återbetalat utanför Torget 26 november 2026')).toBeTruthy();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(within(card).queryByRole('button', { name: 'Återbetalat utanför Torget' })).toBeNull();
  });

  it('marks "Retur mottagen" after a confirm question; the refund box then suggests the returned goods', async () => {
    signInAs(makeAccount());
    const lamp = withdrawn(delivered());
    // A second withdrawal (two Skärmar, 220 kr with shipping) whose goods are not back yet.
    const order: OrderDto = {
      ...lamp,
      withdrawal: {
        ...lamp.withdrawal,
        made: [
          ...lamp.withdrawal.made,
          madeWithdrawal({
            _id: 'w2',
            items: [{ _id: 'i2', name: 'Skärm', qty: 2 }],
            amount: 220,
            toRefund: 220,
          }),
        ],
        toRefund: 768.5,
      },
    };
    const posted = vi.fn();
    api(order, {
      [`POST /api/orders/${order._id}/withdrawals/w1/return-received`]: () => {
        posted();
        const [first, second] = order.withdrawal.made;
        return {
          ...order,
          withdrawal: {
            ...order.withdrawal,
            made: [{ ...first!, returnReceived: '2026-11-26T09:00:00.000Z' }, second!],
          },
        };
      },
    });
    renderApp(`/order/${order._id}`, { locale: 'sv' });
    const card = await screen.findByRole('region', { name: 'Ångerrätt' });
    const amount = screen.getByLabelText('Belopp att återbetala (kr)') as HTMLInputElement;
    expect(amount.value).toBe('768.5');
    const [lampItem] = within(card).getAllByRole('listitem');
    fireEvent.click(within(lampItem!).getByRole('button', { name: 'Retur mottagen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/^Har varorna i det ångrade köpet kommit tillbaka\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retur mottagen' }));

    expect(await within(card).findByText('Retur mottagen 26 november 2026')).toBeTruthy();
    expect(posted).toHaveBeenCalledTimes(1);
    // Only the Skärmar are still awaited.
    expect(within(card).getAllByRole('button', { name: 'Retur mottagen' })).toHaveLength(1);
    await waitFor(() =>
      expect((screen.getByLabelText('Belopp att återbetala (kr)') as HTMLInputElement).value).toBe('548.5'),
    );
    expect(
      screen.getByText(/^Ifyllt: de returnerade varorna med deras frakt \(548,50\s*kr\)\.$/),
    ).toBeTruthy();
  });

  it('offers no such button where Torget refunds the payment, and none to the buyer', async () => {
    signInAs(makeAccount());
    const order = withdrawn(delivered());
    api(order);
    renderApp(`/order/${order._id}`);
    const card = await screen.findByRole('region', { name: 'Right of withdrawal' });
    expect(within(card).queryByRole('button', { name: 'Refunded outside Torget' })).toBeNull();
  });

  it("marks withdrawn orders on the shop's order list", async () => {
    signInAs(makeAccount());
    const plain = delivered({ _id: 'aaaaaaaa-0000-4000-8000-000000000001' });
    const back = withdrawn(delivered({ _id: 'bbbbbbbb-0000-4000-8000-000000000002' }));
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/orders/paged': () => ({ orders: [plain, back], page: 1, pages: 1, total: 2 }),
    });
    renderApp('/orderlist/seller', { locale: 'sv' });
    const row = (await screen.findByText('bbbbbbbb')).closest('tr')!;
    expect(within(row).getByText('Ångrad 2026-11-25')).toBeTruthy();
    const other = screen.getByText('aaaaaaaa').closest('tr')!;
    expect(within(other).queryByText(/Ångrad/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Ångrat' })).toBeTruthy();
  });
});
