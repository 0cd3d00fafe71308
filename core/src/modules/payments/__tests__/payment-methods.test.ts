import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugins } from '../../../config/plugins';
import { z } from 'zod';
import { definePlugin, loadPlugin } from '../../../plugins/define-plugin';
import type { PaymentProvider } from '../../../plugins/payment.provider';
import { createTestApp, type TestApp } from '../../../testing';

/** A provider of the PayPal method that sets no listOrder. */
const ledger: PaymentProvider = {
  id: 'ledger',
  method: 'PayPal',
  label: { en: 'Ledger', sv: 'Huvudbok' },
  isAvailableFor: (shop) => shop.settings.has_paypal === true,
  publicConfig: () => ({}),
  startPayment: async (order) => ({ type: 'redirect', url: `https://ledger.example/${order.reference}` }),
};
const ledgerPlugin = definePlugin({
  name: 'payment-ledger',
  options: z.object({}),
  register: (container) => container.cradle.paymentProviders.add(ledger),
});

let app: TestApp;
beforeAll(async () => {
  // The ledger registers first; the default plugins (manual Swish) after it.
  const defaults = await loadPlugins({});
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin, {}), ...defaults] });
});
afterAll(() => app.close());

describe('GET /api/shops/:id/payment-methods', () => {
  // First: the mail an order starts is written in the background, and must finish before the app closes.
  it('places orders only with a listed method', async () => {
    const seller = await app.createUser({ seller: { hasSwish: true, hasPaypal: false } });
    const product = await app.http.post('/api/products', undefined, { token: seller.token });
    await app.http.put(
      `/api/products/${product.body._id}`,
      { name: 'Kopp', price: 10, countInStock: 5 },
      { token: seller.token },
    );
    const buyer = await app.createUser();
    const place = (paymentMethod: string) =>
      app.http.post(
        '/api/orders',
        {
          orderItems: [{ product: product.body._id, qty: 1 }],
          shippingAddress: {
            fullName: 'K',
            address: 'G 1',
            city: 'Lund',
            postalCode: '222 22',
            country: 'SE',
          },
          paymentMethod,
        },
        { token: buyer.token },
      );
    expect((await place('PayPal')).body.code).toBe('PAYMENT_METHOD_NOT_OFFERED');
    const placed = await place('Swish');
    expect(placed.status).toBe(201);
    expect(placed.body.paymentMethod).toBe('Swish');
  });

  it("lists the methods the shop takes with the providers' labels in the reader's language, the default first", async () => {
    const both = await app.createUser({ seller: { hasSwish: true, hasPaypal: true } });
    const res = await app.http.get(`/api/shops/${both.id}/payment-methods`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.status).toBe(200);
    // Swish (listOrder 10) before the provider without a listOrder, whatever order they registered in.
    expect(res.body).toEqual({
      methods: [
        { id: 'Swish', label: 'Swish' },
        { id: 'PayPal', label: 'Ledger' },
      ],
    });
    // The plugin's own Swedish label, picked for a Swedish reader (core translates nothing of a plugin's).
    const swedish = await app.http.get(`/api/shops/${both.id}/payment-methods`, {
      headers: { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' },
    });
    expect(swedish.body.methods).toEqual([
      { id: 'Swish', label: 'Swish' },
      { id: 'PayPal', label: 'Huvudbok' },
    ]);
    const paypalOnly = await app.createUser({ seller: { hasSwish: false, hasPaypal: true } });
    expect((await app.http.get(`/api/shops/${paypalOnly.id}/payment-methods`)).body).toEqual({
      methods: [{ id: 'PayPal', label: 'Ledger' }],
    });
  });

  it('answers 404 for a buyer or an unknown shop and 400 for an id that is not one', async () => {
    const buyer = await app.createUser();
    expect((await app.http.get(`/api/shops/${buyer.id}/payment-methods`)).body.code).toBe('SELLER_NOT_FOUND');
    const bad = await app.http.get('/api/shops/nope/payment-methods');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});
