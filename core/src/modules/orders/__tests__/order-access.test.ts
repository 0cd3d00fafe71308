import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createShop, orderBody, type Shop } from './fixtures';

let app: TestApp;
let shop: Shop;
let otherShop: Shop;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  shop = await createShop(app, [{ name: 'Kanna', price: 200, countInStock: 50 }], { name: 'Kannboden' });
  otherShop = await createShop(app, [{ name: 'Mugg', price: 50, countInStock: 50 }], { name: 'Muggen' });
  buyer = await app.createUser({ name: 'Köpare' });
  otherBuyer = await app.createUser();
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

async function placeOrder(from: Shop = shop, who: TestUser = buyer, qty = 1) {
  const res = await app.http.post('/api/orders', orderBody([{ product: from.products[0]!._id, qty }]), {
    token: who.token,
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

describe('who sees an order', () => {
  it('GET /api/orders/{id}: buyer, its seller and admins; others 404, anonymous 401', async () => {
    const id = await placeOrder();
    const as = (user?: TestUser) =>
      app.http.get(`/api/orders/${id}`, { token: user?.token }).then((r) => r.status);
    expect(await as(buyer)).toBe(200);
    expect(await as(shop.seller)).toBe(200);
    expect(await as(admin)).toBe(200);
    expect(await as(otherBuyer)).toBe(404);
    expect(await as(otherShop.seller)).toBe(404);
    expect(await as()).toBe(401);
  });

  it("GET /api/orders/mine: the caller's own orders, newest first, with the shop's name", async () => {
    const me = await app.createUser();
    const first = await placeOrder(shop, me);
    const second = await placeOrder(otherShop, me);
    await placeOrder(shop, otherBuyer);
    const res = await app.http.get('/api/orders/mine', { token: me.token });
    expect(res.body.map((o: { _id: string }) => o._id)).toEqual([second, first]);
    expect(res.body.map((o: { shopName: string }) => o.shopName)).toEqual(['Muggen', 'Kannboden']);
    expect((await app.http.get('/api/orders/mine')).status).toBe(401);
  });

  it('GET /api/orders?seller=: admins all or one shop; sellers only their own whatever they ask; buyers 403', async () => {
    const mine = await placeOrder(shop);
    const theirs = await placeOrder(otherShop);
    const ids = (res: { body: { _id: string }[] }) => res.body.map((o) => o._id);

    const all = await app.http.get('/api/orders', { token: admin.token });
    expect(ids(all)).toEqual(expect.arrayContaining([mine, theirs]));
    const one = await app.http.get(`/api/orders?seller=${otherShop.seller.id}`, { token: admin.token });
    expect(ids(one)).toContain(theirs);
    expect(ids(one)).not.toContain(mine);

    const sneaky = await app.http.get(`/api/orders?seller=${otherShop.seller.id}`, {
      token: shop.seller.token,
    });
    expect(ids(sneaky)).toContain(mine);
    expect(ids(sneaky)).not.toContain(theirs);
    expect(sneaky.body.every((o: { seller: { _id: string } }) => o.seller._id === shop.seller.id)).toBe(true);

    expect((await app.http.get('/api/orders', { token: buyer.token })).status).toBe(403);
    expect((await app.http.get('/api/orders')).status).toBe(401);
  });
});

describe('PUT /api/orders/{id}/update', () => {
  it('lets the seller mark a Swish order paid and delivered, with dates', async () => {
    const id = await placeOrder();
    const url = `/api/orders/${id}/update`;
    const noDate = await app.http.put(url, { is_paid: true }, { token: shop.seller.token });
    expect(noDate.status).toBe(400);
    expect(noDate.body).toMatchObject({ message: 'Please enter the payment date.', field: 'paid_date' });
    const noDelivery = await app.http.put(
      url,
      { is_delivered: true, delivered_date: '' },
      { token: shop.seller.token },
    );
    expect(noDelivery.body.message).toBe('Please enter the delivery date.');
    const junk = await app.http.put(url, { is_paid: true, paid_date: 'igår' }, { token: shop.seller.token });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('Please enter a real date (YYYY-MM-DD).');

    const paid = await app.http.put(
      url,
      { is_paid: true, paid_date: '2026-11-20' },
      { token: shop.seller.token },
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ isPaid: true, paidAt: '2026-11-20T00:00:00.000Z', isDelivered: false });
    const delivered = await app.http.put(
      url,
      { is_delivered: true, delivered_date: '2026-11-21' },
      { token: shop.seller.token },
    );
    expect(delivered.body).toMatchObject({
      isPaid: true,
      isDelivered: true,
      deliveredAt: '2026-11-21T00:00:00.000Z',
    });
  });

  it('refuses to set a paid order back to unpaid (409), for its shop and admins alike, so it stays undeletable', async () => {
    const before = (await app.http.get(`/api/products/${shop.products[0]!._id}`)).body.countInStock;
    const id = await placeOrder();
    const url = `/api/orders/${id}/update`;
    await app.http.put(url, { is_paid: true, paid_date: '2026-11-20' }, { token: shop.seller.token });
    for (const who of [shop.seller, admin]) {
      const back = await app.http.put(url, { is_paid: false, paid_date: '' }, { token: who.token });
      expect(back.status).toBe(409);
      expect(back.body).toEqual({
        message: 'A paid order cannot be set back to unpaid. Refund the payment instead.',
        code: 'ORDER_PAID',
      });
    }
    // Nothing changed, not even the delivery sent in the same call.
    const both = await app.http.put(
      url,
      { is_paid: false, is_delivered: true, delivered_date: '2026-11-21' },
      { token: shop.seller.token },
    );
    expect(both.status).toBe(409);
    const order = await app.http.get(`/api/orders/${id}`, { token: buyer.token });
    expect(order.body).toMatchObject({
      isPaid: true,
      paidAt: '2026-11-20T00:00:00.000Z',
      isDelivered: false,
    });
    expect((await app.http.delete(`/api/orders/${id}`, { token: buyer.token })).status).toBe(409);
    expect((await app.http.get(`/api/products/${shop.products[0]!._id}`)).body.countInStock).toBe(before - 1);
    // Sending is_paid: true again (the form sends both flags) is no change and is accepted.
    const again = await app.http.put(
      url,
      { is_paid: true, paid_date: '2026-11-20', is_delivered: true, delivered_date: '2026-11-21' },
      { token: shop.seller.token },
    );
    expect(again.body).toMatchObject({ isPaid: true, isDelivered: true });
  });

  it('refuses the buyer, other sellers and anonymous callers; admins may', async () => {
    const id = await placeOrder();
    const body = { is_delivered: true, delivered_date: '2026-11-21' };
    const url = `/api/orders/${id}/update`;
    expect((await app.http.put(url, body, { token: buyer.token })).status).toBe(403);
    expect((await app.http.put(url, body, { token: otherShop.seller.token })).status).toBe(404);
    expect((await app.http.put(url, body, { token: otherBuyer.token })).status).toBe(404);
    expect((await app.http.put(url, body)).status).toBe(401);
    expect((await app.http.put(url, body, { token: admin.token })).body.isDelivered).toBe(true);
  });
});

describe('PUT /api/orders/{id}/pay', () => {
  it('refuses until a payment provider verifies payments, and never marks the order paid', async () => {
    const id = await placeOrder();
    const res = await app.http.put(
      `/api/orders/${id}/pay`,
      { id: 'FAKE', status: 'COMPLETED' },
      { token: buyer.token },
    );
    expect(res.status).toBe(400);
    expect((await app.http.get(`/api/orders/${id}`, { token: buyer.token })).body.isPaid).toBe(false);
    expect((await app.http.put(`/api/orders/${id}/pay`, {}, { token: otherBuyer.token })).status).toBe(404);
  });
});

describe('DELETE /api/orders/{id}', () => {
  const stock = async () => (await app.http.get(`/api/products/${shop.products[0]!._id}`)).body.countInStock;

  it('deletes an unpaid order for the buyer, the seller or an admin, giving the stock back', async () => {
    for (const who of [buyer, shop.seller, admin]) {
      const before = await stock();
      const id = await placeOrder(shop, buyer, 3);
      expect(await stock()).toBe(before - 3);
      const res = await app.http.delete(`/api/orders/${id}`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ _id: id });
      expect(await stock()).toBe(before);
      expect((await app.http.get(`/api/orders/${id}`, { token: admin.token })).status).toBe(404);
    }
  });

  it('refuses others, and refuses paid or delivered orders', async () => {
    const id = await placeOrder();
    expect((await app.http.delete(`/api/orders/${id}`, { token: otherBuyer.token })).status).toBe(404);
    expect((await app.http.delete(`/api/orders/${id}`, { token: otherShop.seller.token })).status).toBe(404);
    expect((await app.http.delete(`/api/orders/${id}`)).status).toBe(401);
    await app.http.put(
      `/api/orders/${id}/update`,
      { is_paid: true, paid_date: '2026-11-20' },
      { token: shop.seller.token },
    );
    const paid = await app.http.delete(`/api/orders/${id}`, { token: buyer.token });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(
      'This order is paid: only an order that is not yet paid, shipped or delivered can be deleted.',
    );

    const delivered = await placeOrder();
    await app.http.put(
      `/api/orders/${delivered}/update`,
      { is_delivered: true, delivered_date: '2026-11-20' },
      { token: shop.seller.token },
    );
    expect((await app.http.delete(`/api/orders/${delivered}`, { token: admin.token })).status).toBe(409);
  });

  it('keeps past orders when a product is deleted later', async () => {
    const extra = await createShop(app, [{ name: 'Utgående', price: 30, countInStock: 5 }]);
    const id = await placeOrder(extra);
    await app.http.delete(`/api/products/${extra.products[0]!._id}`, { token: extra.seller.token });
    const order = await app.http.get(`/api/orders/${id}`, { token: buyer.token });
    expect(order.body.orderItems).toEqual([
      expect.objectContaining({ name: 'Utgående', price: 30, product: null }),
    ]);
  });
});
