import { loadPlugin, type NextAction } from '@torget/core/plugin-sdk';
import { createTestApp, runPaymentProviderContract, type TestApp, type TestUser } from '@torget/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { PayPalClient } from '../src/paypal.client';
import { PayPalProvider } from '../src/paypal.provider';
import { FakePayPal } from './fake-paypal.server';

const fake = new FakePayPal();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const options = () => ({
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  baseUrl: fake.url,
  webhookId: fake.webhookId,
});

/** The PayPal order the `paypal-buttons` widget is started with. */
function widgetOrderId(started: NextAction): string {
  if (started.type !== 'widget' || started.widget !== 'paypal-buttons')
    throw new Error('not the PayPal buttons');
  return String(started.config.paypalOrderId);
}

runPaymentProviderContract('paypal', { confirm: true, webhooks: true, refund: true }, async () => {
  const provider = new PayPalProvider(new PayPalClient(options()), {
    clientId: fake.clientId,
    mode: 'sandbox',
    webhookId: fake.webhookId,
  });
  return {
    provider,
    shopSettings: { has_paypal: true, paypal_account: fake.shops[0]!.merchant_id },
    secrets: [fake.clientSecret],
    approve: async (started) => {
      fake.approve(widgetOrderId(started));
      return { orderID: widgetOrderId(started) };
    },
    genuineWebhook: async (_order, started) => {
      fake.approve(widgetOrderId(started));
      return fake.webhook('PAYMENT.CAPTURE.COMPLETED', widgetOrderId(started));
    },
  };
});

describe('PayPal through the API', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let productId: string;

  beforeAll(async () => {
    app = await createTestApp({ plugins: [loadPlugin(plugin, options())] });
    // The shop's account as a seller may type it: spaces and capitals are fine.
    seller = await app.createUser({
      seller: {
        hasPaypal: true,
        hasSwish: false,
        name: 'PayPal-butiken',
        paymentSettings: { paypal_account: ' Butiken@PayPal.test ' },
      },
    });
    buyer = await app.createUser();
    const created = await app.http.post('/api/products', undefined, { token: seller.token });
    productId = created.body._id;
    await app.http.put(
      `/api/products/${productId}`,
      { name: 'Lampa', price: 499, shipping_price: 49.5, countInStock: 50 },
      { token: seller.token },
    );
  });
  afterAll(() => app.close());

  async function paypalOrder(token = buyer.token): Promise<{ orderId: string; paypalOrderId: string }> {
    const order = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: productId, qty: 1 }],
        shippingAddress: {
          fullName: 'K',
          address: 'Gatan 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'PayPal',
        totalPrice: 1,
      },
      { token },
    );
    expect(order.status).toBe(201);
    const started = await app.http.post(`/api/orders/${order.body._id}/payment`, undefined, { token });
    expect(started.status).toBe(200);
    expect(started.body.provider).toBe('paypal');
    expect(started.body.action).toMatchObject({
      type: 'widget',
      widget: 'paypal-buttons',
      config: { clientId: fake.clientId, currency: 'SEK', intent: 'capture' },
    });
    return { orderId: order.body._id, paypalOrderId: widgetOrderId(started.body.action) };
  }

  const paid = async (orderId: string) =>
    (await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body.isPaid;

  it('lets a buyer pay end to end: the amount comes from our order and the capture is verified', async () => {
    const registered = await app.http.post('/api/users/register', {
      name: 'Karin Kund',
      email: 'karin@example.se',
      password: 'hemligt-lösen',
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const { orderId, paypalOrderId } = await paypalOrder(token);
    const view = await new PayPalClient(options()).getOrder(paypalOrderId);
    expect(view.purchase_units[0]).toMatchObject({
      custom_id: orderId,
      amount: { currency_code: 'SEK', value: '548.50' },
    });
    // Paid to the shop's own PayPal account, not the marketplace's.
    expect(fake.payeeOf(paypalOrderId)).toEqual(fake.shops[0]);

    fake.approve(paypalOrderId);
    const res = await app.http.put(`/api/orders/${orderId}/pay/`, { orderID: paypalOrderId }, { token });
    expect(res.status).toBe(200);
    expect(res.body.isPaid).toBe(true);
    expect(res.body.paidAt).toBeTruthy();
    expect((await app.http.get(`/api/orders/${orderId}`, { token })).body.isPaid).toBe(true);
    // The capture id and PayPal's answer are kept with the order.
    const [stored] = await app.orm.em
      .fork()
      .execute<{ payment_result: { id: string; status: string; amount: number } }[]>(
        'select payment_result from orders where id = ?',
        [orderId],
      );
    const capture = (await new PayPalClient(options()).getOrder(paypalOrderId)).purchase_units[0]!.payments!
      .captures![0]!;
    expect(stored!.payment_result).toMatchObject({ id: capture.id, status: 'COMPLETED', amount: 548.5 });
    // Paying again is refused rather than capturing twice.
    const again = await app.http.put(`/api/orders/${orderId}/pay`, { orderID: paypalOrderId }, { token });
    expect(again.body).toMatchObject({ code: 'ALREADY_PAID' });
  });

  it('never marks an order paid from a forged or mismatched /pay body', async () => {
    const { orderId, paypalOrderId } = await paypalOrder();
    const forged = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: 'FORGED123', status: 'COMPLETED' },
      { token: buyer.token },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('PayPal does not know this payment.');
    const unapproved = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: paypalOrderId },
      { token: buyer.token },
    );
    expect(unapproved.body.message).toBe('The payment has not been approved in PayPal yet.');

    // Someone else's approved PayPal payment cannot pay this order.
    const other = await paypalOrder();
    fake.approve(other.paypalOrderId);
    const stolen = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: other.paypalOrderId },
      { token: buyer.token },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('The payment does not match this order.');

    // PayPal capturing a different amount than our order's total.
    fake.payWrongAmount(paypalOrderId, '1.00');
    fake.approve(paypalOrderId);
    const cheap = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: paypalOrderId },
      { token: buyer.token },
    );
    expect(cheap.body.message).toBe('The payment does not match this order.');
    expect(await paid(orderId)).toBe(false);
  });

  it("never marks an order paid when the captured money went to another account than the shop's", async () => {
    const { orderId, paypalOrderId } = await paypalOrder();
    fake.payToAccount(paypalOrderId, fake.marketplace);
    fake.approve(paypalOrderId);
    const res = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: paypalOrderId },
      { token: buyer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The PayPal payment did not go to this shop's PayPal account.");
    expect(await paid(orderId)).toBe(false);
  });

  it('offers PayPal only in shops that gave their PayPal account, and checks the account', async () => {
    const without = await app.createUser({
      seller: { hasPaypal: true, hasSwish: false, name: 'Utan konto' },
    });
    const methods = await app.http.get(`/api/shops/${without.id}/payment-methods`);
    expect(methods.body.methods.map((method: { id: string }) => method.id)).not.toContain('PayPal');
    const created = await app.http.post('/api/products', undefined, { token: without.token });
    await app.http.put(
      `/api/products/${created.body._id}`,
      { name: 'Vas', price: 100, shipping_price: 0, countInStock: 5 },
      { token: without.token },
    );
    const refused = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: created.body._id, qty: 1 }],
        shippingAddress: {
          fullName: 'K',
          address: 'G 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'PayPal',
      },
      { token: buyer.token },
    );
    expect(refused.status).toBe(400);

    const settings = (values: Record<string, unknown>) =>
      app.http.put('/api/users/profile/payment-settings', { values }, { token: without.token });
    expect((await settings({ has_paypal: true, paypal_account: '' })).body).toMatchObject({
      message: 'Please enter the PayPal account the payments should go to.',
    });
    expect((await settings({ has_paypal: true, paypal_account: 'not-an-account' })).body).toMatchObject({
      message:
        'Please enter your PayPal merchant id (13 characters) or the email address of your PayPal account.',
    });
    expect((await settings({ has_paypal: true, paypal_account: 'SHPB234567ABC' })).status).toBe(200);
    const now = await app.http.get(`/api/shops/${without.id}/payment-methods`);
    expect(now.body.methods.map((method: { id: string }) => method.id)).toContain('PayPal');
  });

  it("says so when PayPal does not know the shop's account, before the buyer is sent to PayPal", async () => {
    const unknown = await app.createUser({
      seller: {
        hasPaypal: true,
        name: 'Okänt konto',
        paymentSettings: { paypal_account: 'nobody@paypal.test' },
      },
    });
    const created = await app.http.post('/api/products', undefined, { token: unknown.token });
    await app.http.put(
      `/api/products/${created.body._id}`,
      { name: 'Vas', price: 100, shipping_price: 0, countInStock: 5 },
      { token: unknown.token },
    );
    const order = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: created.body._id, qty: 1 }],
        shippingAddress: {
          fullName: 'K',
          address: 'G 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'PayPal',
      },
      { token: buyer.token },
    );
    const started = await app.http.post(`/api/orders/${order.body._id}/payment`, undefined, {
      token: buyer.token,
    });
    expect(started.status).toBe(400);
    expect(started.body.message).toBe(
      "PayPal does not accept this shop's PayPal account. Please pay another way or contact the shop.",
    );
  });

  it('leaves PENDING and DECLINED captures unpaid with a message', async () => {
    for (const [status, message] of [
      [
        'PENDING',
        'PayPal is still processing the payment. The order is marked paid as soon as PayPal completes it.',
      ],
      ['DECLINED', 'PayPal declined the payment. Please try another card or account.'],
    ] as const) {
      const { orderId, paypalOrderId } = await paypalOrder();
      fake.approve(paypalOrderId);
      fake.setCaptureStatus(paypalOrderId, status);
      const res = await app.http.put(
        `/api/orders/${orderId}/pay`,
        { orderID: paypalOrderId },
        { token: buyer.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await paid(orderId)).toBe(false);
    }
  });

  it('marks an order paid from a verified webhook, once; a replay or a forged one changes nothing', async () => {
    const { orderId, paypalOrderId } = await paypalOrder();
    fake.approve(paypalOrderId);
    await new PayPalClient(options()).captureOrder(paypalOrderId, 'browser-captured');
    const hook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, { eventId: 'WH-ONCE-1' });

    const forged = await app.http.post('/api/hooks/payment/paypal', hook.body, {
      headers: { ...hook.headers, 'paypal-transmission-sig': 'forged' },
    });
    expect(forged.status).toBe(400);
    expect(await paid(orderId)).toBe(false);

    const first = await app.http.post('/api/hooks/payment/paypal', hook.body, { headers: hook.headers });
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await paid(orderId)).toBe(true);
    const paidAt = (await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body.paidAt;

    const replay = await app.http.post('/api/hooks/payment/paypal', hook.body, { headers: hook.headers });
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body.paidAt).toBe(paidAt);

    const capture = (await new PayPalClient(options()).getOrder(paypalOrderId)).purchase_units[0]!.payments!
      .captures![0]!;
    const refund = fake.refundWebhook(fake.refundInDashboard(capture.id, '10.00'), {
      eventId: 'WH-REFUND-1',
    });
    expect(
      (await app.http.post('/api/hooks/payment/paypal', refund.body, { headers: refund.headers })).status,
    ).toBe(200);
    const recorded = await app.orm.em
      .fork()
      .execute<{ type: string }[]>('select type from payment_events where order_id = ? order by created_at', [
        orderId,
      ]);
    expect(recorded.map((row) => row.type)).toContain('payment.refunded');
    expect((await app.http.post('/api/hooks/payment/nosuch', '{}')).status).toBe(404);
  });

  it("never marks an order paid from a webhook whose capture went to another account than the shop's", async () => {
    const { orderId, paypalOrderId } = await paypalOrder();
    fake.payToAccount(paypalOrderId, fake.marketplace);
    fake.approve(paypalOrderId);
    // Captured outside our /pay (its answer lost, say): only PayPal's webhook tells of it.
    await new PayPalClient(options()).captureOrder(paypalOrderId, 'captured-elsewhere');
    const hook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', paypalOrderId);
    const res = await app.http.post('/api/hooks/payment/paypal', hook.body, { headers: hook.headers });
    // A genuine event, kept on record (PayPal is not asked to send it again), that pays nothing.
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect(await paid(orderId)).toBe(false);
    const recorded = await app.orm.em
      .fork()
      .execute<{ type: string }[]>('select type from payment_events where order_id = ?', [orderId]);
    expect(recorded.map((row) => row.type)).toContain('payment.completed');

    // The same webhook for a capture paid to the shop's account pays the order.
    const good = await paypalOrder();
    fake.approve(good.paypalOrderId);
    await new PayPalClient(options()).captureOrder(good.paypalOrderId, 'captured-elsewhere-2');
    const goodHook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', good.paypalOrderId);
    await app.http.post('/api/hooks/payment/paypal', goodHook.body, { headers: goodHook.headers });
    expect(await paid(good.orderId)).toBe(true);
  });

  it('asks for another card when PayPal declines the instrument, and says so when PayPal is down', async () => {
    const { orderId, paypalOrderId } = await paypalOrder();
    fake.approve(paypalOrderId);
    fake.setCaptureStatus(paypalOrderId, 'INSTRUMENT_DECLINED');
    const declined = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: paypalOrderId },
      { token: buyer.token },
    );
    expect(declined.body).toEqual({
      message: 'PayPal declined the payment. Please try another card or account.',
      code: 'PAYMENT_DECLINED',
    });

    fake.setCaptureStatus(paypalOrderId, 'COMPLETED');
    fake.failNext(1);
    const down = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: paypalOrderId },
      { token: buyer.token },
    );
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      message: 'PayPal is not available right now. Please try again later.',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(await paid(orderId)).toBe(false);
    // Once PayPal is back, the same approval pays the order.
    const retried = await app.http.put(
      `/api/orders/${orderId}/pay`,
      { orderID: paypalOrderId },
      { token: buyer.token },
    );
    expect(retried.body.isPaid).toBe(true);
  });

  it('caches the OAuth token and fetches a new one when PayPal revokes it', async () => {
    const before = fake.tokensIssued;
    await paypalOrder();
    await paypalOrder();
    expect(fake.tokensIssued).toBe(before);
    fake.revokeTokens();
    await paypalOrder();
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('gives the browser the client id, and refuses bad plugin options at boot', async () => {
    expect((await app.http.get('/api/config/paypal')).body).toEqual({
      clientId: fake.clientId,
      mode: 'sandbox',
    });
    expect(() => loadPlugin(plugin, { clientId: 'x' })).toThrow(
      /clientSecret: PAYPAL_CLIENT_SECRET is required/,
    );
  });
});
