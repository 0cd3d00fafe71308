import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, waitForLockWaiters, type TestApp, type TestUser } from '../../../testing';
import { outbox, type OutboxRow } from '../../mail/__tests__/outbox';
import { createPayingShop, placeOrder, type PlacedOrder } from './fixtures';
import { LedgerProvider, ledgerPlugin } from './ledger.plugin';

const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  const shop = await createPayingShop(app);
  seller = shop.seller;
  productId = shop.product._id;
  buyer = await app.createUser();
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

/** An order of 228 kr the ledger reports paid, marked paid through PUT /pay. */
async function paidOrder(): Promise<PlacedOrder & { paymentId: string }> {
  const order = await placeOrder(app, buyer, productId);
  const paymentId = ledger.pay(order);
  const paid = await app.http.put(`/api/orders/${order._id}/pay`, { paymentId }, { token: buyer.token });
  expect(paid.status).toBe(200);
  return { ...order, paymentId };
}

const refund = (orderId: string, body: Record<string, unknown> = {}, as = seller, key?: string) =>
  app.http.post(`/api/orders/${orderId}/refund`, body, {
    token: as.token,
    headers: key ? { 'idempotency-key': key } : {},
  });
const getOrder = async (orderId: string) =>
  (await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body;

/** Refund mails queued for the order's buyer (queued by the refund's own transaction), oldest first. */
async function refundMails(orderId: string): Promise<OutboxRow[]> {
  const reference = `T${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  return (await outbox(app)).filter((mail) => mail.subject === `Återbetalning för order ${reference}`);
}

describe('POST /api/orders/:id/refund', () => {
  it('refunds all that is left through the provider by default; the order lists it and the buyer is mailed', async () => {
    const order = await paidOrder();
    const res = await refund(order._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: order._id,
      refunds: [{ amount: 228, status: 'completed', date: expect.any(String) }],
      refundable: 0,
    });
    expect(ledger.refundedOre(order.paymentId)).toBe(22_800);
    expect((await getOrder(order._id)).refunds).toEqual(res.body.refunds);

    const mails = await refundMails(order._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(buyer.email);
    expect(mails[0]!.text_body).toContain('Betalbutiken har återbetalat 228,00');
  });

  it('refunds parts up to what was paid and names what is left', async () => {
    const order = await paidOrder();
    expect((await getOrder(order._id)).refundable).toBe(228);
    const first = await refund(order._id, { amount: 100 });
    expect(first.body.refundable).toBe(128);

    const tooMuch = await refund(order._id, { amount: 128.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toEqual({
      message: 'Only 128,00\u00a0kr is left to refund on this order.',
      code: 'REFUND_EXCEEDS_PAYMENT',
    });

    const rest = await refund(order._id);
    expect(rest.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([100, 128]);
    expect(rest.body.refundable).toBe(0);
    expect(await refund(order._id, { amount: 1 })).toMatchObject({
      status: 409,
      body: { message: 'Nothing is left to refund on this order.', code: 'NOTHING_TO_REFUND' },
    });
    expect(ledger.refundedOre(order.paymentId)).toBe(22_800);
    expect(await refundMails(order._id)).toHaveLength(2);
  });

  it('refunds once when a request is retried with the same Idempotency-Key', async () => {
    const order = await paidOrder();
    const key = randomUUID();
    const first = await refund(order._id, { amount: 50 }, seller, key);
    const calls = ledger.refundCalls;
    const again = await refund(order._id, { amount: 50 }, seller, key);
    expect(again.status).toBe(200);
    expect(again.body.refunds).toEqual(first.body.refunds);
    expect(ledger.refundCalls).toBe(calls);
    expect(ledger.refundedOre(order.paymentId)).toBe(5_000);

    const otherAmount = await refund(order._id, { amount: 60 }, seller, key);
    expect(otherAmount.status).toBe(422);
    expect(otherAmount.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refundMails(order._id)).toHaveLength(1);
  });

  it('never refunds more than was paid when refunds arrive at the same moment', async () => {
    const order = await paidOrder();
    // Hold back every insert into order_refunds (reads still go through), so all five requests have
    // read what was refunded before any of them writes: only the order's row lock keeps them apart.
    const blocker = app.orm.em.fork();
    await blocker.begin();
    await blocker.execute('lock table order_refunds in share row exclusive mode');
    const pending = Promise.all(
      [1, 2, 3, 4, 5].map((n) => refund(order._id, { amount: 100 }, n % 2 ? seller : admin)),
    );
    // Released only once all five wait on a lock: one holding the order's row, at its insert; four at
    // that row (without the row lock, all five would be at their inserts, each having read 0 refunded).
    await waitForLockWaiters(app, 5);
    await blocker.commit();
    const answers = await pending;
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(ledger.refundedOre(order.paymentId)).toBe(20_000);
    const final = await getOrder(order._id);
    expect(final.refunds).toHaveLength(2);
    expect(final.refundable).toBe(28);
  });

  it('is for the shop and admins: the buyer is refused, another shop is told the order does not exist', async () => {
    const order = await paidOrder();
    const byBuyer = await refund(order._id, {}, buyer);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.message).toBe('Only the shop or an admin can refund this order');
    const otherShop = await app.createUser({ seller: { hasPaypal: true, name: 'Andra butiken' } });
    expect((await refund(order._id, {}, otherShop)).status).toBe(404);
    expect((await app.http.post(`/api/orders/${order._id}/refund`, {})).status).toBe(401);
    expect(ledger.refundedOre(order.paymentId)).toBe(0);

    expect((await refund(order._id, { amount: 10 }, admin)).status).toBe(200);
  });

  it('refuses unpaid orders, bad amounts and methods whose provider cannot refund', async () => {
    const unpaid = await placeOrder(app, buyer, productId);
    expect(await refund(unpaid._id)).toMatchObject({
      status: 409,
      body: {
        message: 'This order is placed and not paid: only a paid order can be refunded.',
        code: 'ORDER_STATE',
      },
    });
    expect((await getOrder(unpaid._id)).refundable).toBe(0);

    const order = await paidOrder();
    for (const amount of [0, -5, 1.005, 'lots']) {
      const res = await refund(order._id, { amount });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('amount');
    }

    // The counter's payments are marked paid by the shop: the money is refunded outside Torget.
    const counter = await placeOrder(app, buyer, productId, 'Swish');
    const marked = await app.http.put(
      `/api/orders/${counter._id}/update`,
      { is_paid: true, paid_date: '2026-11-20' },
      { token: seller.token },
    );
    expect(marked.body.refundable).toBe(0);
    expect(await refund(counter._id)).toMatchObject({
      status: 409,
      body: {
        message:
          'Counter payments cannot be refunded through Torget: the shop refunds them itself, outside Torget.',
        code: 'REFUND_OUTSIDE_TORGET',
      },
    });
  });

  it('answers 502 when the provider is unreachable, keeps nothing, and a retry with the key refunds once', async () => {
    const order = await paidOrder();
    const key = randomUUID();
    ledger.down = true;
    try {
      const res = await refund(order._id, { amount: 28 }, seller, key);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        message: 'The ledger is closed. Please try again later.',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    } finally {
      ledger.down = false;
    }
    expect(await getOrder(order._id)).toMatchObject({ refunds: [], refundable: 228 });
    expect(await refundMails(order._id)).toHaveLength(0);

    const retried = await refund(order._id, { amount: 28 }, seller, key);
    expect(retried.body).toMatchObject({ refunds: [{ amount: 28 }], refundable: 200 });
    // The provider got the same refund key both times, so it could not have refunded twice.
    const keys = [...ledger.refunds.values()].filter((r) => r.request.orderId === order._id);
    expect(keys).toHaveLength(1);
    expect(ledger.refundedOre(order.paymentId)).toBe(2_800);
  });

  it("answers the provider's refusal with its message", async () => {
    const order = await paidOrder();
    // The ledger already refunded 200 kr on its side (unknown to Torget): it refuses the full amount.
    await ledger.refund({
      paymentId: order.paymentId,
      orderId: order._id,
      amountOre: 20_000,
      currency: 'SEK',
      key: 'outside',
      shop: { id: '', name: '', settings: {} },
    });
    const res = await refund(order._id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The ledger will not refund more than was paid.',
      code: 'PAYMENT_FAILED',
    });
    expect((await getOrder(order._id)).refundable).toBe(228);
  });
});

describe('refund webhooks', () => {
  const hook = (event: Record<string, unknown>) => {
    const body = JSON.stringify({ id: `EV-${randomUUID()}`, type: 'refund', ...event });
    return { body, headers: { 'content-type': 'application/json', 'x-ledger-signature': ledger.sign(body) } };
  };
  const send = (webhook: { body: string; headers: Record<string, string> }) =>
    app.http.post('/api/hooks/payment/ledger', webhook.body, { headers: webhook.headers });

  it("records a refund made on the provider's side once, and mails the buyer once", async () => {
    const order = await paidOrder();
    const event = hook({ orderId: order._id, refund: { refundId: 'REF-outside-1', amountOre: 5_000 } });
    expect((await send(event)).body).toEqual({ received: true, duplicate: false });
    expect((await send(event)).body).toEqual({ received: true, duplicate: true });
    // The provider may also send the same refund again as a new event.
    const resent = hook({ orderId: order._id, refund: { refundId: 'REF-outside-1', amountOre: 5_000 } });
    expect((await send(resent)).status).toBe(200);

    expect(await getOrder(order._id)).toMatchObject({
      refunds: [{ amount: 50, status: 'completed' }],
      refundable: 178,
    });
    expect(await refundMails(order._id)).toHaveLength(1);
  });

  it('adds nothing for the webhook about a refund made through Torget', async () => {
    const order = await paidOrder();
    await refund(order._id, { amount: 20 });
    const made = [...ledger.refunds.values()].find((r) => r.request.orderId === order._id)!;
    const event = hook({ orderId: order._id, refund: { refundId: made.refundId, amountOre: 2_000 } });
    expect((await send(event)).status).toBe(200);
    expect((await getOrder(order._id)).refunds).toHaveLength(1);
    expect(await refundMails(order._id)).toHaveLength(1);
  });
});
