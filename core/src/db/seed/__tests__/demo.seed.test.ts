import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { seedDemo } from '../demo.seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const { passwords, uploadProvider } = app.container.cradle;
  expect(await seedDemo({ em: app.orm.em.fork(), passwords, uploadProvider })).toBe(true);
}, 60_000);
afterAll(() => app.close());

describe('demo data', () => {
  it('goes only into an empty database', async () => {
    const { passwords, uploadProvider } = app.container.cradle;
    expect(await seedDemo({ em: app.orm.em.fork(), passwords, uploadProvider })).toBe(false);
  });

  it('has 60+ products in 5+ categories from 4+ open shops with their own colours and logos', async () => {
    const list = await app.http.get('/api/products?pageSize=100');
    expect(list.body.products.length).toBeGreaterThanOrEqual(60);
    expect((await app.http.get('/api/products/categories')).body.length).toBeGreaterThanOrEqual(5);
    const sellers = new Set(list.body.products.map((p: { seller: { _id: string } }) => p.seller._id));
    expect(sellers.size).toBeGreaterThanOrEqual(4);
    const shops = await Promise.all([...sellers].map((id) => app.http.get(`/api/shops/${id}`)));
    expect(new Set(shops.map((s) => s.body.seller.footer_background_color)).size).toBe(shops.length);
    for (const shop of shops) {
      expect(shop.body.seller.logo).toMatch(/^\/uploads\//);
      expect(shop.body.seller.banner_background_image).toMatch(/^\/uploads\//);
      expect(shop.body.seller.organisation_number).toMatch(/^\d{6}-\d{4}$/);
    }
  });

  it('gives every product a real image file', async () => {
    const list = await app.http.get('/api/products?pageSize=100');
    for (const product of list.body.products.slice(0, 10)) {
      const file = path.join(app.config.dataDir, product.image);
      expect(existsSync(file)).toBe(true);
      expect((await sharp(readFileSync(file)).metadata()).width).toBe(600);
    }
  });

  it('keeps ratings equal to the reviews', async () => {
    const list = await app.http.get('/api/products?pageSize=100&order=toprated');
    const reviewed = list.body.products.filter((p: { numReviews: number }) => p.numReviews > 0);
    expect(reviewed.length).toBeGreaterThan(20);
    for (const summary of reviewed.slice(0, 5)) {
      const product = (await app.http.get(`/api/products/${summary._id}`)).body;
      const average =
        product.reviews.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) /
        product.reviews.length;
      expect(product.numReviews).toBe(product.reviews.length);
      expect(product.rating).toBeCloseTo(average);
    }
    const top = await app.http.get('/api/users/top-sellers');
    expect(top.body[0].seller.numReviews).toBeGreaterThan(0);
  });

  it('has a plan 2 shop on butik.localhost and working demo sign-ins', async () => {
    const shop = await app.http.get('/api/users/domain_seller/butik.localhost');
    expect(shop.status).toBe(200);
    for (const [email, password] of [
      ['admin@torget.se', 'torget-admin'],
      ['kund@torget.se', 'torget-kund'],
      ['butik@torget.se', 'torget-butik'],
    ]) {
      const signin = await app.http.post('/api/users/signin', { email, password });
      expect(signin.status, email).toBe(200);
    }
    const seller = await app.http.post('/api/users/signin', {
      email: 'butik@torget.se',
      password: 'torget-butik',
    });
    expect(seller.body).toMatchObject({ _id: shop.body._id, is_seller: true });
    expect(seller.body.seller.plan).toBe(2);
  });
});
