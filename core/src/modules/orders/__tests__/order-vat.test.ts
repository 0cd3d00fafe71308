import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { mailFor } from '../../mail/__tests__/outbox';
import { createProduct } from '../../products/__tests__/fixtures';
import { orderReference } from '../order-reference';
import { createShop, orderBody } from './fixtures';

let app: TestApp;
let buyer: TestUser;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example' } });
  buyer = await app.createUser({ name: 'Karin' });
});
afterAll(() => app.close());

// sv-SE money uses no-break spaces ("2 597,00 kr"); compare with plain ones.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

const place = async (items: { product: string; qty: number }[], as = buyer) => {
  const res = await app.http.post('/api/orders', orderBody(items), { token: as.token });
  expect(res.status).toBe(201);
  return res.body;
};

const editProduct = (seller: TestUser, id: string, body: Record<string, unknown>) =>
  app.http.put(
    `/api/products/${id}`,
    { name: 'Vara', price: 10, countInStock: 5, ...body },
    { token: seller.token },
  );

describe('a product’s VAT rate', () => {
  it('is 25 % unless the seller sets 12, 6 or 0; the product answer says it, and the seller can change it', async () => {
    const shop = await createShop(app, [{ name: 'Kopp', price: 100 }]);
    const id = shop.products[0]!._id;
    expect((await app.http.get(`/api/products/${id}`)).body.vat_rate).toBe(25);
    for (const rate of [12, 6, 0, 25]) {
      const res = await editProduct(shop.seller, id, { vat_rate: rate });
      expect(res.status).toBe(200);
      expect(res.body.vat_rate).toBe(rate);
    }
    // A form sends it as text.
    expect((await editProduct(shop.seller, id, { vat_rate: '6' })).body.vat_rate).toBe(6);
    // Left out, the product keeps its rate.
    expect((await editProduct(shop.seller, id, {})).body.vat_rate).toBe(6);
    const listed = await app.http.get(`/api/products?seller=${shop.seller.id}`);
    expect(listed.body.products[0].vat_rate).toBe(6);
  });

  it('refuses any other rate with a 400 naming the field, and leaves the product as it was', async () => {
    const shop = await createShop(app, [{ name: 'Kopp', price: 100 }]);
    const id = shop.products[0]!._id;
    for (const rate of [24, 13, 100, -25, 6.5, '25%', 'moms', null, true]) {
      const res = await editProduct(shop.seller, id, { vat_rate: rate, price: 999 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'VAT rate must be 25, 12, 6 or 0 (per cent).',
        field: 'vat_rate',
      });
    }
    const product = (await app.http.get(`/api/products/${id}`)).body;
    expect(product).toMatchObject({ vat_rate: 25, price: 100 });
  });

  it('can be corrected by an admin', async () => {
    const shop = await createShop(app, [{ name: 'Bröd', price: 45 }]);
    const admin = await app.createUser({ admin: true });
    const res = await editProduct(admin, shop.products[0]!._id, { name: 'Bröd', price: 45, vat_rate: 6 });
    expect(res.status).toBe(200);
    expect(res.body.vat_rate).toBe(6);
  });
});

describe('an order’s VAT', () => {
  it('keeps each line’s rate, includes VAT per rate with shipping split by the goods’ prices, and leaves the totals alone', async () => {
    const shop = await createShop(app, [
      { name: 'Kanna', price: 199, shipping_price: 29, countInStock: 10 },
      { name: 'Kaffebönor', price: 89.9, shipping_price: 0, countInStock: 10 },
    ]);
    const [kanna, bonor] = shop.products;
    await editProduct(shop.seller, bonor!._id, { name: 'Kaffebönor', price: 89.9, vat_rate: 6 });
    const order = await place([
      { product: kanna!._id, qty: 2 },
      { product: bonor!._id, qty: 1 },
    ]);
    expect(order.orderItems.map((item: { vat_rate: number }) => item.vat_rate)).toEqual([25, 6]);
    // Goods 398 (25 %) and 89,90 (6 %); shipping 58 split 398:89,90 → 47,31 and 10,69.
    // 25 %: (398 + 47,31) × 25/125 = 89,062 → 89,06. 6 %: (89,90 + 10,69) × 6/106 = 5,6938 → 5,69.
    expect(order.vatLines).toEqual([
      { rate: 25, amount: 89.06 },
      { rate: 6, amount: 5.69 },
    ]);
    expect(order).toMatchObject({
      itemsPrice: 487.9,
      shippingPrice: 58,
      taxPrice: 0,
      totalPrice: 545.9,
      sellerVatRegistered: true,
    });
    // A later change of the product's rate does not change the order.
    await editProduct(shop.seller, bonor!._id, { name: 'Kaffebönor', price: 89.9, vat_rate: 12 });
    const again = await app.http.get(`/api/orders/${order._id}`, { token: buyer.token });
    expect(again.body.vatLines).toEqual(order.vatLines);
    expect(again.body.orderItems[1].vat_rate).toBe(6);
  });

  it('rounds once per rate, not per line', async () => {
    const shop = await createShop(app, [
      { name: 'Knapp', price: 0.99, countInStock: 10 },
      { name: 'Nål', price: 0.99, countInStock: 10 },
    ]);
    const order = await place([
      { product: shop.products[0]!._id, qty: 1 },
      { product: shop.products[1]!._id, qty: 2 },
    ]);
    // Per line: 0,198 → 0,20 and 0,396 → 0,40 would make 0,60; the receipt's 2,97 × 25/125 = 0,594 → 0,59.
    expect(order.vatLines).toEqual([{ rate: 25, amount: 0.59 }]);
  });

  it('gives all the shipping to the one rate of a single-rate order (varav moms 25 %: 88,80 kr)', async () => {
    const shop = await createShop(app, [{ name: 'Lampa', price: 395, shipping_price: 49, countInStock: 3 }]);
    const order = await place([{ product: shop.products[0]!._id, qty: 1 }]);
    expect(order.vatLines).toEqual([{ rate: 25, amount: 88.8 }]);
  });

  it('splits shipping to the öre, the rounding öre to the largest remainder', async () => {
    const shop = await createShop(app, [
      { name: 'A', price: 10, shipping_price: 0.01, countInStock: 5 },
      { name: 'B', price: 10, countInStock: 5 },
      { name: 'C', price: 10, countInStock: 5 },
    ]);
    const [a, b, c] = shop.products;
    await editProduct(shop.seller, b!._id, { name: 'B', price: 10, vat_rate: 12 });
    await editProduct(shop.seller, c!._id, { name: 'C', price: 10, vat_rate: 6 });
    const order = await place([
      { product: a!._id, qty: 1 },
      { product: b!._id, qty: 1 },
      { product: c!._id, qty: 1 },
    ]);
    // One öre of shipping in three equal parts goes whole to the first (highest) rate:
    // 25 %: 10,01 × 25/125 = 2,002 → 2,00; 12 %: 10 × 12/112 = 1,0714 → 1,07; 6 %: 10 × 6/106 = 0,566 → 0,57.
    expect(order.vatLines).toEqual([
      { rate: 25, amount: 2 },
      { rate: 12, amount: 1.07 },
      { rate: 6, amount: 0.57 },
    ]);
  });
});

describe('a shop that is not VAT-registered', () => {
  it('sells at 0 %: new products carry no VAT, another rate is refused, and its orders say so', async () => {
    const seller = await app.createUser({ seller: { plan: 2, name: 'Lilla Loppis', vatRegistered: false } });
    const product = await createProduct(app, seller, { name: 'Vas', price: 120, shipping_price: 30 });
    expect((product as unknown as { vat_rate: number }).vat_rate).toBe(0);
    const vas = { name: 'Vas', price: 120, shipping_price: 30 };
    const refused = await editProduct(seller, product._id, { ...vas, vat_rate: 25 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'vat_rate' });
    expect(refused.body.message).toContain('not VAT-registered');
    expect((await editProduct(seller, product._id, { ...vas, vat_rate: 0 })).status).toBe(200);

    const order = await place([{ product: product._id, qty: 1 }]);
    expect(order).toMatchObject({
      sellerVatRegistered: false,
      vatLines: [{ rate: 0, amount: 0 }],
      totalPrice: 150,
      orderItems: [{ vat_rate: 0 }],
    });
    const [receipt] = await mailFor(app, buyer.email, 1).then((mails) =>
      mails.filter((mail) => mail.subject.includes(orderReference(order._id))),
    );
    expect(receipt!.text_body).toContain('Säljaren är inte momsregistrerad.');
    expect(receipt!.text_body).not.toContain('varav moms');
    expect(receipt!.text_body).not.toContain('Momsregistreringsnummer');
  });

  it('is what a shop becomes in its settings: its products go to 0 %, and back to 25 % when it registers', async () => {
    const shop = await createShop(app, [{ name: 'Te', price: 50 }]);
    const id = shop.products[0]!._id;
    await editProduct(shop.seller, id, { name: 'Te', price: 50, vat_rate: 12 });
    const off = await app.http.put(
      '/api/users/profile',
      { seller_vat_registered: false },
      { token: shop.seller.token },
    );
    expect(off.status).toBe(200);
    expect(off.body.seller.vat_registered).toBe(false);
    expect((await app.http.get(`/api/products/${id}`)).body.vat_rate).toBe(0);
    const shopPage = await app.http.get(`/api/shops/${shop.seller.id}`);
    expect(shopPage.body.seller).toMatchObject({ vat_registered: false });

    await app.http.put('/api/users/profile', { seller_vat_registered: true }, { token: shop.seller.token });
    expect((await app.http.get(`/api/products/${id}`)).body.vat_rate).toBe(25);
  });
});

describe("a shop's VAT number", () => {
  const profile = (seller: TestUser, body: Record<string, unknown>) =>
    app.http.put('/api/users/profile', body, { token: seller.token });

  it('is SE + the organisation number + 01 unless the seller writes another, and follows a new organisation number', async () => {
    const seller = await app.createUser({ seller: { name: 'Numrerad' } });
    const cleared = await profile(seller, { seller_vat_number: '' });
    expect(cleared.body.seller.vat_number).toBe('SE556016068001');

    const moved = await profile(seller, { seller_organisation_number: '556677-1233' });
    expect(moved.body.seller.vat_number).toBe('SE556677123301');

    // Written with spaces and dashes, in lower case: stored in its plain form, and kept when the
    // organisation number changes again.
    const own = await profile(seller, { seller_vat_number: 'se 559123-4561 01' });
    expect(own.status).toBe(200);
    expect(own.body.seller.vat_number).toBe('SE559123456101');
    const kept = await profile(seller, { seller_organisation_number: '556016-0680' });
    expect(kept.body.seller.vat_number).toBe('SE559123456101');

    const page = await app.http.get(`/api/shops/${seller.id}`);
    expect(page.body.seller).toMatchObject({ vat_number: 'SE559123456101', vat_registered: true });
  });

  it('refuses a number that is not SE + 10 digits with a correct check digit + 01, and keeps the old one', async () => {
    const seller = await app.createUser({ seller: { name: 'Felnummer' } });
    for (const bad of [
      'SE55601606800',
      'SE556016068002',
      'SE556016068101',
      'DK55601606801',
      'SE5560160680011',
      42,
    ]) {
      const res = await profile(seller, { seller_vat_number: bad });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('seller_vat_number');
    }
    const me = await app.http.get(`/api/users/${seller.id}`, { token: seller.token });
    expect(me.body.seller.vat_number).toBe('SE556016068001');
  });
});

describe('the receipt in the order mail', () => {
  it('names the seller of record, the date, each line’s rate, the VAT per rate, the total, the payment method and the right of withdrawal', async () => {
    const shop = await createShop(
      app,
      [
        { name: 'Kanna', price: 199, shipping_price: 29, countInStock: 10 },
        { name: 'Kaffebönor', price: 89.9, countInStock: 10 },
      ],
      { name: 'Kaffeboden' },
    );
    await app.http.put(
      '/api/users/profile',
      { seller_legal_name: 'Bönor & Co AB' },
      { token: shop.seller.token },
    );
    await editProduct(shop.seller, shop.products[1]!._id, { name: 'Kaffebönor', price: 89.9, vat_rate: 6 });
    const order = await place([
      { product: shop.products[0]!._id, qty: 2 },
      { product: shop.products[1]!._id, qty: 1 },
    ]);
    const mails = await mailFor(app, buyer.email, 1);
    const receipt = mails.find(
      (mail) => mail.subject === `Orderbekräftelse ${orderReference(order._id)} från Kaffeboden`,
    );
    const text = nbsp(receipt!.text_body);
    const today = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'long',
    }).format(new Date(order.createdAt));
    expect(text).toContain(`Kvitto för order ${orderReference(order._id)}\nDatum: ${today}`);
    expect(text).toContain(
      'Säljare: Bönor & Co AB\nStorgatan 1, 111 22 Stockholm\nOrganisationsnummer: 556016-0680\nMomsregistreringsnummer: SE556016068001',
    );
    expect(text).toContain('2 × Kanna (moms 25 %)  398,00 kr');
    expect(text).toContain('1 × Kaffebönor (moms 6 %)  89,90 kr');
    expect(text).toContain('Frakt  58,00 kr');
    expect(text).toContain('Totalt  545,90 kr');
    expect(text).toContain('varav moms 25 %  89,06 kr\nvarav moms 6 %  5,69 kr');
    expect(text).toContain('Betalsätt: Swish');
    expect(text).toContain('Ångerrätt: du har rätt att ångra köpet inom 14 dagar');
    expect(text).toContain('Köpvillkor: https://torget.example/terms');
    expect(nbsp(receipt!.html_body)).toContain('Bönor &amp; Co AB');
  });
});
