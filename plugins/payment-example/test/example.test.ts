import { loadPlugin, type NextAction } from '@torget/core/plugin-sdk';
import { createTestApp, runPaymentProviderContract, type TestApp } from '@torget/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { ExampleClient } from '../src/example.client';
import { ExampleProvider } from '../src/example.provider';
import { FakePsp } from './fake-psp.server';

const psp = new FakePsp();
beforeAll(() => psp.start());
afterAll(() => psp.stop());

const options = () => ({ apiUrl: psp.url, apiKey: psp.apiKey, webhookSecret: psp.webhookSecret });

/** The checkout behind a redirect to the fake PSP's hosted page (`<psp>/pay/<checkout id>`). */
function checkoutOf(started: NextAction): string {
  if (started.type !== 'redirect') throw new Error(`expected a redirect, got ${started.type}`);
  return new URL(started.url).pathname.replace('/pay/', '');
}

// 1. The shared contract: the behaviour core relies on from every payment provider.
runPaymentProviderContract('example', { confirm: true, webhooks: true }, async () => ({
  provider: new ExampleProvider(new ExampleClient(options()), psp.webhookSecret),
  shopSettings: { has_invoice: true },
  secrets: [psp.apiKey, psp.webhookSecret],
  approve: async (started) => {
    psp.pay(checkoutOf(started));
    return { checkoutId: checkoutOf(started) };
  },
  genuineWebhook: async (_order, started) => {
    psp.pay(checkoutOf(started));
    return psp.webhook(checkoutOf(started));
  },
}));

// 2. The plugin inside the real app, through the HTTP API a storefront uses.
describe('paying an invoice order through the example provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ plugins: [loadPlugin(plugin, options())] });
  });
  afterAll(() => app.close());

  it('pays once the provider says the checkout is paid', async () => {
    const seller = await app.createUser({ seller: { paymentSettings: { has_invoice: true } } });
    const product = await app.http.post('/api/products', undefined, { token: seller.token });
    await app.http.put(
      `/api/products/${product.body._id}`,
      { name: 'Mugg', price: 120, countInStock: 5 },
      { token: seller.token },
    );
    const buyer = await app.createUser();
    const order = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: product.body._id, qty: 1 }],
        shippingAddress: {
          fullName: 'K',
          address: 'Gatan 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'Invoice',
      },
      { token: buyer.token },
    );
    const pay = (body: object) =>
      app.http.put(`/api/orders/${order.body._id}/pay`, body, { token: buyer.token });

    const started = await app.http.post(`/api/orders/${order.body._id}/payment`, {}, { token: buyer.token });
    expect(started.body).toMatchObject({ provider: 'example', action: { type: 'redirect' } });
    const checkoutId = checkoutOf(started.body.action);
    expect(psp.checkouts.get(checkoutId)?.amount).toBe(order.body.totalPrice * 100);

    expect((await pay({ checkoutId })).body.code).toBe('PAYMENT_PENDING');
    psp.pay(checkoutId);
    expect((await pay({ checkoutId })).body.isPaid).toBe(true);
  });

  it('refuses options that would not work, naming them', () => {
    expect(() => loadPlugin(plugin, { ...options(), webhookSecret: 'short' })).toThrow(
      'webhookSecret: EXAMPLE_PSP_WEBHOOK_SECRET must be at least 16 characters',
    );
  });
});
