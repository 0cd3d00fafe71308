import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { address, createShop, orderBody } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const stockOf = async (id: string) => (await app.http.get(`/api/products/${id}`)).body.countInStock;

describe('POST /api/orders', () => {
  it('prices the order from the catalogue, whatever the client claims, and takes the stock', async () => {
    const shop = await createShop(app, [
      { name: 'Kopp', price: 129.5, shipping_price: 19, countInStock: 10, image: '/uploads/kopp.webp' },
      { name: 'Fat', price: 80, shipping_price: 0.5, countInStock: 4 },
    ]);
    const [kopp, fat] = shop.products;
    const buyer = await app.createUser({ name: 'Karin' });
    const res = await app.http.post(
      '/api/orders',
      {
        ...orderBody([
          { product: kopp!._id, qty: 2 },
          { product: fat!._id, qty: 3 },
        ]),
        // A lying client: these are ignored.
        orderItems: [
          { product: kopp!._id, qty: 2, price: 1, name: 'Gratis', image: '/evil.png' },
          { product: fat!._id, qty: 3, price: 0 },
        ],
        itemsPrice: 1,
        shippingPrice: 0,
        taxPrice: 0,
        totalPrice: 1,
      },
      { token: buyer.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      orderItems: [
        {
          name: 'Kopp',
          qty: 2,
          price: 129.5,
          shipping_price: 19,
          image: '/uploads/kopp.webp',
          product: kopp!._id,
        },
        { name: 'Fat', qty: 3, price: 80, shipping_price: 0.5, product: fat!._id },
      ],
      shippingAddress: address,
      paymentMethod: 'Swish',
      itemsPrice: 499,
      shippingPrice: 39.5,
      taxPrice: 0,
      totalPrice: 538.5,
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
      shopName: 'Butiken',
      user: { _id: buyer.id, name: 'Karin' },
    });
    expect(res.body.seller).toEqual({
      _id: shop.seller.id,
      seller: { name: 'Butiken', logo: '', has_swish: true, swish_number: '1231181189' },
    });
    expect(await stockOf(kopp!._id)).toBe(8);
    expect(await stockOf(fat!._id)).toBe(1);
  });

  it('adds up lines for the same product', async () => {
    const shop = await createShop(app, [{ name: 'Ljus', price: 10, countInStock: 5 }]);
    const buyer = await app.createUser();
    const id = shop.products[0]!._id;
    const res = await app.http.post(
      '/api/orders',
      orderBody([
        { product: id, qty: 1 },
        { product: id, qty: 2 },
      ]),
      { token: buyer.token },
    );
    expect(res.body.orderItems).toEqual([expect.objectContaining({ qty: 3 })]);
    expect(await stockOf(id)).toBe(2);
  });

  it('refuses what cannot be bought with a clear 4xx and takes no stock', async () => {
    const shop = await createShop(app, [{ name: 'Vas', price: 100, countInStock: 2 }], {
      name: 'Glasbruket',
    });
    const other = await createShop(app, [{ name: 'Skål', price: 50, countInStock: 2 }]);
    const noSwish = await app.createUser({ seller: { hasSwish: false } });
    const buyer = await app.createUser();
    const vas = shop.products[0]!._id;
    const post = (body: object) => app.http.post('/api/orders', body, { token: buyer.token });
    const cases: [object, number, string][] = [
      [orderBody([]), 400, 'Cart is empty'],
      [{ shippingAddress: address, paymentMethod: 'Swish' }, 400, 'Cart is empty'],
      [
        orderBody([
          { product: vas, qty: 1 },
          { product: other.products[0]!._id, qty: 1 },
        ]),
        400,
        'All items in an order must come from the same shop.',
      ],
      [
        orderBody([{ product: '00000000-0000-4000-8000-000000000000', qty: 1 }]),
        400,
        'A product in your cart is no longer for sale.',
      ],
      [orderBody([{ product: vas, qty: 0 }]), 400, 'Quantity must be a whole number of 1 or more.'],
      [orderBody([{ product: vas, qty: 3 }]), 409, 'Only 2 of Vas left in stock.'],
      [orderBody([{ product: vas, qty: 1 }], 'PayPal'), 400, 'Glasbruket does not take PayPal.'],
      [orderBody([{ product: vas, qty: 1 }], 'Bitcoin'), 400, 'Glasbruket does not take Bitcoin.'],
      [orderBody([{ product: vas, qty: 1 }], ''), 400, 'Please choose a payment method.'],
      [
        { ...orderBody([{ product: vas, qty: 1 }]), shippingAddress: { ...address, city: '' } },
        400,
        'Please enter your city.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await stockOf(vas)).toBe(2);

    const product = await app.http.post('/api/products', undefined, { token: noSwish.token });
    await app.http.put(
      `/api/products/${product.body._id}`,
      { name: 'X', price: 1, countInStock: 5 },
      { token: noSwish.token },
    );
    const swish = await post(orderBody([{ product: product.body._id, qty: 1 }]));
    expect(swish.status).toBe(400);
    expect(swish.body.code).toBe('PAYMENT_METHOD_NOT_OFFERED');

    const admin = await app.createUser({ admin: true });
    await app.http.put(`/api/users/${shop.seller.id}`, { is_seller: false }, { token: admin.token });
    const closed = await post(orderBody([{ product: vas, qty: 1 }]));
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('Glasbruket is closed.');
  });

  it('never oversells: a dozen simultaneous orders for 3 in stock give exactly 3 orders', async () => {
    const shop = await createShop(app, [{ name: 'Sista', price: 10, countInStock: 3 }]);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => app.createUser()));
    const id = shop.products[0]!._id;
    const answers = await Promise.all(
      buyers.map((buyer) =>
        app.http.post('/api/orders', orderBody([{ product: id, qty: 1 }]), { token: buyer.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await stockOf(id)).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the same order, even when sent at once', async () => {
    const shop = await createShop(app, [{ name: 'Bok', price: 10, countInStock: 10 }]);
    const buyer = await app.createUser();
    const body = orderBody([{ product: shop.products[0]!._id, qty: 1 }]);
    const headers = { 'idempotency-key': 'checkout-123' };
    const first = await app.http.post('/api/orders', body, { token: buyer.token, headers });
    const retry = await app.http.post('/api/orders', body, { token: buyer.token, headers });
    expect(retry.body._id).toBe(first.body._id);
    const burst = await Promise.all(
      [1, 2, 3, 4].map(() =>
        app.http.post('/api/orders', body, { token: buyer.token, headers: { 'idempotency-key': 'burst-9' } }),
      ),
    );
    expect(new Set(burst.map((a) => a.body._id)).size).toBe(1);
    expect(await stockOf(shop.products[0]!._id)).toBe(8);
    // The key is per buyer: another buyer's identical key is their own order.
    const other = await app.createUser();
    const theirs = await app.http.post('/api/orders', body, { token: other.token, headers });
    expect(theirs.body._id).not.toBe(first.body._id);
  });

  it('refuses an Idempotency-Key that is not 1–200 printable characters, naming the header', async () => {
    const shop = await createShop(app, [{ name: 'Lampa', price: 10, countInStock: 10 }]);
    const buyer = await app.createUser();
    const body = orderBody([{ product: shop.products[0]!._id, qty: 1 }]);
    const answer = await app.http.post('/api/orders', body, {
      token: buyer.token,
      headers: { 'idempotency-key': 'x'.repeat(201) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Idempotency-Key must be 1–200 printable characters.',
      field: 'idempotency-key',
    });
    expect(await stockOf(shop.products[0]!._id)).toBe(10);
  });

  it('does not let sellers buy from their own shop, nor anonymous callers order', async () => {
    const shop = await createShop(app, [{ name: 'Egen', price: 10, countInStock: 10 }]);
    const body = orderBody([{ product: shop.products[0]!._id, qty: 1 }]);
    expect((await app.http.post('/api/orders', body, { token: shop.seller.token })).body.code).toBe(
      'OWN_SHOP',
    );
    expect((await app.http.post('/api/orders', body)).status).toBe(401);
  });
});
