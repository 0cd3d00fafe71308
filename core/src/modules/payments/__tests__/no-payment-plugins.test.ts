import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createPayingShop, placeOrder } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('with no payment plugin installed', () => {
  it('still takes Swish orders, and says online payment is not available', async () => {
    const { product } = await createPayingShop(app);
    const buyer = await app.createUser();
    const order = await placeOrder(app, buyer, product._id, 'Swish');
    const start = await app.http.post(`/api/orders/${order._id}/payment`, {}, { token: buyer.token });
    expect(start.body).toEqual({
      message: 'Swish payments are not available right now.',
      code: 'NO_PROVIDER',
    });
    const pay = await app.http.put(`/api/orders/${order._id}/pay`, { orderID: 'X' }, { token: buyer.token });
    expect(pay.status).toBe(400);
    expect((await app.http.get(`/api/orders/${order._id}`, { token: buyer.token })).body.isPaid).toBe(false);
  });

  it('does not offer PayPal', async () => {
    const { product } = await createPayingShop(app);
    const buyer = await app.createUser();
    const res = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: product._id, qty: 1 }],
        shippingAddress: {
          fullName: 'K',
          address: 'Gatan 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'PayPal',
      },
      { token: buyer.token },
    );
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
