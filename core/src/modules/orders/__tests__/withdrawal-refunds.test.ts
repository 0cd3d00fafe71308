import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import { orderAnswerPopulate, OrderSchema } from '../order.entity';
import { owedPerWithdrawal } from '../order-withdrawal';
import { orderBody } from './fixtures';

// What a shop owes for withdrawals (the refund box's suggestion, the withdrawals to handle), and the
// shop saying it refunded a withdrawal outside Torget.
const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
let skal: string;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  // Ledger (PayPal, refunds through Torget) and Counter (Swish, marked paid and refunded by the shop).
  seller = await app.createUser({ seller: { plan: 2, hasPaypal: true, hasSwish: true, name: 'Skålboden' } });
  buyer = await app.createUser({ name: 'Karin Kund' });
  skal = (
    await createProduct(app, seller, { name: 'Skål', price: 150, shipping_price: 25, countInStock: 100 })
  )._id;
});
afterAll(() => app.close());

interface Answer {
  _id: string;
  orderItems: { _id: string }[];
  refundable: number;
  withdrawal: {
    toRefund: number;
    made: { _id: string; amount: number; toRefund: number; refundedOutside: string | null }[];
  };
}

/** Two Skål (2 × (150 + 25) = 350 kr), paid through PayPal (the ledger) or Swish (marked paid by the shop). */
async function paidOrder(method: 'PayPal' | 'Swish'): Promise<Answer> {
  const placed = await app.http.post('/api/orders', orderBody([{ product: skal, qty: 2 }], method), {
    token: buyer.token,
  });
  expect(placed.status).toBe(201);
  const id = placed.body._id as string;
  if (method === 'PayPal') {
    const paymentId = ledger.pay(placed.body);
    expect((await app.http.put(`/api/orders/${id}/pay`, { paymentId }, { token: buyer.token })).status).toBe(
      200,
    );
  } else {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const res = await app.http.put(
      `/api/orders/${id}/update`,
      { is_paid: true, paid_date: today },
      { token: seller.token },
    );
    expect(res.status).toBe(200);
  }
  return read(id);
}

const read = async (id: string, as = buyer): Promise<Answer> =>
  (await app.http.get(`/api/orders/${id}`, { token: as.token })).body;

async function withdrawOne(order: Answer): Promise<Answer> {
  const res = await app.http.post(
    `/api/orders/${order._id}/withdrawal`,
    { items: [{ _id: order.orderItems[0]!._id, qty: 1 }] },
    { token: buyer.token },
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function refund(id: string, amount: number): Promise<Answer> {
  const res = await app.http.post(`/api/orders/${id}/refund`, { amount }, { token: seller.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const markRefundedOutside = (id: string, withdrawalId: string, as = seller, language = 'en') =>
  app.http.post(`/api/orders/${id}/withdrawals/${withdrawalId}/refunded-outside`, undefined, {
    token: as.token,
    headers: { 'accept-language': language },
  });

/** The seller's overview count of withdrawals to handle (kept apart from the list, by triggers). */
const counted = async (): Promise<number> =>
  (await app.http.get('/api/overview/shop', { token: seller.token })).body.todo.withdrawals;

const toHandle = async (): Promise<string[]> =>
  (await app.http.get('/api/orders/paged?todo=withdrawals', { token: seller.token })).body.orders.map(
    (order: { _id: string }) => order._id,
  );

describe('what the shop owes for withdrawals', () => {
  it('is the withdrawn items with their shipping less the refunds made since, never more than is left to refund', async () => {
    const order = await paidOrder('PayPal');
    // A refund before the buyer withdrew was for something else (a scratch, say): it does not pay the withdrawal.
    await refund(order._id, 50);
    const first = await withdrawOne(order);
    expect(first.withdrawal.made[0]).toMatchObject({ amount: 175, toRefund: 175, refundedOutside: null });
    expect(first.withdrawal.toRefund).toBe(175);
    expect(await toHandle()).toContain(order._id);

    // A refund after it pays it, in part.
    const part = await refund(order._id, 100);
    expect(part.withdrawal.made[0]!.toRefund).toBe(75);
    expect(part.withdrawal.toRefund).toBe(75);
    expect(await toHandle()).toContain(order._id);

    // The second Skål: 75 + 175 = 250 owed, but only 350 - 150 = 200 is left of the payment.
    const second = await withdrawOne(part);
    expect(second.withdrawal.made.map((made) => made.toRefund)).toEqual([75, 125]);
    expect(second.refundable).toBe(200);
    expect(second.withdrawal.toRefund).toBe(200);

    expect(await counted()).toBe((await toHandle()).length);
    const done = await refund(order._id, 200);
    expect(done.withdrawal.toRefund).toBe(0);
    expect(done.withdrawal.made.map((made) => made.toRefund)).toEqual([0, 0]);
    expect(await toHandle()).not.toContain(order._id);
    expect(await counted()).toBe((await toHandle()).length);
  });
});

describe('POST /api/orders/:id/withdrawals/:withdrawalId/refunded-outside', () => {
  it('lets the shop say it refunded a withdrawal outside Torget: dated, owed nothing more, off its to-do list', async () => {
    const order = await paidOrder('Swish');
    const withdrawn = await withdrawOne(order);
    const withdrawalId = withdrawn.withdrawal.made[0]!._id;
    expect(withdrawn.withdrawal.toRefund).toBe(175);
    // Swish marked paid by the shop: Torget cannot refund it, so only the shop's word takes it off the list.
    expect(withdrawn.refundable).toBe(0);
    expect(await toHandle()).toContain(order._id);
    const before = await counted();
    expect(before).toBe((await toHandle()).length);

    const res = await markRefundedOutside(order._id, withdrawalId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.withdrawal.made[0]).toMatchObject({ amount: 175, toRefund: 0 });
    expect(Date.now() - Date.parse(res.body.withdrawal.made[0].refundedOutside)).toBeLessThan(60_000);
    expect(res.body.withdrawal.toRefund).toBe(0);
    expect(await toHandle()).not.toContain(order._id);
    expect(await counted()).toBe(before - 1);
    // The buyer sees it too.
    expect((await read(order._id)).withdrawal.made[0]!.refundedOutside).toBe(
      res.body.withdrawal.made[0].refundedOutside,
    );

    const twice = await markRefundedOutside(order._id, withdrawalId);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_REFUNDED_OUTSIDE');
    expect(twice.body.message).toMatch(/^This withdrawal is already marked refunded outside Torget \(on \d/);
    const swedish = await markRefundedOutside(order._id, withdrawalId, seller, 'sv');
    expect(swedish.body.message).toMatch(
      /^Det ångrade köpet är redan markerat som återbetalat utanför Torget/,
    );
    expect((await read(order._id)).withdrawal.made[0]!.refundedOutside).toBe(
      res.body.withdrawal.made[0].refundedOutside,
    );

    // A later withdrawal of the same order is owed again.
    const again = await withdrawOne(await read(order._id));
    expect(again.withdrawal.toRefund).toBe(175);
    expect(await toHandle()).toContain(order._id);
  });

  it("is the order's shop's only; another order's or an unknown withdrawal is not found; nothing changes", async () => {
    const order = await paidOrder('Swish');
    const withdrawalId = (await withdrawOne(order)).withdrawal.made[0]!._id;
    const other = await paidOrder('Swish');
    const otherWithdrawalId = (await withdrawOne(other)).withdrawal.made[0]!._id;
    const admin = await app.createUser({ admin: true });
    const stranger = await app.createUser();

    for (const as of [buyer, admin]) {
      const res = await markRefundedOutside(order._id, withdrawalId, as);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: "Only the order's shop can mark a withdrawal refunded.",
        code: 'NOT_THE_SHOP',
      });
    }
    expect((await markRefundedOutside(order._id, withdrawalId, stranger)).status).toBe(404);
    const foreign = await markRefundedOutside(order._id, otherWithdrawalId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('This order has no such withdrawal.');
    expect((await markRefundedOutside(order._id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await markRefundedOutside(order._id, 'not-an-id')).status).toBe(400);
    expect(
      (await app.http.post(`/api/orders/${order._id}/withdrawals/${withdrawalId}/refunded-outside`)).status,
    ).toBe(401);
    for (const id of [order._id, other._id]) {
      expect((await read(id)).withdrawal.made[0]!.refundedOutside).toBeNull();
      expect(await toHandle()).toContain(id);
    }
  });

  it('leaves a withdrawal marked refunded outside Torget out of the refunds made after the mark', async () => {
    const order = await paidOrder('PayPal');
    const first = (await withdrawOne(order)).withdrawal.made[0]!._id;
    await withdrawOne(await read(order._id));
    expect((await markRefundedOutside(order._id, first)).status).toBe(200);
    // The shop refunded the first outside Torget; this refund is for the second, which is then paid.
    const paid = await refund(order._id, 175);
    expect(paid.withdrawal.made.map((made) => made.toRefund)).toEqual([0, 0]);
    expect(paid.withdrawal.toRefund).toBe(0);
    expect(await toHandle()).not.toContain(order._id);
  });

  it('refuses a withdrawal refunded through Torget', async () => {
    const order = await paidOrder('PayPal');
    const withdrawalId = (await withdrawOne(order)).withdrawal.made[0]!._id;
    await refund(order._id, 175);
    const res = await markRefundedOutside(order._id, withdrawalId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message:
        'Nothing is left to refund for this withdrawal: it is refunded through Torget, or nothing is left of the payment.',
      code: 'NOTHING_TO_REFUND',
    });
    expect((await read(order._id)).withdrawal.made[0]!.refundedOutside).toBeNull();
  });
});

describe("the one reckoning of what is owed: the order's answer and the balances SQL keeps", () => {
  /** A small seeded generator (mulberry32), so a failing history can be made again from its seed. */
  const generator = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

  it('agree for every order on random histories of withdrawals, refunds and marks, to the millisecond', async () => {
    const seed = 35;
    const random = generator(seed);
    const int = (below: number) => Math.floor(random() * below);
    const shop = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Slumpboden' } });
    const products = [
      await createProduct(app, shop, { name: 'Kanna', price: 199, shipping_price: 29, countInStock: 500 }),
      await createProduct(app, shop, { name: 'Kopp', price: 45, shipping_price: 0, countInStock: 500 }),
    ];
    const start = Date.parse('2026-11-20T10:00:00.000Z');
    // Events a few milliseconds apart, so many fall on the same one; refunds carry microseconds, as
    // PostgreSQL stamps them.
    const instant = (order: number, micros = false) =>
      `${new Date(start + order * 60_000 + int(6)).toISOString().slice(0, 23)}${micros ? String(int(1000)).padStart(3, '0') : ''}Z`;
    const orders: string[] = [];
    for (let n = 0; n < 24; n++) {
      const body = orderBody(products.map((product) => ({ product: product._id, qty: 1 + int(3) })));
      const placed = await app.http.post('/api/orders', body, { token: buyer.token });
      expect(placed.status, placed.text).toBe(201);
      const id = placed.body._id as string;
      orders.push(id);
      const lines = placed.body.orderItems as { _id: string; qty: number }[];
      const total = Math.round(placed.body.totalPrice * 100);
      const paidFirst = int(4) > 0;
      if (paidFirst)
        await sql(`update orders set is_paid = true, paid_at = ? where id = ?`, [instant(n), id]);
      const withdrawals: string[] = [];
      for (let k = 0, count = int(4); k < count; k++) {
        const withdrawal = randomUUID();
        withdrawals.push(withdrawal);
        await sql(`insert into order_withdrawals (id, order_id, reason, created_at) values (?, ?, '', ?)`, [
          withdrawal,
          id,
          instant(n),
        ]);
        for (const line of lines.filter(() => int(2) === 0))
          await sql(
            `insert into order_withdrawal_items (id, withdrawal_id, order_item_id, qty) values (?, ?, ?, ?)`,
            [randomUUID(), withdrawal, line._id, 1 + int(line.qty)],
          );
      }
      for (let k = 0, count = int(5); k < count; k++) {
        const status = ['completed', 'requested', 'pending', 'failed'][int(4)];
        const [refund] = await sql<{ id: string }>(
          `insert into order_refunds (order_id, amount_ore, status, provider, created_at)
           values (?, ?, ?, 'counter', ?) returning id`,
          [id, 1 + int(Math.round(total / 2)), status, instant(n, true)],
        );
        // A refund asked for that failed later no longer counts.
        if (int(5) === 0) await sql(`update order_refunds set status = 'failed' where id = ?`, [refund!.id]);
      }
      for (const withdrawal of withdrawals.filter(() => int(3) === 0))
        await sql(`update order_withdrawals set refunded_outside_at = ? where id = ?`, [
          instant(n),
          withdrawal,
        ]);
      if (!paidFirst && int(2) === 0)
        await sql(`update orders set is_paid = true, paid_at = ? where id = ?`, [instant(n), id]);
    }

    const em = app.orm.em.fork();
    let open = 0;
    for (const id of orders) {
      const order = await em.findOneOrFail(OrderSchema, { id }, { populate: orderAnswerPopulate });
      const reckoned = Object.fromEntries(owedPerWithdrawal(order, order.items.getItems()));
      const rows = await sql<{ withdrawal_id: string; owed_ore: string }>(
        'select withdrawal_id, owed_ore from order_withdrawals_owed(?)',
        [id],
      );
      const inSql = Object.fromEntries(rows.map((row) => [row.withdrawal_id, Number(row.owed_ore)]));
      expect(inSql, `order ${id} (seed ${seed})`).toEqual(reckoned);
      const owed = Object.values(reckoned).reduce((sum, ore) => sum + ore, 0);
      const [kept] = await sql<{ owed_ore: string }>(
        'select owed_ore from order_withdrawal_balances where order_id = ?',
        [id],
      );
      expect(kept ? Number(kept.owed_ore) : undefined, `order ${id}`).toBe(
        order.withdrawals.length ? owed : undefined,
      );
      if (owed > 0) open++;
    }
    // Histories that are worth comparing: some orders owe, some owe in part, some owe nothing.
    expect(open).toBeGreaterThan(3);
    expect(open).toBeLessThan(orders.length);
    const listed = await app.http.get('/api/orders/paged?todo=withdrawals', { token: shop.token });
    expect(listed.body.total).toBe(open);
    expect((await app.http.get('/api/overview/shop', { token: shop.token })).body.todo.withdrawals).toBe(
      open,
    );
  });
});
