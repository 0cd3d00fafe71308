import { loadPlugin } from '@torget/core/plugin-sdk';
import { createTestApp, type TestApp, type TestUser } from '@torget/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { PayPalClient } from '../src/paypal.client';
import { FakePayPal } from './fake-paypal.server';

const fake = new FakePayPal();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
let productId: string;

const options = () => ({
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  baseUrl: fake.url,
  webhookId: fake.webhookId,
});

beforeAll(async () => {
  await fake.start();
  app = await createTestApp({ plugins: [loadPlugin(plugin, options())] });
  seller = await app.createUser({
    seller: {
      hasPaypal: true,
      hasSwish: false,
      name: 'Lampbutiken',
      paymentSettings: { paypal_account: 'SHPA234567ABC' },
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
afterAll(async () => {
  await app.close();
  await fake.stop();
});

/** An order of 548,50 kr paid through PayPal (created, approved by the payer, captured): its capture id. */
async function paidOrder(): Promise<{ orderId: string; captureId: string }> {
  const token = buyer.token;
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
    },
    { token },
  );
  const orderId = order.body._id as string;
  const started = await app.http.post(`/api/orders/${orderId}/payment`, undefined, { token });
  const paypalOrderId = String(started.body.action.config.paypalOrderId);
  fake.approve(paypalOrderId);
  const paid = await app.http.put(`/api/orders/${orderId}/pay`, { orderID: paypalOrderId }, { token });
  expect(paid.body.isPaid).toBe(true);
  const view = await new PayPalClient(options()).getOrder(paypalOrderId);
  return { orderId, captureId: view.purchase_units[0]!.payments!.captures![0]!.id };
}

const refund = (orderId: string, body: Record<string, unknown> = {}, key?: string) =>
  app.http.post(`/api/orders/${orderId}/refund`, body, {
    token: seller.token,
    headers: key ? { 'idempotency-key': key } : {},
  });
const sendHook = (hook: { body: string; headers: Record<string, string> }) =>
  app.http.post('/api/hooks/payment/paypal', hook.body, { headers: hook.headers });
const refundMails = async (orderId: string) => {
  const reference = `T${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const [row] = await app.orm.em
    .fork()
    .execute<{ count: string }[]>(
      `select count(*) from pgboss.job where name = 'mail' and data->>'subject' = ?`,
      [`Återbetalning för order ${reference}`],
    );
  return Number(row!.count);
};

describe('refunds through PayPal (Payments v2 captures refund)', () => {
  it('refunds part, then the rest, of the capture; PayPal holds exactly what the order shows', async () => {
    const { orderId, captureId } = await paidOrder();
    const part = await refund(orderId, { amount: 48.5 });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ refunds: [{ amount: 48.5, status: 'completed' }], refundable: 500 });
    expect(fake.refundedOre(captureId)).toBe(4_850);

    const rest = await refund(orderId);
    expect(rest.body).toMatchObject({ refunds: [{ amount: 48.5 }, { amount: 500 }], refundable: 0 });
    expect(fake.refundedOre(captureId)).toBe(54_850);
    expect(await refundMails(orderId)).toBe(2);
  });

  it('sends the same PayPal-Request-Id when a failed request is retried, so PayPal refunds once', async () => {
    const { orderId, captureId } = await paidOrder();
    // PayPal makes the refund but its answer is lost on the way.
    fake.loseNextAnswer();
    const lost = await refund(orderId, { amount: 100 }, 'retry-key-1');
    expect(lost.status).toBe(502);
    expect(lost.body).toEqual({
      message: 'PayPal is not available right now. Please try again later.',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(fake.refundedOre(captureId)).toBe(10_000);

    const retried = await refund(orderId, { amount: 100 }, 'retry-key-1');
    const again = await refund(orderId, { amount: 100 }, 'retry-key-1');
    expect(retried.body.refunds).toHaveLength(1);
    expect(again.body.refunds).toEqual(retried.body.refunds);
    expect(fake.refundedOre(captureId)).toBe(10_000);
    expect(fake.refundIds(captureId)).toHaveLength(1);
  });

  it("records PayPal's webhook about a refund made through Torget once, and one made in PayPal's dashboard once", async () => {
    const { orderId, captureId } = await paidOrder();
    await refund(orderId, { amount: 40 });
    const [ours] = fake.refundIds(captureId);
    const aboutOurs = fake.refundWebhook(ours!);
    expect((await sendHook(aboutOurs)).body).toEqual({ received: true, duplicate: false });

    // The seller refunds 8,50 kr in PayPal's dashboard: the event does not name our order, its capture does.
    const outside = fake.refundWebhook(fake.refundInDashboard(captureId, '8.50'));
    expect((await sendHook(outside)).body).toEqual({ received: true, duplicate: false });
    expect((await sendHook(outside)).body).toEqual({ received: true, duplicate: true });

    const order = (await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body;
    expect(order.refunds.map((r: { amount: number }) => r.amount)).toEqual([40, 8.5]);
    expect(order.refundable).toBe(500);
    expect(await refundMails(orderId)).toBe(2);
  });

  it("answers PayPal's refusal with its reason", async () => {
    const { orderId, captureId } = await paidOrder();
    // Refunded in the dashboard without a webhook reaching Torget: PayPal refuses the full amount.
    fake.refundInDashboard(captureId, '500.00');
    const res = await refund(orderId);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'PayPal says the refund is more than is left of the payment.',
      code: 'PAYMENT_FAILED',
    });
    expect((await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body.refunds).toEqual([]);
  });
});
