import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createProduct } from '../../products/__tests__/fixtures';
import { markDelivered, markPaid, place, todayInStockholm } from './fixtures';

let app: TestApp;
let admin: TestUser;
let buyer: TestUser;
const shops: { seller: TestUser; product: string; name: string }[] = [];
let early: TestUser;
let late: TestUser;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const application = {
  wants_to_be_seller: true,
  seller_name: 'Ny butik',
  seller_plan: 1,
  seller_address: 'Ågatan 1',
  seller_post_number: '58223',
  seller_city: 'Linköping',
  seller_phone: '013-12 34 56',
  seller_organisation_number: '556016-0680',
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.createUser({ admin: true });
  buyer = await app.createUser();
  // Eleven shops, the n-th selling for n × 100 kr on 10 November (Stockholm), so the cheapest is not in the top 10.
  for (let n = 1; n <= 11; n++) {
    const name = `Butik ${String(n).padStart(2, '0')}`;
    const seller = await app.createUser({ seller: { name } });
    const product = (await createProduct(app, seller, { name: 'Vara', price: n * 100, countInStock: 10 }))
      ._id;
    shops.push({ seller, product, name });
    const order = await place(app, buyer, [{ product, qty: 1 }]);
    await markPaid(app, seller, order, '2026-11-10T12:00:00Z');
  }
  const first = shops[0]!;
  // Shop 1: paid ten days ago and not delivered (late), paid ten days ago and delivered, paid two days ago.
  await markPaid(
    app,
    first.seller,
    await place(app, buyer, [{ product: first.product, qty: 1 }]),
    daysAgo(10),
  );
  const delivered = await place(app, buyer, [{ product: first.product, qty: 1 }]);
  await markPaid(app, first.seller, delivered, daysAgo(10));
  await markDelivered(app, first.seller, delivered);
  await markPaid(
    app,
    first.seller,
    await place(app, buyer, [{ product: first.product, qty: 1 }]),
    daysAgo(2),
  );
  // One unpaid order, one deleted.
  await place(app, buyer, [{ product: first.product, qty: 1 }]);
  const deleted = await place(app, buyer, [{ product: first.product, qty: 1 }]);
  expect((await app.http.delete(`/api/orders/${deleted}`, { token: buyer.token })).status).toBe(200);

  // Registered first, applies second: the list goes by when they applied.
  late = await app.createUser({ name: 'Lena Sen' });
  early = await app.createUser({ name: 'Erik Tidig' });
  for (const who of [early, late]) {
    const res = await app.http.put('/api/users/profile', application, { token: who.token });
    expect(res.status, res.text).toBe(200);
  }
});
afterAll(() => app.close());

const overview = (query = '', token = admin.token) => app.http.get(`/api/overview/admin?${query}`, { token });

describe('GET /api/overview/admin', () => {
  it("sums every shop's sales per Stockholm day and names the top 10 shops", async () => {
    const res = await overview('end=2026-11-12');
    expect(res.status, res.text).toBe(200);
    const day = res.body.sales.points.find((p: { date: string }) => p.date === '2026-11-10');
    expect(day).toEqual({ date: '2026-11-10', revenue: 6600, orders: 11, refunds: 0, discounts: 0 });
    expect(res.body.topShops).toHaveLength(10);
    expect(res.body.topShops[0]).toEqual({
      _id: shops[10]!.seller.id,
      name: 'Butik 11',
      revenue: 1100,
      orders: 1,
    });
    expect(res.body.topShops.map((s: { name: string }) => s.name)).not.toContain('Butik 01');
  });

  it('counts orders placed per day (a deleted order is gone) and new customers and shops per week', async () => {
    const today = todayInStockholm();
    const { body } = await overview();
    expect(body.ordersPlaced.at(-1)).toEqual({ date: today, count: 15 });
    // Buyer, eleven sellers and two applicants registered this week; the admin is not a customer.
    expect(body.newCustomers.at(-1).count).toBe(14);
    expect(body.newShops.at(-1).count).toBe(11);
    expect(new Date(`${body.newShops.at(-1).date}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('lists the sellers waiting for approval, the longest waiting first, and counts a new shop when approved', async () => {
    const { body } = await overview();
    expect(body.waitingSellers.count).toBe(2);
    expect(body.waitingSellers.oldest.map((s: { _id: string }) => s._id)).toEqual([early.id, late.id]);
    expect(body.waitingSellers.oldest[0]).toMatchObject({ name: 'Erik Tidig', shopName: 'Ny butik' });

    const approved = await app.http.put(`/api/users/${late.id}`, { is_seller: true }, { token: admin.token });
    expect(approved.status, approved.text).toBe(200);
    const after = (await overview()).body;
    expect(after.waitingSellers).toMatchObject({ count: 1, oldest: [{ _id: early.id }] });
    expect(after.newShops.at(-1).count).toBe(12);
  });

  it('lists per shop the paid orders not delivered for more than 7 days', async () => {
    const { body } = await overview();
    // Every shop's sale of 10 November waits; shop 1 also the one paid ten days ago (not the delivered
    // one, nor the one paid two days ago).
    expect(body.lateDeliveries).toHaveLength(11);
    expect(body.lateDeliveries[0]).toEqual({
      _id: shops[0]!.seller.id,
      name: 'Butik 01',
      orders: 2,
      oldestPaidAt: '2026-11-10T12:00:00.000Z',
    });
    expect(body.lateDeliveries.slice(1).every((shop: { orders: number }) => shop.orders === 1)).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await overview('', shops[0]!.seller.token)).status).toBe(403);
    expect((await overview('', buyer.token)).status).toBe(403);
    expect((await app.http.get('/api/overview/admin')).status).toBe(401);
  });

  it('keeps a shop with orders not yet delivered from being deleted, its sales counted under its name', async () => {
    // Deleting an account waits for its shop's orders (docs/privacy.md): an admin is refused in words too.
    const top = shops[10]!;
    const res = await app.http.delete(`/api/users/${top.seller.id}`, { token: admin.token });
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('SHOP_ORDERS_OPEN');
    const { body } = await overview('end=2026-11-12');
    const day = body.sales.points.find((p: { date: string }) => p.date === '2026-11-10');
    expect(day).toEqual({ date: '2026-11-10', revenue: 6600, orders: 11, refunds: 0, discounts: 0 });
    expect(body.sales.totals).toMatchObject({ revenue: 6600, orders: 11 });
    expect(body.topShops[0]).toEqual({ _id: top.seller.id, name: 'Butik 11', revenue: 1100, orders: 1 });
    expect(body.topShops).toHaveLength(10);
  });
});
