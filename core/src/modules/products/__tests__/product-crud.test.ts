import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createProduct } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Every product row of a seller, drafts included (the lists show saved products only). */
async function productsOf(sellerId: string): Promise<number> {
  const rows: { count: number }[] = await app.orm.em
    .fork()
    .execute('select count(*)::int as count from products where seller_id = ?', [sellerId]);
  return rows[0]!.count;
}

describe('creating products', () => {
  it('creates a blank product owned by the seller', async () => {
    const seller = await app.createUser({ seller: { name: 'Glasbruket' } });
    const res = await app.http.post('/api/products', undefined, { token: seller.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'New product', price: 0, countInStock: 0 });
    expect(res.body.seller).toEqual({
      _id: seller.id,
      seller: { name: 'Glasbruket', logo: '', rating: 0, numReviews: 0 },
    });
  });

  it('lets buyers create nothing and anonymous callers neither', async () => {
    const buyer = await app.createUser();
    expect((await app.http.post('/api/products', undefined, { token: buyer.token })).status).toBe(403);
    expect((await app.http.post('/api/products')).status).toBe(401);
  });

  it('caps plan 1 shops at 5 products and plan 2 at 50, with a message a seller understands', async () => {
    const small = await app.createUser({ seller: { plan: 1 } });
    for (let i = 0; i < 5; i++)
      expect((await app.http.post('/api/products', undefined, { token: small.token })).status).toBe(201);
    const sixth = await app.http.post('/api/products', undefined, { token: small.token });
    expect(sixth.status).toBe(403);
    expect(sixth.body.message).toBe(
      'Your plan (plan 1) allows at most 5 products. Upgrade to plan 2 to sell up to 50 products.',
    );

    const big = await app.createUser({ seller: { plan: 2 } });
    // Parallel creates must not slip past the cap.
    const made = await Promise.all(
      Array.from({ length: 56 }, () => app.http.post('/api/products', undefined, { token: big.token })),
    );
    expect(made.filter((res) => res.status === 201)).toHaveLength(50);
    expect(made.filter((res) => res.status === 403)).toHaveLength(6);
    expect(await productsOf(big.id)).toBe(50);
  });

  it('lets admins create products', async () => {
    const admin = await app.createUser({ admin: true });
    expect((await app.http.post('/api/products', undefined, { token: admin.token })).status).toBe(201);
  });
});

describe('a blank product not saved yet (a draft)', () => {
  it('is seen by its seller and admins only, until its first save', async () => {
    const seller = await app.createUser({ seller: { name: 'Utkastboden' } });
    const admin = await app.createUser({ admin: true });
    const buyer = await app.createUser();
    const draft = (await app.http.post('/api/products', undefined, { token: seller.token })).body;
    const url = `/api/products/${draft._id}`;
    const listed = async () => {
      const own = await app.http.get(`/api/products?seller=${seller.id}`);
      const all = await app.http.get(`/api/products/all?seller=${seller.id}`, { token: admin.token });
      return [own.body.products.length, all.body.products.length];
    };
    expect(await listed()).toEqual([0, 0]);
    expect((await app.http.get(url)).status).toBe(404);
    expect((await app.http.get(url, { token: buyer.token })).status).toBe(404);
    expect((await app.http.get(url, { token: seller.token })).body.name).toBe('New product');
    expect((await app.http.get(url, { token: admin.token })).status).toBe(200);

    const saved = await app.http.put(
      url,
      { name: 'Karaff', price: 99, countInStock: 2 },
      { token: seller.token },
    );
    expect(saved.status).toBe(200);
    expect(await listed()).toEqual([1, 1]);
    expect((await app.http.get(url)).body.name).toBe('Karaff');
  });

  it('left unsaved for over an hour is removed when its seller creates the next one, freeing its plan place', async () => {
    const seller = await app.createUser({ seller: { plan: 1 } });
    for (let i = 0; i < 5; i++) await app.http.post('/api/products', undefined, { token: seller.token });
    expect((await app.http.post('/api/products', undefined, { token: seller.token })).status).toBe(403);
    const em = app.orm.em.fork();
    await em.execute(`update products set created_at = now() - interval '61 minutes' where seller_id = ?`, [
      seller.id,
    ]);
    expect((await app.http.post('/api/products', undefined, { token: seller.token })).status).toBe(201);
    expect(await productsOf(seller.id)).toBe(1);
  });
});

describe('updating and deleting products', () => {
  it('stores SEK prices exactly (öre inside) and validates the fields', async () => {
    const seller = await app.createUser({ seller: true });
    const product = await createProduct(app, seller, { name: 'Dalahäst', price: 249.9, shipping_price: 39 });
    expect(product).toMatchObject({ name: 'Dalahäst', price: 249.9, shipping_price: 39 });
    const url = `/api/products/${product._id}`;
    const base = { name: 'Dalahäst', price: 10, countInStock: 1 };
    const cases: [object, string, string][] = [
      [{ ...base, name: ' ' }, 'name', 'Please enter the product name.'],
      [{ ...base, price: -1 }, 'price', 'Price cannot be negative'],
      [{ ...base, price: 1.234 }, 'price', 'Price can have at most 2 decimals'],
      [{ ...base, countInStock: 1.5 }, 'countInStock', 'Count in stock must be a whole number'],
      [{ ...base, countInStock: -2 }, 'countInStock', 'Count in stock cannot be negative'],
      [{ ...base, shipping_price: -5 }, 'shipping_price', 'Shipping price cannot be negative'],
    ];
    for (const [body, field, message] of cases) {
      const res = await app.http.put(url, body, { token: seller.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    const comma = await app.http.put(url, { ...base, price: '19,50' }, { token: seller.token });
    expect(comma.body.price).toBe(19.5);
  });

  it('lets only the owning seller or an admin change or delete a product', async () => {
    const owner = await app.createUser({ seller: true });
    const other = await app.createUser({ seller: true });
    const buyer = await app.createUser();
    const admin = await app.createUser({ admin: true });
    const product = await createProduct(app, owner, { name: 'Ljusstake' });
    const url = `/api/products/${product._id}`;
    const body = { name: 'Stulen', price: 1, countInStock: 1 };
    expect((await app.http.put(url, body, { token: other.token })).status).toBe(403);
    expect((await app.http.put(url, body, { token: buyer.token })).status).toBe(403);
    expect((await app.http.put(url, body)).status).toBe(401);
    expect((await app.http.delete(url, { token: other.token })).status).toBe(403);
    expect((await app.http.get(url)).body.name).toBe('Ljusstake');

    expect((await app.http.put(url, { ...body, name: 'Admin-ändrad' }, { token: admin.token })).status).toBe(
      200,
    );
    expect((await app.http.delete(url, { token: owner.token })).status).toBe(200);
    expect((await app.http.get(url)).status).toBe(404);
    expect((await app.http.get(url)).body.message).toBe('Product Not Found');
    expect((await app.http.delete(url, { token: admin.token })).status).toBe(404);
  });
});

describe('closed shops', () => {
  it("hides a closed shop's products from listings and from visitors, not from its seller or admins", async () => {
    const seller = await app.createUser({ seller: { name: 'Stängt' } });
    const admin = await app.createUser({ admin: true });
    const product = await createProduct(app, seller, { name: 'Gömd vas', category: 'Gömt' });
    expect((await app.http.get('/api/products?category=Gömt')).body.products).toHaveLength(1);

    await app.http.put(`/api/users/${seller.id}`, { is_seller: false }, { token: admin.token });
    expect((await app.http.get('/api/products?category=Gömt')).body.products).toHaveLength(0);
    expect(await app.http.get('/api/products/categories').then((r) => r.body)).not.toContain('Gömt');
    expect((await app.http.get(`/api/products/${product._id}`)).status).toBe(404);
    expect((await app.http.get(`/api/products/${product._id}`, { token: seller.token })).status).toBe(200);
    expect((await app.http.get(`/api/products/${product._id}`, { token: admin.token })).status).toBe(200);
  });
});
