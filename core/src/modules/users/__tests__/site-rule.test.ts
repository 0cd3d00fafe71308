import { allCalls, type CallDef } from '@torget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, orderBody, type Shop } from '../../orders/__tests__/fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';

let app: TestApp;
let admin: TestUser;
let shopA: Shop;
let shopB: Shop;
let buyer: TestUser;
let orderId = '';
const A = 'butik-a.example.se';
const B = 'butik-b.example.se';

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.createUser({ admin: true });
  shopA = await createShop(app, [{ name: 'Ljus', price: 50, countInStock: 100 }], { name: 'A' });
  shopB = await createShop(app, [{ name: 'Tvål', price: 40, countInStock: 100 }], { name: 'B' });
  for (const [shop, domain] of [
    [shopA, A],
    [shopB, B],
  ] as const) {
    const set = await app.http.put(
      `/api/users/${shop.seller.id}`,
      { seller_domain: domain },
      { token: admin.token },
    );
    expect(set.status).toBe(200);
  }
  buyer = await app.createUser();
  const placed = await app.http.post(
    '/api/orders',
    orderBody([{ product: shopA.products[0]!._id, qty: 1 }]),
    {
      token: buyer.token,
    },
  );
  orderId = placed.body._id;
});
afterAll(() => app.close());

const on = (host: string, token: string) => ({ token, headers: { host } });
const pathOf = (call: CallDef) =>
  call.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' ? (call.path.startsWith('/api/users') ? buyer.id : orderId) : 'x',
  );

describe('the site rule (docs/product.md §6): admin only on the marketplace, seller only there or on its own domain', () => {
  it('every admin call refuses an admin token on a seller domain, and works on the marketplace', async () => {
    const adminCalls = allCalls().filter((call) => call.access === 'admin');
    expect(adminCalls.length).toBeGreaterThan(0);
    for (const call of adminCalls) {
      const res = await app.http.request(call.method, pathOf(call), on(B, admin.token));
      expect(res.status, `${call.method} ${call.path}`).toBe(403);
      expect(res.body.code).toBe('WRONG_SITE');
    }
    expect((await app.http.get('/api/users', on('localhost', admin.token))).status).toBe(200);
  });

  it("every seller call refuses a seller on another seller's domain, and an admin on any seller domain", async () => {
    const sellerCalls = allCalls().filter((call) => call.access === 'seller');
    expect(sellerCalls.length).toBeGreaterThan(0);
    for (const call of sellerCalls) {
      for (const token of [shopA.seller.token, admin.token]) {
        const res = await app.http.request(call.method, pathOf(call), on(B, token));
        expect(res.status, `${call.method} ${call.path}`).toBe(403);
      }
    }
    // On its own domain and on the marketplace the seller is a seller.
    expect((await app.http.get('/api/orders', on(A, shopA.seller.token))).status).toBe(200);
    expect((await app.http.get('/api/orders', on('localhost', shopA.seller.token))).status).toBe(200);
  });

  it('admin and shop powers inside signed-in calls are off on a foreign domain: orders and users', async () => {
    for (const token of [admin.token, shopA.seller.token]) {
      expect((await app.http.get(`/api/orders/${orderId}`, on(B, token))).status).toBe(404);
      const mark = await app.http.put(
        `/api/orders/${orderId}/update`,
        { is_paid: true, paid_date: '2026-11-20' },
        on(B, token),
      );
      expect(mark.status).toBe(404);
      expect((await app.http.delete(`/api/orders/${orderId}`, on(B, token))).status).toBe(404);
    }
    expect((await app.http.get(`/api/users/${buyer.id}`, on(B, admin.token))).status).toBe(403);
    // Nothing was changed, and the same calls work where the rule allows them.
    expect((await app.http.get(`/api/orders/${orderId}`, on(A, shopA.seller.token))).body.isPaid).toBe(false);
    expect((await app.http.get(`/api/users/${buyer.id}`, on('localhost', admin.token))).status).toBe(200);
    // A buyer is a buyer everywhere, and the admin keeps the role in the database.
    expect((await app.http.get(`/api/orders/${orderId}`, on(B, buyer.token))).status).toBe(200);
    expect((await app.http.get('/api/users', on('localhost', admin.token))).status).toBe(200);
  });

  it('only an approved plan 2 shop sets its own domain (or an admin for anyone)', async () => {
    const plain = await app.createUser();
    const reserve = await app.http.put(
      '/api/users/profile',
      { seller_plan: 2, seller_domain: 'kapad.example.se' },
      { token: plain.token },
    );
    expect(reserve.status).toBe(403);
    expect(reserve.body.code).toBe('DOMAIN_NOT_ALLOWED');
    const planOne = await app.createUser({ seller: { plan: 1 } });
    const one = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'ett.example.se' },
      { token: planOne.token },
    );
    expect(one.status).toBe(400);
    expect(one.body.message).toBe('Only plan 2 shops can have their own domain.');
    const own = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'kapad.example.se' },
      {
        token: shopB.seller.token,
      },
    );
    expect(own.status).toBe(200);
    expect(own.body.seller.domain).toBe('kapad.example.se');
    await app.http.put('/api/users/profile', { seller_domain: B }, { token: shopB.seller.token });
  });

  it('signed-in answers are never cached; anonymous catalogue answers may be', async () => {
    const mine = await app.http.get('/api/orders/mine', { token: buyer.token });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const denied = await app.http.get('/api/users', { token: buyer.token });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('cache-control')).toBe('no-store');
    const products = await app.http.get('/api/products');
    expect(products.headers.get('cache-control') ?? '').not.toContain('no-store');
  });

  it("the public shop page shows the seller's chosen contact address, never the sign-in email", async () => {
    const before = await app.http.get(`/api/shops/${shopA.seller.id}`);
    expect(before.status).toBe(200);
    expect(before.body.email).toBe('');
    expect(before.text).not.toContain(shopA.seller.email);
    const set = await app.http.put(
      '/api/users/profile',
      { seller_contact_email: 'Hej@Butik-A.se' },
      {
        token: shopA.seller.token,
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.seller.contact_email).toBe('hej@butik-a.se');
    const after = await app.http.get(`/api/shops/${shopA.seller.id}`);
    expect(after.body.email).toBe('hej@butik-a.se');
    expect(after.text).not.toContain(shopA.seller.email);
    const bad = await app.http.put(
      '/api/users/profile',
      { seller_contact_email: 'not an email' },
      {
        token: shopA.seller.token,
      },
    );
    expect(bad.status).toBe(400);
  });
});
