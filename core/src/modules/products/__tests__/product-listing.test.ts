import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createProduct } from './fixtures';

let app: TestApp;
/** The same listings read through SQL, as when the catalogue index is switched off. */
let sqlApp: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  sqlApp = await createTestApp({ env: { CATALOGUE_INDEX: 'false' } });
});
afterAll(async () => {
  await sqlApp?.close();
  await app?.close();
});

describe('GET /api/products paging', () => {
  it('pages by 50 when the list screens send no pageSize, and keeps pages right after deletes and closed shops', async () => {
    const seller = await app.createUser({ seller: { plan: 2, name: 'Lagret' } });
    const other = await app.createUser({ seller: { name: 'Grannen' } });
    const admin = await app.createUser({ admin: true });
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => createProduct(app, seller, { name: `Vara ${i + 1}` })),
    );
    const mine = await createProduct(app, other, { name: 'Den femtioförsta' });

    const first = await app.http.get('/api/products');
    expect(first.body).toMatchObject({ page: 1, pages: 2 });
    expect(first.body.products).toHaveLength(50);
    expect(first.body.products[0].name).toBe('Den femtioförsta');
    const second = await app.http.get('/api/products?pageNumber=2');
    expect(second.body).toMatchObject({ page: 2, pages: 2 });
    expect(second.body.products).toHaveLength(1);

    // The count of this filter is cached now; a delete must still bring pages back to 1.
    expect((await app.http.delete(`/api/products/${mine._id}`, { token: other.token })).status).toBe(200);
    expect((await app.http.get('/api/products')).body).toMatchObject({ pages: 1 });

    // Closing the big shop empties the listing, cached count or not.
    await app.http.put(`/api/users/${seller.id}`, { is_seller: false }, { token: admin.token });
    expect((await app.http.get('/api/products')).body).toEqual({ products: [], page: 1, pages: 0 });
    expect((await app.http.get('/api/products?pageNumber=2')).body).toMatchObject({ products: [], pages: 0 });
  });
});

describe('GET /api/products on a large result', () => {
  it('counts every match exactly through the catalogue index', async () => {
    const seller = await app.createUser({ seller: { plan: 2, name: 'Mångfalden' } });
    for (let i = 1; i <= 8; i++) await createProduct(app, seller, { name: `Räknad kopp ${i}` });
    const first = await app.http.get('/api/products?name=r%C3%A4knad&pageSize=2');
    expect(first.body).toEqual({ products: expect.any(Array), page: 1, pages: 4 });
    expect(first.body.products.map((product: { name: string }) => product.name)).toEqual([
      'Räknad kopp 8',
      'Räknad kopp 7',
    ]);
  });

  it('through SQL, counts exactly up to two pages past this one, then says there are more than `pages` pages', async () => {
    const app = sqlApp;
    const seller = await app.createUser({ seller: { plan: 2, name: 'Mångfalden' } });
    for (let i = 1; i <= 8; i++) await createProduct(app, seller, { name: `Räknad kopp ${i}` });
    const list = (page: number) =>
      app.http.get(`/api/products?name=r%C3%A4knad&pageSize=2&pageNumber=${page}`);

    // Page 1 counts up to 6 matches; there are 8: "more than 3 pages".
    expect((await list(1)).body).toMatchObject({ page: 1, pages: 3, morePages: true });
    // From page 3 the end is within reach: the count is exact. Nothing is cached (docs/performance.md):
    // page 1 still says "more than 3 pages".
    const third = await list(3);
    expect(third.body).toMatchObject({ page: 3, pages: 4 });
    expect(third.body.morePages).toBeUndefined();
    expect((await list(1)).body).toMatchObject({ page: 1, pages: 3, morePages: true });
  });
});

describe('GET /api/products?name= read through SQL either way', () => {
  it('answers the same products in the same order in every sort order, and after deletes', async () => {
    const app = sqlApp;
    const seller = await app.createUser({ seller: { plan: 2, name: 'Sorteringen' } });
    const prices = [40, 10, 80, 20, 70, 30, 60, 50];
    const expected = {
      newest: [8, 7, 6, 5],
      lowest: [2, 4, 6, 1],
      highest: [3, 5, 7, 8],
    };
    for (const order of ['newest', 'lowest', 'highest', 'toprated'] as const) {
      // A name of its own per order, so each order's count starts from nothing.
      const created = [];
      for (const [i, price] of prices.entries())
        created.push(await createProduct(app, seller, { name: `Vänd ${order} ${i + 1}`, price }));
      const list = (page: number) =>
        app.http.get(`/api/products?name=v%C3%A4nd%20${order}&order=${order}&pageSize=2&pageNumber=${page}`);
      // Found through the name's trigram index, then sorted. Eight matches are more than the read asks
      // for (three pages of two): "more than 3 pages".
      const first = await list(1);
      expect(first.body).toMatchObject({ page: 1, pages: 3, morePages: true });
      expect((await list(1)).body).toEqual(first.body);
      const second = await list(2);
      expect(second.body).toMatchObject({ page: 2, pages: 4 });
      const names = [...first.body.products, ...second.body.products].map((p: { name: string }) => p.name);
      if (order === 'toprated') expect(names).toHaveLength(4);
      else expect(names).toEqual(expected[order].map((n) => `Vänd ${order} ${n}`));

      // Deletes change the catalogue; the next read finds exactly what is left.
      for (const product of created.slice(2))
        await app.http.delete(`/api/products/${product._id}`, { token: seller.token });
      const left = await list(1);
      expect(left.body).toMatchObject({ page: 1, pages: 1 });
      expect(left.body.morePages).toBeUndefined();
      expect(left.body.products).toHaveLength(2);
    }
  });
});

describe('public product calls', () => {
  it("show the seller's public shop fields only, nothing private", async () => {
    const seller = await app.createUser({ seller: { name: 'Hemlighetsfull', hasSwish: true } });
    await app.http.put(
      '/api/users/save_shipping_address',
      {
        shipping_full_name: 'Privat Person',
        shipping_address: 'Hemligvägen 7',
        shipping_postal_code: '11122',
        shipping_city: 'Dolda',
        shipping_country: 'Sverige',
      },
      { token: seller.token },
    );
    const product = await createProduct(app, seller, { name: 'Avslöjande lampa', category: 'Ljus' });
    const buyer = await app.createUser({ name: 'Recensenten' });
    await app.http.post(
      `/api/products/${product._id}/reviews`,
      { rating: 4, comment: 'Fin' },
      { token: buyer.token },
    );

    const list = await app.http.get('/api/products?category=Ljus');
    const detail = await app.http.get(`/api/products/${product._id}`);
    expect(detail.body.reviews).toHaveLength(1);
    expect(Object.keys(detail.body.reviews[0]).sort()).toEqual([
      '_id',
      'comment',
      'createdAt',
      'name',
      'rating',
      'verified',
    ]);
    for (const res of [list, detail]) {
      expect(res.status).toBe(200);
      const shown = res === list ? res.body.products[0] : res.body;
      expect(shown.seller).toEqual({
        _id: seller.id,
        seller: { name: 'Hemlighetsfull', logo: '', rating: 4, numReviews: 1 },
      });
      for (const secret of [seller.email, buyer.email, 'Hemligvägen', 'Privat Person', buyer.id]) {
        expect(res.text).not.toContain(secret);
      }
      expect(res.text).not.toMatch(/password|argon2|token|is_admin|shipping_address|swish_number|plan/i);
    }
  });
});
