import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createPayingShop } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ plugins: [] });
});
afterAll(() => app.close());

const orderBody = (product: string, paymentMethod: string) => ({
  orderItems: [{ product, qty: 1 }],
  shippingAddress: {
    fullName: 'K',
    address: 'Gatan 1',
    city: 'Lund',
    postalCode: '222 22',
    country: 'Sverige',
  },
  paymentMethod,
});

describe('with no payment plugin installed', () => {
  it('lists no payment method for a shop, and takes no order (every method is a plugin)', async () => {
    const { seller, product } = await createPayingShop(app);
    const methods = await app.http.get(`/api/shops/${seller.id}/payment-methods`);
    expect(methods.body).toEqual({ methods: [] });
    const buyer = await app.createUser();
    const res = await app.http.post('/api/orders', orderBody(product._id, 'Swish'), { token: buyer.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENT_METHOD_NOT_OFFERED');
  });

  it('does not offer PayPal', async () => {
    const { product } = await createPayingShop(app);
    const buyer = await app.createUser();
    const res = await app.http.post('/api/orders', orderBody(product._id, 'PayPal'), { token: buyer.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENT_METHOD_NOT_OFFERED');
  });

  it('answers webhooks for providers that are not installed with a 404 naming them', async () => {
    expect((await app.http.post('/api/hooks/payment/paypal', '{}')).body).toEqual({
      message: 'Unknown payment provider "paypal"',
      code: 'UNKNOWN_PROVIDER',
    });
  });
});
