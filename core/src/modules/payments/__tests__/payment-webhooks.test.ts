import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createPayingShop, paidMails, paymentEvents, placeOrder } from './fixtures';
import { LedgerProvider, ledgerPlugin } from './ledger.plugin';

const ledger = new LedgerProvider();
let app: TestApp;
let buyer: TestUser;
let productId: string;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  buyer = await app.createUser();
  productId = (await createPayingShop(app)).product._id;
});
afterAll(() => app.close());

/** A signed ledger webhook. Indented and with non-ASCII text: only the exact bytes carry the signature. */
function webhook(event: Record<string, unknown>, contentType = 'application/json') {
  const body = JSON.stringify({ id: `EV-${randomUUID()}`, note: 'Betalning – åäö', ...event }, null, 2);
  return { body, headers: { 'content-type': contentType, 'x-ledger-signature': ledger.sign(body) } };
}
const send = (hook: { body: string; headers: Record<string, string> }, provider = 'ledger') =>
  app.http.post(`/api/hooks/payment/${provider}`, hook.body, { headers: hook.headers });
const getOrder = async (orderId: string) =>
  (await app.http.get(`/api/orders/${orderId}`, { token: buyer.token })).body;

describe('POST /api/hooks/payment/:provider', () => {
  it('hands the provider the exact bytes and marks the order paid; a replay changes nothing', async () => {
    const order = await placeOrder(app, buyer, productId);
    const hook = webhook({ type: 'completed', orderId: order._id, paymentId: ledger.pay(order) });
    expect((await send(hook)).body).toEqual({ received: true, duplicate: false });
    const paid = await getOrder(order._id);
    expect(paid.isPaid).toBe(true);

    expect((await send(hook)).body).toEqual({ received: true, duplicate: true });
    expect((await getOrder(order._id)).paidAt).toBe(paid.paidAt);
    expect(await paidMails(app, order._id)).toBe(1);
  });

  it('reads any content type (signatures are over bytes, not JSON)', async () => {
    const order = await placeOrder(app, buyer, productId);
    const hook = webhook(
      { type: 'completed', orderId: order._id, paymentId: ledger.pay(order) },
      'text/plain',
    );
    expect((await send(hook)).status).toBe(200);
    expect((await getOrder(order._id)).isPaid).toBe(true);
  });

  it('refuses a webhook the provider cannot verify', async () => {
    const order = await placeOrder(app, buyer, productId);
    const hook = webhook({ type: 'completed', orderId: order._id, paymentId: ledger.pay(order) });
    const tampered = { ...hook, body: hook.body.replace('åäö', 'aao') };
    expect((await send(tampered)).body).toEqual({
      message: 'Webhook could not be verified',
      code: 'WEBHOOK_NOT_VERIFIED',
    });
    expect((await getOrder(order._id)).isPaid).toBe(false);
    expect(await paymentEvents(app, order._id)).toEqual([]);
  });

  it('records a genuine event that does not match the order without paying it', async () => {
    const order = await placeOrder(app, buyer, productId);
    const hook = webhook({
      type: 'completed',
      orderId: order._id,
      paymentId: ledger.pay(order, { amountOre: 1 }),
    });
    expect((await send(hook)).status).toBe(200);
    expect((await getOrder(order._id)).isPaid).toBe(false);
    expect((await paymentEvents(app, order._id)).map((event) => event.type)).toContain('payment.completed');
  });

  it('records refunds', async () => {
    const order = await placeOrder(app, buyer, productId);
    const paymentId = ledger.pay(order);
    await send(webhook({ type: 'completed', orderId: order._id, paymentId }));
    const refund = webhook({ type: 'refund', orderId: order._id, paymentId });
    expect((await send(refund)).status).toBe(200);
    expect((await paymentEvents(app, order._id)).map((event) => event.type)).toContain('payment.refunded');
  });

  it('names an unknown provider or one without webhooks, and limits the body size', async () => {
    expect((await app.http.post('/api/hooks/payment/nosuch', '{}')).body).toEqual({
      message: 'Unknown payment provider "nosuch"',
      code: 'UNKNOWN_PROVIDER',
    });
    expect((await app.http.post('/api/hooks/payment/counter', '{}')).body).toEqual({
      message: 'Counter sends no webhooks',
      code: 'NO_WEBHOOKS',
    });
    const huge = webhook({ padding: 'x'.repeat(1024 * 1024) });
    expect((await send(huge)).status).toBe(413);
  });
});
