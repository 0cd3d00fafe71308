import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import {
  lifecycleTableCells,
  nextState,
  orderMoves,
  orderStates,
  type OrderMove,
  type OrderState,
} from '../order-lifecycle';
import { orderBody } from './fixtures';

// The whole transition table walked through HTTP: from every state, every move is tried on an order of its
// own; an allowed one answers 2xx and leaves the order where the table says, any other is refused with
// nothing changed (409 naming the state, or, for a flag the order already has, no change at all).
const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
let vante: string;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  seller = await app.createUser({ seller: { plan: 2, hasPaypal: true, name: 'Vantboden' } });
  buyer = await app.createUser({ name: 'Karin Kund' });
  vante = (await createProduct(app, seller, { name: 'Vante', price: 200, countInStock: 500 }))._id;
});
afterAll(() => app.close());

type Order = Record<string, unknown> & {
  _id: string;
  status: OrderState;
  totalPrice: number;
  orderItems: { _id: string }[];
};

const read = async (id: string): Promise<Order> =>
  (await app.http.get(`/api/orders/${id}`, { token: buyer.token })).body;
const update = (id: string, body: object) =>
  app.http.put(`/api/orders/${id}/update`, body, { token: seller.token });

/** Each move as a person makes it, over HTTP. */
const make: Record<OrderMove, (order: Order) => ReturnType<typeof update>> = {
  // PayPal (the ledger) payments are confirmed by the provider, never marked by the shop.
  pay: async (order) =>
    app.http.put(`/api/orders/${order._id}/pay`, { paymentId: ledger.pay(order) }, { token: buyer.token }),
  ship: (order) => update(order._id, { is_shipped: true, shipped_date: '2026-11-21' }),
  deliver: (order) => update(order._id, { is_delivered: true, delivered_date: '2026-11-22' }),
  withdraw: (order) =>
    app.http.post(
      `/api/orders/${order._id}/withdrawal`,
      { items: [{ _id: order.orderItems[0]!._id, qty: 1 }] },
      { token: buyer.token },
    ),
  refund: (order) =>
    app.http.post(`/api/orders/${order._id}/refund`, { amount: 10 }, { token: seller.token }),
  cancel: (order) => app.http.delete(`/api/orders/${order._id}`, { token: buyer.token }),
};

/** The moves that bring a new order into each state. */
const pathTo: Record<OrderState, OrderMove[]> = {
  placed: [],
  paid: ['pay'],
  shipped: ['pay', 'ship'],
  delivered: ['pay', 'deliver'],
  shipped_unpaid: ['ship'],
  delivered_unpaid: ['deliver'],
};

async function orderIn(state: OrderState): Promise<Order> {
  const placed = await app.http.post('/api/orders', orderBody([{ product: vante, qty: 2 }], 'PayPal'), {
    token: buyer.token,
  });
  expect(placed.status, placed.text).toBe(201);
  for (const move of pathTo[state]) {
    const res = await make[move](await read(placed.body._id));
    expect(res.status, `${move}: ${res.text}`).toBeLessThan(300);
  }
  const order = await read(placed.body._id);
  expect(order.status).toBe(state);
  return order;
}

/** Whether the order already has the flag the move would set (then asking again is no change). */
const alreadyThere = (state: OrderState, move: OrderMove) =>
  (move === 'pay' && ['paid', 'shipped', 'delivered'].includes(state)) ||
  (move === 'ship' && state !== 'placed' && state !== 'paid') ||
  (move === 'deliver' && state.startsWith('delivered'));

describe('the order lifecycle, walked through HTTP', () => {
  for (const from of orderStates)
    for (const move of orderMoves) {
      const to = nextState(from, move);
      const outcome = to ? `→ ${to}` : alreadyThere(from, move) ? 'no change' : 'refused (409)';
      it(`${from} + ${move}: ${outcome}`, async () => {
        const before = await orderIn(from);
        const res = await make[move](before);
        if (to === 'deleted') {
          expect(res.status).toBe(200);
          expect((await app.http.get(`/api/orders/${before._id}`, { token: buyer.token })).status).toBe(404);
        } else if (to) {
          expect(res.status, res.text).toBeLessThan(300);
          const after = await read(before._id);
          expect(after.status).toBe(to);
          if (move === 'withdraw') expect(after.withdrawal).not.toEqual(before.withdrawal);
          if (move === 'refund') expect(after.refunds).not.toEqual(before.refunds);
        } else {
          if (!alreadyThere(from, move)) {
            expect(res.status, res.text).toBe(409);
            expect(res.body.code).toBe('ORDER_STATE');
            expect(res.body.message).toMatch(/^This order is /);
          }
          expect(await read(before._id)).toEqual(before);
        }
      });
    }

  it('names the state in Swedish for a Swedish reader', async () => {
    const order = await orderIn('shipped');
    const res = await app.http.delete(`/api/orders/${order._id}`, {
      token: buyer.token,
      headers: { 'accept-language': 'sv' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Beställningen är skickad: bara en beställning som ännu inte är betald, skickad eller levererad kan tas bort.',
    );
  });

  it('never takes a step back: paid, shipped and delivered stay (409), nothing changed', async () => {
    const order = await orderIn('delivered');
    for (const body of [
      { is_paid: false },
      { is_shipped: false },
      { is_delivered: false },
      { is_shipped: true, shipped_date: '2026-11-25', is_delivered: false },
    ]) {
      const res = await update(order._id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
    }
    expect(await read(order._id)).toEqual(order);
  });

  it('makes both steps of one request or neither', async () => {
    const order = await orderIn('placed');
    // Shipped is allowed, but the delivery lacks its day: nothing is written.
    const res = await update(order._id, { is_shipped: true, shipped_date: '2026-11-21', is_delivered: true });
    expect(res.status).toBe(400);
    expect(await read(order._id)).toEqual(order);
  });

  it('keeps a typed day as that calendar day, and delivered implies shipped', async () => {
    const order = await orderIn('paid');
    const res = await update(order._id, { is_delivered: true, delivered_date: '2026-11-20' });
    expect(res.body).toMatchObject({ status: 'delivered', isShipped: true, isDelivered: true });
    expect(res.body.deliveredAt.slice(0, 10)).toBe('2026-11-20');
    expect(res.body.shippedAt).toBe(res.body.deliveredAt);
    // A date with a time is that moment.
    const timed = await update((await orderIn('paid'))._id, {
      is_shipped: true,
      shipped_date: '2026-11-20T15:30:00+01:00',
    });
    expect(timed.body.shippedAt).toBe('2026-11-20T14:30:00.000Z');
  });

  it('is the table docs/product.md shows', () => {
    const guide = readFileSync(new URL('../../../../../docs/product.md', import.meta.url), 'utf8');
    const after = (guide.split('<!-- order-lifecycle-table -->')[1] ?? '').trimStart().split('\n');
    const table = after.slice(
      0,
      after.findIndex((line) => !line.startsWith('|')),
    );
    const cells = table
      .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
      .map((line) =>
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    expect(cells).toEqual(lifecycleTableCells());
  });
});
