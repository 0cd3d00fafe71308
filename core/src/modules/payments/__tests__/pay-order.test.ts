import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createPayingShop, paidMails, paymentEvents, placeOrder } from './fixtures';
import { LedgerProvider, ledgerPlugin } from './ledger.plugin';

const ledger = new LedgerProvider();
let app: TestApp;
let buyer: TestUser;
let seller: TestUser;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  buyer = await app.createUser();
  const shop = await createPayingShop(app);
  seller = shop.seller;
  productId = shop.product._id;
});
afterAll(() => app.close());

const pay = (orderId: string, body: Record<string, unknown>, token = buyer.token) =>
  app.http.put(`/api/orders/${orderId}/pay`, body, { token });
const isPaid = async (orderId: string) =>
  (await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body.isPaid;

describe('starting a payment', () => {
  it("gives the provider the order's total from the database, whatever the browser sends", async () => {
    const order = await placeOrder(app, buyer, productId);
    const res = await app.http.post(
      `/api/orders/${order._id}/payment`,
      { amount: 1, totalPrice: 1 },
      { token: buyer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      method: 'PayPal',
      provider: 'ledger',
      amount: 228,
      action: {
        type: 'redirect',
        url: expect.stringMatching(
          new RegExp(`^https://ledger.example/pay/T.*back=http.*/order/${order._id}$`),
        ),
      },
    });
  });

  it("shows the plugin's next-action texts in the buyer's language", async () => {
    const order = await placeOrder(app, buyer, productId, 'Swish');
    const start = (language: string) =>
      app.http.post(
        `/api/orders/${order._id}/payment`,
        {},
        { token: buyer.token, headers: { 'accept-language': language } },
      );
    const reference = `T${order._id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect((await start('sv-SE,sv;q=0.9')).body.action).toMatchObject({
      type: 'qr',
      instructions: 'Betala i kassan',
      details: [{ label: 'Referens', value: reference, copyable: true }],
    });
    expect((await start('en')).body.action).toMatchObject({
      instructions: 'Pay at the counter',
      details: [{ label: 'Reference', value: reference, copyable: true }],
    });
  });

  it('is for the buyer only', async () => {
    const order = await placeOrder(app, buyer, productId);
    const stranger = await app.createUser();
    expect(
      (await app.http.post(`/api/orders/${order._id}/payment`, {}, { token: stranger.token })).status,
    ).toBe(404);
  });
});

describe('PUT /api/orders/:id/pay', () => {
  it('marks the order paid once the provider reports it COMPLETED for its exact amount, and keeps the result', async () => {
    const order = await placeOrder(app, buyer, productId);
    const paymentId = ledger.pay(order);
    const res = await pay(order._id, { paymentId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: order._id, isPaid: true, paidAt: expect.any(String) });
    const [row] = await app.orm.em
      .fork()
      .execute('select payment_result from orders where id = ?', [order._id]);
    expect(row?.payment_result).toEqual({
      provider: 'ledger',
      id: paymentId,
      status: 'COMPLETED',
      amount: 228,
      currency: 'SEK',
    });
    expect(await paymentEvents(app, order._id)).toEqual([
      { provider: 'ledger', event_id: `payment:${paymentId}:COMPLETED`, type: 'payment.completed' },
    ]);
    expect(await paidMails(app, order._id)).toBe(1);
    expect((await pay(order._id, { paymentId })).body).toEqual({
      message: 'This order is already paid.',
      code: 'ALREADY_PAID',
    });
  });

  it('never marks an order paid from a forged body', async () => {
    const order = await placeOrder(app, buyer, productId);
    const forged = await pay(order._id, { paymentId: 'PAY-made-up', status: 'COMPLETED', isPaid: true });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      message: 'The ledger does not know this payment.',
      code: 'PAYMENT_UNKNOWN_PAYMENT',
    });
    expect(await isPaid(order._id)).toBe(false);
  });

  it('refuses a genuine payment for another amount, currency or order', async () => {
    const order = await placeOrder(app, buyer, productId);
    const other = await placeOrder(app, buyer, productId);
    for (const payment of [
      ledger.pay(order, { amountOre: 100 }),
      ledger.pay(order, { currency: 'EUR' }),
      ledger.pay(other),
    ]) {
      const res = await pay(order._id, { paymentId: payment });
      expect(res.body).toEqual({
        message: 'The payment does not match this order.',
        code: 'PAYMENT_MISMATCH',
      });
    }
    expect(await isPaid(order._id)).toBe(false);
  });

  it('leaves PENDING and DECLINED payments unpaid with their message', async () => {
    const order = await placeOrder(app, buyer, productId);
    const pending = ledger.pay(order, {
      status: 'PENDING',
      message: { en: 'Still processing.', sv: 'Behandlas fortfarande.' },
    });
    expect((await pay(order._id, { paymentId: pending })).body).toEqual({
      message: 'Still processing.',
      code: 'PAYMENT_PENDING',
    });
    // The plugin's own Swedish text for a Swedish buyer.
    const swedish = await app.http.put(
      `/api/orders/${order._id}/pay`,
      { paymentId: pending },
      { token: buyer.token, headers: { 'accept-language': 'sv' } },
    );
    expect(swedish.body).toEqual({ message: 'Behandlas fortfarande.', code: 'PAYMENT_PENDING' });
    const declined = ledger.pay(order, { status: 'DECLINED' });
    expect((await pay(order._id, { paymentId: declined })).body).toEqual({
      message: 'The payment was not completed.',
      code: 'PAYMENT_DECLINED',
    });
    expect(await isPaid(order._id)).toBe(false);
    const types = (await paymentEvents(app, order._id)).map((event) => event.type);
    expect(types.sort()).toEqual(['payment.declined', 'payment.pending']);
  });

  it('answers 502 with a message when the provider is unreachable', async () => {
    const order = await placeOrder(app, buyer, productId);
    ledger.down = true;
    try {
      const res = await pay(order._id, { paymentId: ledger.pay(order) });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        message: 'The ledger is closed. Please try again later.',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    } finally {
      ledger.down = false;
    }
  });

  it('marks an order paid once when the buyer confirms three times at the same moment', async () => {
    const order = await placeOrder(app, buyer, productId);
    const paymentId = ledger.pay(order);
    let open!: () => void;
    ledger.gate = new Promise((resolve) => (open = resolve));
    ledger.waiting = 0;
    const answers = Promise.all([1, 2, 3].map(() => pay(order._id, { paymentId })));
    // All three have passed the "not paid yet" check and wait for the provider's answer.
    while (ledger.waiting < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    ledger.gate = undefined;
    open();
    for (const res of await answers) {
      expect(res.status).toBe(200);
      expect(res.body.isPaid).toBe(true);
    }
    expect(await paidMails(app, order._id)).toBe(1);
  });

  it('leaves payment methods without verification to the shop', async () => {
    const order = await placeOrder(app, buyer, productId, 'Swish');
    const res = await pay(order._id, { status: 'PAID' });
    expect(res.body).toEqual({
      message: 'Counter payments are marked paid by the shop.',
      code: 'MARKED_BY_SHOP',
    });
    expect(await isPaid(order._id)).toBe(false);
  });
});

describe('who marks an order paid', () => {
  it("says so in the order answer, from the method's provider, and lets the shop mark only those", async () => {
    const byProvider = await placeOrder(app, buyer, productId, 'PayPal');
    const byShop = await placeOrder(app, buyer, productId, 'Swish');
    expect(byProvider).toMatchObject({ shopMarksPaid: false });
    expect(byShop).toMatchObject({ shopMarksPaid: true });
    const listed = await app.http.get('/api/orders', { token: seller.token });
    const marks = (id: string) =>
      listed.body.find((order: { _id: string }) => order._id === id)?.shopMarksPaid as boolean;
    expect([marks(byProvider._id), marks(byShop._id)]).toEqual([false, true]);

    const mark = (id: string) =>
      app.http.put(
        `/api/orders/${id}/update`,
        { is_paid: true, paid_date: '2026-11-23' },
        { token: seller.token },
      );
    const refused = await mark(byProvider._id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'PayPal orders are marked paid by the payment provider.',
      code: 'PAID_BY_PROVIDER',
    });
    const marked = await mark(byShop._id);
    expect(marked.body).toMatchObject({ isPaid: true, shopMarksPaid: true });
  });
});
