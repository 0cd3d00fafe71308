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
    return { checkout_id: checkoutOf(started) };
  },
  genuineWebhook: async (_order, started) => {
    psp.pay(checkoutOf(started));
    return psp.webhook(checkoutOf(started));
  },
}));

// 2. The plugin inside the real app, through the HTTP API a storefront uses and the PSP's hosted page.
describe('paying an invoice order through the example provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ plugins: [loadPlugin(plugin, options())] });
  });
  afterAll(() => {
    psp.webhookUrl = undefined;
    return app.close();
  });

  /** An order for 120 kr from a shop that switched invoices on, and its buyer's calls. */
  async function invoiceOrder() {
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
    const id: string = order.body._id;
    return {
      id,
      start: () => app.http.post(`/api/orders/${id}/payment`, {}, { token: buyer.token }),
      pay: (body: object) => app.http.put(`/api/orders/${id}/pay`, body, { token: buyer.token }),
      read: () => app.http.get(`/api/orders/${id}`, { token: buyer.token }),
    };
  }

  /** The payer presses a button on the hosted page; answers where the PSP sends the browser. */
  async function press(hostedPage: string, action: 'pay' | 'cancel'): Promise<URL> {
    const page = await fetch(hostedPage);
    expect(await page.text()).toContain('120,00');
    const answer = await fetch(hostedPage, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  }

  it("pays once the provider says the checkout is paid, not on the browser's word", async () => {
    const order = await invoiceOrder();
    const started = await order.start();
    expect(started.body).toMatchObject({ provider: 'example', action: { type: 'redirect' } });
    const checkoutId = checkoutOf(started.body.action);
    expect(psp.checkouts.get(checkoutId)?.amount).toBe(12_000);

    expect((await order.pay({ checkout_id: checkoutId, status: 'paid' })).body.code).toBe('PAYMENT_PENDING');
    psp.pay(checkoutId);
    expect((await order.pay({ checkout_id: checkoutId })).body.isPaid).toBe(true);
  });

  it('sends the payer back to the order page with the checkout id; a cancelled checkout stays unpaid', async () => {
    const order = await invoiceOrder();
    const hostedPage = (await order.start()).body.action.url;
    const back = await press(hostedPage, 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe(`${app.config.publicUrl}/order/${order.id}`);
    const checkoutId = back.searchParams.get('checkout_id');
    expect(checkoutId).toBe(checkoutOf((await order.start()).body.action));

    const answer = await order.pay(Object.fromEntries(back.searchParams));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'PAYMENT_PENDING',
      message: 'The payment is not finished yet.',
    });
    expect((await order.read()).body.isPaid).toBe(false);
  });

  it("is paid by the provider's signed webhook when the payer pays on the hosted page", async () => {
    psp.webhookUrl = `${app.http.baseUrl}/api/hooks/payment/example`;
    const order = await invoiceOrder();
    await press((await order.start()).body.action.url, 'pay');
    // The payer has not come back yet: the webhook alone, verified with the provider, paid it.
    expect((await order.read()).body).toMatchObject({ isPaid: true });
    // Back on the order page nothing is left to confirm.
    expect((await order.pay({ checkout_id: 'co_whatever' })).body.code).toBe('ALREADY_PAID');
  });

  it('refuses options that would not work, naming them', () => {
    expect(() => loadPlugin(plugin, { ...options(), webhookSecret: 'short' })).toThrow(
      'webhookSecret: EXAMPLE_PSP_WEBHOOK_SECRET must be at least 16 characters',
    );
  });
});
