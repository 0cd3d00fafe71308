import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageWidths, shopColourBackground, shopColourFieldNames, sizedImageUrl } from '@torget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../modules/mail/__tests__/outbox';
import { createTestApp, type TestApp } from '../../../testing';
import { seedDemo } from '../demo.seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  expect(await seedDemo({ em: app.orm.em.fork(), container: app.container })).toBe(true);
}, 180_000);
afterAll(() => app.close());

describe('demo data', () => {
  it('goes only into an empty database', async () => {
    expect(await seedDemo({ em: app.orm.em.fork(), container: app.container })).toBe(false);
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
      // Every text colour differs from the colour it is drawn on: the demo seller's settings open without
      // contrast warnings (they warned when name and subtitle were the description's own light colour).
      for (const field of shopColourFieldNames) {
        const background = shopColourBackground(field);
        if (background) expect(shop.body.seller[field]).not.toBe(shop.body.seller[background]);
      }
    }
  });

  it('sets the product safety contact point the footer shows', async () => {
    expect((await app.http.get('/api/settings/contact_points')).body.product_safety_contact).toMatch(
      /^produktsakerhet@torget\.example, /,
    );
  });

  it('gives every product a real image file', async () => {
    const list = await app.http.get('/api/products?pageSize=100');
    for (const product of list.body.products.slice(0, 10)) {
      const file = path.join(app.config.dataDir, product.image);
      expect(existsSync(file)).toBe(true);
      expect((await sharp(readFileSync(file)).metadata()).width).toBe(600);
    }
  });

  it('stores every product photo with its smaller copy, as an upload is, so each gets a srcset', async () => {
    const list = await app.http.get('/api/products?pageSize=100');
    const ids = list.body.products.map((product: { _id: string }) => product._id);
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ url: string }[]>(
        `select image as url from products union select jsonb_array_elements_text(images) from products
         union select image from product_variants where image <> ''`,
      );
    expect(rows.length).toBeGreaterThan(ids.length);
    // 600 px photos: the 320 copy is the one narrower (contract image-widths).
    expect(rows.filter(({ url }) => imageWidths(url).join() !== '320,600')).toEqual([]);
    const gallery = (await app.http.get(`/api/products/${ids[0]}`)).body.image as string;
    const copy = await app.http.get(sizedImageUrl(gallery, 320));
    expect(copy.status).toBe(200);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
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

  it('lets Ullboden offer delivery options with PostNord demo ombud, and the first shop the standard shipping', async () => {
    const ull = await app.http.post('/api/users/signin', {
      email: 'ull@torget.se',
      password: 'torget-butik',
    });
    const options = await app.http.get(`/api/shops/${ull.body._id}/delivery-options`);
    expect(options.body.options.map((option: { kind: string }) => option.kind)).toEqual([
      'service_point',
      'home',
      'pickup',
    ]);
    const points = await app.http.get(
      `/api/delivery-options/${options.body.options[0]._id}/service-points?postalCode=22222`,
      { token: ull.body.token },
    );
    expect(points.body).toMatchObject({ demo: true });
    expect(points.body.points).toHaveLength(5);
    const butik = await app.http.post('/api/users/signin', {
      email: 'butik@torget.se',
      password: 'torget-butik',
    });
    expect((await app.http.get(`/api/shops/${butik.body._id}/delivery-options`)).body.options).toEqual([]);
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

  it('reads in one language per language: site texts in the reader’s, the shops’ own texts in Swedish', async () => {
    const words = (html: string) =>
      new Set(
        html
          .replace(/<[^>]+>/g, ' ')
          .toLowerCase()
          .match(/\p{L}+/gu) ?? [],
      );
    // Words only one of the two languages has ('is' is Swedish too: "Skål Is").
    const swedish = ['och', 'är', 'att', 'för', 'som', 'med', 'på', 'du', 'eller', 'vi', 'inte', 'ett', 'av'];
    const english = [
      'the',
      'and',
      'are',
      'your',
      'with',
      'you',
      'where',
      'every',
      'its',
      'our',
      'we',
      'of',
      'to',
    ];
    const foreign = (text: string, list: readonly string[]) => list.filter((word) => words(text).has(word));
    for (const [language, other] of [
      ['sv', [...english, 'is']],
      ['en', swedish],
    ] as const) {
      const texts = await app.http.get('/api/settings', { headers: { 'accept-language': language } });
      // The texts: the settings also answer the marketplace's requirements (true or false).
      for (const [field, text] of Object.entries(texts.body as Record<string, unknown>))
        if (typeof text === 'string') expect(foreign(text, other), `${language} ${field}`).toEqual([]);
    }
    const list = await app.http.get('/api/products?pageSize=100');
    const sellers = new Set<string>();
    for (const product of list.body.products) {
      sellers.add(product.seller._id);
      for (const text of [product.name, product.description, product.shipping_info])
        expect(foreign(text, english), text).toEqual([]);
    }
    for (const id of sellers) {
      const { seller } = (await app.http.get(`/api/shops/${id}`)).body;
      for (const text of [seller.name, seller.subtitle, seller.description])
        expect(foreign(text, english), text).toEqual([]);
    }
    const reviewed = await app.http.get(`/api/products/${list.body.products[0]._id}`);
    for (const review of reviewed.body.reviews) expect(foreign(review.comment, english)).toEqual([]);
  });

  it('has weeks of orders the overviews show: paid, delivered, unpaid, one refunded, one late', async () => {
    const seller = await app.http.post('/api/users/signin', {
      email: 'butik@torget.se',
      password: 'torget-butik',
    });
    const shop = (await app.http.get('/api/overview/shop', { token: seller.body.token })).body;
    expect(shop.sales.totals.orders).toBeGreaterThan(20);
    expect(shop.sales.points.filter((p: { orders: number }) => p.orders > 0).length).toBeGreaterThan(10);
    expect(shop.sales.totals.refunds).toBeGreaterThan(0);
    expect(shop.todo.awaitingPayment).toBeGreaterThan(0);
    expect(shop.todo.notDelivered).toBeGreaterThan(0);
    expect(shop.bestSellers.length).toBeGreaterThan(2);
    expect(shop.rating.points.filter((p: { reviews: number }) => p.reviews > 0).length).toBeGreaterThan(3);

    const admin = await app.http.post('/api/users/signin', {
      email: 'admin@torget.se',
      password: 'torget-admin',
    });
    const marketplace = (await app.http.get('/api/overview/admin', { token: admin.body.token })).body;
    expect(marketplace.topShops.length).toBeGreaterThanOrEqual(4);
    expect(marketplace.lateDeliveries.map((s: { name: string }) => s.name)).toContain('Svens Snickeri');
  });

  it('gives every review an order of its product by its author, delivered before it was written', async () => {
    const [row] = await app.orm.em.fork().execute<{ reviews: string; unverified: string }[]>(
      `select count(*) as reviews, count(*) filter (where not exists (
         select 1 from orders o join order_items i on i.order_id = o.id
         where o.buyer_id = r.user_id and i.product_id = r.product_id and o.is_delivered and o.delivered_at < r.created_at
       )) as unverified
       from reviews r join products p on p.id = r.product_id where p.count_in_stock >= 4`,
    );
    expect(Number(row!.reviews)).toBeGreaterThan(20);
    expect(Number(row!.unverified)).toBe(0);
  });

  it('names every product’s manufacturer, so a strict Torget lists them all (GPSR Art. 19)', async () => {
    const [row] = await app.orm.em.fork().execute<{ products: string; without: string }[]>(
      `select count(*) as products, count(*) filter (where not exists (
         select 1 from product_safety s where s.product_id = p.id and s.manufacturer_name <> ''
           and s.manufacturer_address <> '' and s.manufacturer_contact <> ''
       )) as without
       from products p`,
    );
    expect(Number(row!.products)).toBeGreaterThan(60);
    expect(Number(row!.without)).toBe(0);
  });

  it('has a decided report whose statement the toy shop reads, and one report waiting', async () => {
    const admin = await app.http.post('/api/users/signin', {
      email: 'admin@torget.se',
      password: 'torget-admin',
    });
    const open = await app.http.get('/api/admin/notices', { token: admin.body.token });
    const decided = await app.http.get('/api/admin/notices?status=decided', { token: admin.body.token });
    expect(open.body.notices).toHaveLength(1);
    expect(decided.body.notices).toMatchObject([
      { decision: 'remove_listing', statement: { kind: 'remove_listing' } },
    ]);
    const shop = await app.http.post('/api/users/signin', {
      email: 'lek@torget.se',
      password: 'torget-butik',
    });
    const mine = await app.http.get('/api/statements/mine', { token: shop.body.token });
    expect(mine.body.statements).toMatchObject([{ product_name: 'Blinkande jojo', can_appeal: true }]);
  });

  it('queues no mail for the demo orders (a real order afterwards queues its two)', async () => {
    const buyer = await app.http.post('/api/users/signin', {
      email: 'kund@torget.se',
      password: 'torget-kund',
    });
    const list = await app.http.get('/api/products?pageSize=100');
    const product = list.body.products.find((p: { countInStock: number }) => p.countInStock > 5);
    const placed = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: product._id, qty: 1 }],
        shippingAddress: {
          fullName: 'Karin Kund',
          address: 'Storgatan 12',
          city: 'Göteborg',
          postalCode: '411 38',
          country: 'Sverige',
        },
        paymentMethod: 'Swish',
      },
      { token: buyer.body.token },
    );
    expect(placed.status, placed.text).toBe(201);
    const reference = `T${placed.body._id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const mails = await outbox(app, 2);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject.includes(reference))).toBe(true);
  });
});
