import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createProduct } from './fixtures';

let app: TestApp;
let admin: TestUser;
let openShop: TestUser;
let closedShop: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.createUser({ admin: true });
  openShop = await app.createUser({ seller: { plan: 2, name: 'Öppet' } });
  closedShop = await app.createUser({ seller: { plan: 2, name: 'Stängt' } });
  for (let i = 1; i <= 3; i++) await createProduct(app, openShop, { name: `Kopp ${i}` });
  await createProduct(app, closedShop, { name: 'Gammal kopp' });
  await createProduct(app, closedShop, { name: 'Tallrik' });
  await app.http.put(`/api/users/${closedShop.id}`, { is_seller: false }, { token: admin.token });
});
afterAll(() => app.close());

type Page = { products: { name: string; shop_open: boolean }[]; page: number; pages: number; total: number };
const get = async (query: string, token = admin.token) => {
  const res = await app.http.get(`/api/products/all?${query}`, { token });
  return { status: res.status, body: res.body as Page };
};

describe('GET /api/products/all (admin)', () => {
  it("lists every shop's products, open or closed, newest first, and says whose shop is closed", async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages: 1, total: 5 });
    expect(res.body.products.map((p) => [p.name, p.shop_open])).toEqual([
      ['Tallrik', false],
      ['Gammal kopp', false],
      ['Kopp 3', true],
      ['Kopp 2', true],
      ['Kopp 1', true],
    ]);
    // The public catalogue hides the closed shop's products.
    const publicList = await app.http.get('/api/products');
    expect(publicList.body.products).toHaveLength(3);
  });

  it('pages, counts past the end, filters by shop and by part of the name', async () => {
    const second = await get('pageSize=2&pageNumber=2');
    expect(second.body).toMatchObject({ page: 2, pages: 3, total: 5 });
    expect(second.body.products.map((p) => p.name)).toEqual(['Kopp 3', 'Kopp 2']);
    expect((await get('pageSize=2&pageNumber=7')).body).toMatchObject({ products: [], pages: 3, total: 5 });
    const closedOnly = await get(`seller=${closedShop.id}`);
    expect(closedOnly.body.products.map((p) => p.name)).toEqual(['Tallrik', 'Gammal kopp']);
    const named = await get('name=KOPP');
    expect(named.body.total).toBe(4);
    expect((await get('seller=nope')).body.total).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await get('', openShop.token)).status).toBe(403);
    expect((await app.http.get('/api/products/all')).status).toBe(401);
  });
});
