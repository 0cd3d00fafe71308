import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createShop, orderBody } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('order events', () => {
  it('publishes placed, paid, delivered and deleted for subscribers such as mail', async () => {
    const seen: string[] = [];
    const { events } = app.container.cradle;
    events.on('order.placed', ({ orderId }) => void seen.push(`placed ${orderId}`));
    events.on('order.paid', ({ orderId }) => void seen.push(`paid ${orderId}`));
    events.on('order.delivered', ({ orderId }) => void seen.push(`delivered ${orderId}`));
    events.on('order.deleted', ({ orderId, sellerId }) => void seen.push(`deleted ${orderId} ${sellerId}`));
    // A failing subscriber must not fail the call that caused the event.
    events.on('order.placed', () => {
      throw new Error('mail server down');
    });

    const shop = await createShop(app, [{ name: 'Te', price: 40, countInStock: 9 }]);
    const buyer = await app.createUser();
    const body = orderBody([{ product: shop.products[0]!._id, qty: 1 }]);
    const first = await app.http.post('/api/orders', body, { token: buyer.token });
    expect(first.status).toBe(201);
    const url = `/api/orders/${first.body._id}/update`;
    await app.http.put(url, { is_paid: true, paid_date: '2026-11-22' }, { token: shop.seller.token });
    await app.http.put(
      url,
      { is_delivered: true, delivered_date: '2026-11-22' },
      { token: shop.seller.token },
    );
    const second = await app.http.post('/api/orders', body, { token: buyer.token });
    await app.http.delete(`/api/orders/${second.body._id}`, { token: buyer.token });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(seen).toEqual([
      `placed ${first.body._id}`,
      `paid ${first.body._id}`,
      `delivered ${first.body._id}`,
      `placed ${second.body._id}`,
      `deleted ${second.body._id} ${shop.seller.id}`,
    ]);
  });

  it("keeps a deleted buyer's orders for the seller", async () => {
    const shop = await createShop(app, [{ name: 'Kaffe', price: 60, countInStock: 9 }]);
    const buyer = await app.createUser();
    const admin = await app.createUser({ admin: true });
    const order = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 1 }]),
      {
        token: buyer.token,
      },
    );
    await app.http.delete(`/api/users/${buyer.id}`, { token: admin.token });
    const seen = await app.http.get(`/api/orders/${order.body._id}`, { token: shop.seller.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ user: null, totalPrice: 60 });
  });
});
