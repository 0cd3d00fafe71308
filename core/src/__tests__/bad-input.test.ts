import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing';
import { createShop, orderBody, type Shop } from '../modules/orders/__tests__/fixtures';

let app: TestApp;
let shop: Shop;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  shop = await createShop(app, [{ name: 'Lampa', price: 250, countInStock: 100 }]);
  buyer = await app.createUser();
});
afterAll(() => app.close());

const order = (qty: unknown) =>
  app.http.post(
    '/api/orders',
    { ...orderBody([]), orderItems: [{ product: shop.products[0]!._id, qty }] },
    {
      token: buyer.token,
    },
  );

describe('bad input gets a 400 that names the problem, never a 5xx', () => {
  it('a NUL character in a body field, a query filter or a path parameter', async () => {
    const body = await app.http.put(
      '/api/users/save_shipping_address',
      {
        shipping_full_name: 'Karin\u0000',
        shipping_address: 'Gatan 1',
        shipping_postal_code: '111 22',
        shipping_city: 'Stad',
        shipping_country: 'Sverige',
      },
      { token: buyer.token },
    );
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ field: 'shipping_full_name' });
    expect(body.body.message).toContain('NUL');
    const query = await app.http.get('/api/products?name=lam%00pa');
    expect(query.status).toBe(400);
    expect(query.body.field).toBe('name');
    expect((await app.http.get('/api/users/domain_seller/a%00b')).status).toBe(400);
  });

  it('a Swedish address needs a five-digit postal code (the rule the checkout form checks too)', async () => {
    const save = (postalCode: string, country: string, lang = 'en') =>
      app.http.put(
        '/api/users/save_shipping_address',
        {
          shipping_full_name: 'Karin',
          shipping_address: 'Gatan 1',
          shipping_postal_code: postalCode,
          shipping_city: 'Stad',
          shipping_country: country,
        },
        { token: buyer.token, headers: { 'accept-language': lang } },
      );
    const refused = await save('2221', 'Sverige');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'shipping_postal_code',
      message: 'Swedish postal codes have five digits, like 123 45.',
    });
    expect((await save('2221', 'Sweden', 'sv')).body.message).toBe(
      'Svenska postnummer har fem siffror, till exempel 123 45.',
    );
    expect((await save('22100', 'Sverige')).status).toBe(200);
    expect((await save('D-10115', 'Deutschland')).status).toBe(200);
    const order = await app.http.post(
      '/api/orders',
      {
        ...orderBody([{ product: shop.products[0]!._id, qty: 1 }]),
        shippingAddress: { fullName: 'K', address: 'A', city: 'C', postalCode: '1', country: 'SE' },
      },
      { token: buyer.token },
    );
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('shippingAddress.postalCode');
  });

  it('a body declared gzip (or brotli) that is not: 400 about the encoding', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await app.http.post(
        '/api/users/signin',
        JSON.stringify({ email: 'a@b.se', password: 'x' }),
        {
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_CONTENT_ENCODING' });
    }
  });

  it('price filters beyond any price (1e308) filter like the highest price instead of reaching SQL', async () => {
    const max = await app.http.get('/api/products?max=1e308');
    expect(max.status).toBe(200);
    expect(max.body.products.map((p: { name: string }) => p.name)).toContain('Lampa');
    const min = await app.http.get('/api/products?min=1e308');
    expect(min.status).toBe(200);
    expect(min.body.products).toEqual([]);
    expect((await app.http.get('/api/products?pageNumber=0x2')).status).toBe(400);
  });

  it('quantities are whole numbers, as numbers or digit strings; true, [2], "0x2" and 1e3 strings are refused', async () => {
    for (const qty of [true, [2], '0x2', '1e1', ' 2', 2.5, 0, 10_001]) {
      const res = await order(qty);
      expect(res.status, JSON.stringify(qty)).toBe(400);
      expect(res.body.field).toBe('orderItems.0.qty');
    }
    expect((await order('2')).status).toBe(201);
    expect((await order(2)).status).toBe(201);
  });

  it('order dates must be real calendar dates: no 30 February, no year 0, no year 275760', async () => {
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 1 }]),
      { token: buyer.token },
    );
    const mark = (paid_date: string) =>
      app.http.put(
        `/api/orders/${placed.body._id}/update`,
        { is_paid: true, paid_date },
        {
          token: shop.seller.token,
        },
      );
    for (const bad of [
      '2026-02-30',
      '0000-01-01',
      '+275760-09-13',
      '2026-13-01',
      'yesterday',
      '1969-12-31',
    ]) {
      const res = await mark(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({
        field: 'paid_date',
        message: 'Please enter a real date (YYYY-MM-DD).',
      });
    }
    const leap = await mark('2028-02-29');
    expect(leap.status).toBe(200);
    // The day typed is that calendar day: its first ten characters are the day itself.
    expect(leap.body.paidAt).toBe('2028-02-29T00:00:00.000Z');
  });

  it('image fields take only our uploads or http(s) URLs, nothing a page could run or break out of CSS with', async () => {
    const productId = shop.products[0]!._id;
    const setImage = (image: string) =>
      app.http.put(
        `/api/products/${productId}`,
        { name: 'Lampa', price: 250, countInStock: 5, image },
        {
          token: shop.seller.token,
        },
      );
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      "/uploads/x.png') ; background:url(https://evil.example/x",
      'ftp://example.com/a.png',
      '/uploads/../secret',
      '//evil.example/a.png',
    ]) {
      const res = await setImage(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.field).toBe('image');
    }
    expect((await setImage('/uploads/abc123.webp')).status).toBe(200);
    expect((await setImage('https://cdn.example.se/shop/abc.webp')).status).toBe(200);
    expect((await setImage('http://minio.internal:9000/torget/abc.webp')).status).toBe(200);

    for (const field of ['seller_logo', 'seller_banner_background_image']) {
      const bad = await app.http.put(
        '/api/users/profile',
        { [field]: 'javascript:alert(1)' },
        {
          token: shop.seller.token,
        },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe(field);
      // Longer than the column: refused by the schema (it used to reach PostgreSQL and answer 500).
      const long = await app.http.put(
        '/api/users/profile',
        { [field]: `/uploads/${'x'.repeat(260)}` },
        {
          token: shop.seller.token,
        },
      );
      expect(long.status).toBe(400);
    }
  });

  it('uploads say what is wrong: two files, or too many form fields', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const two = new FormData();
    two.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
    two.append('image', new Blob([png], { type: 'image/png' }), 'b.png');
    const twoFiles = await app.http.post('/api/uploads', two, { token: buyer.token });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body).toMatchObject({
      code: 'TOO_MANY_FILES',
      message: 'Send one file only, in the field "image".',
    });

    const fields = new FormData();
    for (let i = 0; i < 12; i++) fields.append(`f${i}`, 'x');
    fields.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
    const manyFields = await app.http.post('/api/uploads', fields, { token: buyer.token });
    expect(manyFields.status).toBe(400);
    expect(manyFields.body).toMatchObject({ code: 'TOO_MANY_FIELDS' });
  });
});
