import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createShop, orderBody } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('order events', () => {
  it('publishes placed, paid, delivered and deleted to subscribers such as mail, inside the change', async () => {
    const seen: string[] = [];
    const { events } = app.container.cradle;
    // Each runs in the change's transaction, before the answer: no waiting for a later tick.
    events.onTransaction('order.placed', async (_em, { orderId }) => void seen.push(`placed ${orderId}`));
    events.onTransaction('order.paid', async (_em, { orderId }) => void seen.push(`paid ${orderId}`));
    events.onTransaction(
      'order.delivered',
      async (_em, { orderId }) => void seen.push(`delivered ${orderId}`),
    );
    events.onTransaction(
      'order.deleted',
      async (_em, { orderId, sellerId }) => void seen.push(`deleted ${orderId} ${sellerId}`),
    );

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
    // An account with an order on its way is not deleted (docs/privacy.md); once delivered, it is.
    const refused = await app.http.delete(`/api/users/${buyer.id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const delivered = await app.http.put(
      `/api/orders/${order.body._id}/update`,
      { is_paid: true, paid_date: today, is_delivered: true, delivered_date: today },
      { token: shop.seller.token },
    );
    expect(delivered.status, delivered.text).toBe(200);
    expect((await app.http.delete(`/api/users/${buyer.id}`, { token: admin.token })).status).toBe(200);
    const seen = await app.http.get(`/api/orders/${order.body._id}`, { token: shop.seller.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ user: null, totalPrice: 60 });
  });
});
