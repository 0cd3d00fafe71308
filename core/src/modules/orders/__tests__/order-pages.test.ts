import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createShop, orderBody, type Shop } from './fixtures';

let app: TestApp;
let shop: Shop;
let otherShop: Shop;
let buyer: TestUser;
let admin: TestUser;
/** Order ids in the order they were placed. */
const shopOrders: string[] = [];
const otherOrders: string[] = [];

async function placeOrder(from: Shop) {
  const res = await app.http.post('/api/orders', orderBody([{ product: from.products[0]!._id, qty: 1 }]), {
    token: buyer.token,
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

beforeAll(async () => {
  app = await createTestApp();
  shop = await createShop(app, [{ name: 'Kanna', price: 200, countInStock: 50 }], { name: 'Kannboden' });
  otherShop = await createShop(app, [{ name: 'Mugg', price: 50, countInStock: 50 }], { name: 'Muggen' });
  buyer = await app.createUser();
  admin = await app.createUser({ admin: true });
  for (let i = 0; i < 5; i++) shopOrders.push(await placeOrder(shop));
  for (let i = 0; i < 2; i++) otherOrders.push(await placeOrder(otherShop));
});
afterAll(() => app.close());

type Page = { orders: { _id: string; shopName: string }[]; page: number; pages: number; total: number };
const get = async (query: string, token: string) => {
  const res = await app.http.get(`/api/orders/paged?${query}`, { token });
  return { status: res.status, body: res.body as Page & { message?: string } };
};
const ids = (page: Page) => page.orders.map((order) => order._id);

describe('GET /api/orders/paged', () => {
  it('gives admins every order a page at a time, newest first, and oldest first when asked', async () => {
    const first = await get('pageSize=3', admin.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pages: 3, total: 7 });
    expect(ids(first.body)).toEqual([otherOrders[1], otherOrders[0], shopOrders[4]]);
    const last = await get('pageSize=3&pageNumber=3', admin.token);
    expect(ids(last.body)).toEqual([shopOrders[0]]);
    const oldest = await get('pageSize=2&order=oldest', admin.token);
    expect(ids(oldest.body)).toEqual([shopOrders[0], shopOrders[1]]);
  });

  it("gives admins one shop's orders, and a seller only its own whatever it asks for", async () => {
    const one = await get(`seller=${otherShop.seller.id}`, admin.token);
    expect(ids(one.body)).toEqual([otherOrders[1], otherOrders[0]]);
    expect(one.body.orders.every((order) => order.shopName === 'Muggen')).toBe(true);
    const own = await get(`seller=${otherShop.seller.id}&pageSize=2`, shop.seller.token);
    expect(own.body).toMatchObject({ total: 5, pages: 3 });
    expect(ids(own.body)).toEqual([shopOrders[4], shopOrders[3]]);
    expect((await get('seller=not-an-id', admin.token)).body).toMatchObject({ orders: [], total: 0 });
  });

  it('refuses buyers, anonymous callers and bad paging with a clear 4xx', async () => {
    expect((await get('', buyer.token)).status).toBe(403);
    expect((await app.http.get('/api/orders/paged')).status).toBe(401);
    const bad = await get('pageSize=0', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('pageSize must be a whole number from 1 to 100');
  });

  it('leaves GET /api/orders answering the bare array of docs/product.md §7', async () => {
    const res = await app.http.get('/api/orders', { token: admin.token });
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(7);
  });
});
