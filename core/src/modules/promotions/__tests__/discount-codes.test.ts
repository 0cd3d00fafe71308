import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import {
  createTestApp,
  lockingSession,
  waitForLockWaiters,
  type TestApp,
  type TestUser,
} from '../../../testing';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import { orderBody } from '../../orders/__tests__/fixtures';
import { mailFor } from '../../mail/__tests__/outbox';
import { orderReference } from '../../orders/order-reference';

// Discount codes through HTTP: the shop's codes, the buyer's code at checkout (preview and order), every
// refusal, the uses counted under concurrency, VAT after a discount, refunds and deleted orders.
const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  seller = await app.createUser({ seller: { plan: 2, hasPaypal: true, hasSwish: true, name: 'Höstboden' } });
  buyer = await app.createUser({ name: 'Karin Kund' });
});
afterAll(() => app.close());

const day = 24 * 60 * 60 * 1000;
const codesPath = '/api/shops/me/discount-codes';
const makeCode = (body: Record<string, unknown>, as = seller) =>
  app.http.post(codesPath, { kind: 'percent', value: 10, ...body }, { token: as.token });
const listCodes = async (as = seller) => (await app.http.get(codesPath, { token: as.token })).body as any[];
const codeNamed = async (code: string) => (await listCodes()).find((row) => row.code === code);

const product = async (input: { name: string; price: number; vat_rate?: number; shipping_price?: number }) =>
  (await createProduct(app, seller, { countInStock: 100, ...input }))._id;

const stockOf = async (id: string) => (await app.http.get(`/api/products/${id}`)).body.countInStock as number;

const order = (items: { product: string; qty: number }[], code?: string, as = buyer, language = 'sv') =>
  app.http.post(
    '/api/orders',
    { ...orderBody(items, 'PayPal'), discountCode: code },
    { token: as.token, headers: { 'accept-language': language } },
  );

describe("a shop's discount codes", () => {
  it('are made, listed with their uses, paused and deleted by the shop only', async () => {
    const made = await makeCode({ code: 'Hostrea', value: 20, minOrder: '300', maxUses: 50 });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      code: 'Hostrea',
      kind: 'percent',
      value: 20,
      minOrder: 300,
      maxUses: 50,
      oncePerCustomer: false,
      paused: false,
      uses: 0,
      given: 0,
    });
    // Case-insensitive and unique per shop; another shop may have the same code.
    const again = await makeCode({ code: 'HOSTREA' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DISCOUNT_CODE_TAKEN');
    const otherShop = await app.createUser({ seller: { plan: 2, hasPaypal: true, name: 'Andra' } });
    expect((await makeCode({ code: 'hostrea' }, otherShop)).status).toBe(201);
    expect((await listCodes(otherShop)).map((row) => row.code)).toEqual(['hostrea']);

    const paused = await app.http.patch(
      `${codesPath}/${made.body._id}`,
      { paused: true },
      { token: seller.token },
    );
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    // Another shop cannot see, pause or delete it.
    expect(
      (await app.http.patch(`${codesPath}/${made.body._id}`, { paused: false }, { token: otherShop.token }))
        .status,
    ).toBe(404);
    expect((await app.http.delete(`${codesPath}/${made.body._id}`, { token: otherShop.token })).status).toBe(
      404,
    );
    expect((await app.http.get(codesPath, { token: buyer.token })).status).toBe(403);
    expect((await app.http.delete(`${codesPath}/${made.body._id}`, { token: seller.token })).status).toBe(
      200,
    );
    expect(await codeNamed('Hostrea')).toBeUndefined();
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const before = (await listCodes()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'MINUS', value: -5 }, 'value', 'Värde kan inte vara negativt'],
      [{ code: 'MASSOR', value: 150 }, 'value', 'Procenten måste vara ett heltal från 1 till 100.'],
      [{ code: 'NOLL', value: 0 }, 'value', 'Procenten måste vara ett heltal från 1 till 100.'],
      [{ code: 'DYR', kind: 'amount', value: 10_000_001 }, 'value', 'Värde: beloppet är för högt'],
      [{ code: 'INGET', kind: 'amount', value: 0 }, 'value', 'Värdet måste vara större än 0'],
      [
        { code: 'BAKLANGES', startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        'endsAt',
        'Slutet måste vara efter starten.',
      ],
      [{ code: 'HÖST REA' }, 'code', 'En kod får inte innehålla mellanslag.'],
      [{ code: 'X'.repeat(33) }, 'code', 'En kod får vara högst 32 tecken.'],
      [{ code: 'OKAND', kind: 'gratis' }, 'kind', 'Typen måste vara percent, amount eller free_shipping.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await app.http.post(
        codesPath,
        { kind: 'percent', value: 10, ...body },
        { token: seller.token, headers: { 'accept-language': 'sv' } },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ field, message });
    }
    // 32 characters is fine.
    expect((await makeCode({ code: 'Y'.repeat(32) })).status).toBe(201);
    expect((await listCodes()).length).toBe(before + 1);
  });
});

describe('a code at checkout', () => {
  it('prices the order on the server: VAT per rate on the discounted lines, rounded once per rate', async () => {
    const kopp = await product({ name: 'Kopp', price: 99.9 });
    const fat = await product({ name: 'Fat', price: 49.9 });
    const bok = await product({ name: 'Kokbok', price: 79, vat_rate: 12 });
    await makeCode({ code: 'VAT15', value: 15 });
    const items = [
      { product: kopp, qty: 1 },
      { product: fat, qty: 1 },
      { product: bok, qty: 1 },
    ];
    // Goods 228,80 kr; 15 % is 34,32 kr, shared 14,99 / 7,48 / 11,85 by the lines' prices (largest remainder).
    // 25 %: 84,91 + 42,42 = 127,33 kr gross → 25,47 kr VAT; 12 %: 67,15 kr → 7,19 kr.
    const expected = {
      itemsPrice: 194.48,
      shippingPrice: 0,
      totalPrice: 194.48,
      discount: { code: 'VAT15', amount: 34.32 },
      vatLines: [
        { rate: 25, amount: 25.47 },
        { rate: 12, amount: 7.19 },
      ],
    };
    const preview = await app.http.post(
      '/api/orders/price',
      { orderItems: items, discountCode: 'vat15' },
      {
        token: buyer.token,
      },
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject(expected);
    const placed = await order(items, 'vat15');
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject(expected);
    // Without a code the same cart has no discount.
    const plain = await app.http.post('/api/orders/price', { orderItems: items }, { token: buyer.token });
    expect(plain.body).toMatchObject({ itemsPrice: 228.8, discount: null });
    expect(await codeNamed('VAT15')).toMatchObject({ uses: 1, given: 34.32 });
    // The receipt mail: the lines before the code, the code's row, the total after it.
    const mails = await mailFor(app, buyer.email, 1);
    const receipt = mails.find((mail) => mail.subject.includes(orderReference(placed.body._id)));
    const text = receipt!.text_body.replace(/\u00a0/g, ' ');
    expect(text).toContain('Rabattkod VAT15');
    expect(text).toContain('−34,32 kr');
    expect(text).toContain('194,48 kr');
  });

  it('refuses every code that does not apply with a 400 in the buyer’s language, and places nothing', async () => {
    const lampa = await product({ name: 'Lampa', price: 250, shipping_price: 49 });
    const now = Date.now();
    await makeCode({ code: 'PAUS' }).then((res) =>
      app.http.patch(`${codesPath}/${res.body._id}`, { paused: true }, { token: seller.token }),
    );
    await makeCode({
      code: 'GAMMAL',
      startsAt: new Date(now - 10 * day).toISOString(),
      endsAt: new Date(now - day).toISOString(),
    });
    await makeCode({ code: 'SNART', startsAt: '2099-12-01T09:00:00Z' });
    await makeCode({ code: 'MIN300', minOrder: 300 });
    await makeCode({ code: 'EN', maxUses: 1 });
    await makeCode({ code: 'PERKUND', oncePerCustomer: true });
    const other = await app.createUser();
    expect((await order([{ product: lampa, qty: 1 }], 'EN', other)).status).toBe(201);
    expect((await order([{ product: lampa, qty: 1 }], 'perkund')).status).toBe(201);
    const stock = await stockOf(lampa);
    const ordersBefore = (await app.http.get('/api/orders/mine', { token: buyer.token })).body.length;

    const refusals: [string, string, string, string][] = [
      [
        'NOPE',
        'DISCOUNT_CODE_UNKNOWN',
        'Rabattkoden NOPE finns inte i den här butiken.',
        'There is no discount code NOPE in this shop.',
      ],
      [
        'paus',
        'DISCOUNT_CODE_PAUSED',
        'Rabattkoden går inte att använda just nu.',
        'This discount code cannot be used right now.',
      ],
      ['Gammal', 'DISCOUNT_CODE_EXPIRED', 'Koden har gått ut.', 'The code has expired.'],
      [
        'SNART',
        'DISCOUNT_CODE_NOT_YET_VALID',
        'Koden gäller från 1 december 2099 kl. 10:00.',
        'The code is valid from 1 December 2099 at 10:00.',
      ],
      [
        'MIN300',
        'DISCOUNT_CODE_MIN_ORDER',
        'Koden gäller från 300,00 kr.',
        'The code applies from 300,00 kr.',
      ],
      [
        'en',
        'DISCOUNT_CODE_USED_UP',
        'Koden har redan använts så många gånger som den får.',
        'The code has been used as many times as it may be.',
      ],
      [
        'PERKUND',
        'DISCOUNT_CODE_ALREADY_USED',
        'Du har redan använt den här koden.',
        'You have already used this code.',
      ],
    ];
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    for (const [code, errorCode, sv, en] of refusals) {
      for (const [language, message] of [
        ['sv', sv],
        ['en', en],
      ] as const) {
        const placed = await order([{ product: lampa, qty: 1 }], code, buyer, language);
        expect(placed.status, code).toBe(400);
        expect({ ...placed.body, message: plain(placed.body.message) }).toMatchObject({
          code: errorCode,
          message,
        });
        const preview = await app.http.post(
          '/api/orders/price',
          { orderItems: [{ product: lampa, qty: 1 }], discountCode: code },
          { token: buyer.token, headers: { 'accept-language': language } },
        );
        expect(preview.status, code).toBe(400);
        expect(plain(preview.body.message)).toBe(message);
      }
    }
    expect(await stockOf(lampa)).toBe(stock);
    expect((await app.http.get('/api/orders/mine', { token: buyer.token })).body.length).toBe(ordersBefore);
    // Reaching the minimum, the same code applies.
    const two = await order([{ product: lampa, qty: 2 }], 'MIN300');
    expect(two.status).toBe(201);
    expect(two.body.discount).toEqual({ code: 'MIN300', amount: 50 });
  }, 60_000);

  it('is used exactly maxUses times however many orders use it at once', async () => {
    await makeCode({ code: 'TIO', value: 5, maxUses: 10 });
    // One product per buyer, so nothing but the code's own guard orders the twenty orders.
    const products: string[] = [];
    for (let index = 0; index < 20; index += 1)
      products.push(await product({ name: `Ljus ${index}`, price: 100 }));
    const buyers = await Promise.all(products.map(() => app.createUser()));
    // One order first, so what the first order of a process starts (the mail queue) is not started by twenty.
    expect((await order([{ product: products[0]!, qty: 1 }])).status).toBe(201);
    // Hold back every order's use at its insert: an order that counted the uses then waits there with
    // its count. Without the code's row lock all twenty would count 0 uses, wait, and then all insert;
    // with it the others wait at the code until the first order's use is in, and count it.
    const holder = await lockingSession(app);
    await holder.query('lock table discount_code_uses in share mode');
    const answers = buyers.map((who, index) => order([{ product: products[index]!, qty: 1 }], 'TIO', who));
    try {
      await waitForLockWaiters(app, 6, 60_000);
    } finally {
      await holder.query('commit');
      await holder.end();
    }
    const settled = await Promise.all(answers);
    expect(settled.filter((res) => res.status === 201)).toHaveLength(10);
    expect(settled.filter((res) => res.status === 400).map((res) => res.body.code)).toEqual(
      Array(10).fill('DISCOUNT_CODE_USED_UP'),
    );
    expect(await codeNamed('TIO')).toMatchObject({ uses: 10, given: 50 });
  }, 180_000);

  it('gives its use back when the order is deleted or refunded in full; a refund is never more than was paid', async () => {
    const vas = await product({ name: 'Vas', price: 400, shipping_price: 50 });
    await makeCode({ code: 'TVA', kind: 'amount', value: 100, maxUses: 1 });
    const first = await order([{ product: vas, qty: 1 }], 'TVA');
    expect(first.body).toMatchObject({ itemsPrice: 300, shippingPrice: 50, totalPrice: 350 });
    expect((await order([{ product: vas, qty: 1 }], 'TVA')).status).toBe(400);
    expect((await app.http.delete(`/api/orders/${first.body._id}`, { token: buyer.token })).status).toBe(200);
    expect(await codeNamed('TVA')).toMatchObject({ uses: 0, given: 0 });

    const second = await order([{ product: vas, qty: 1 }], 'TVA');
    expect(second.status).toBe(201);
    const id = second.body._id as string;
    const paymentId = ledger.pay(second.body);
    expect((await app.http.put(`/api/orders/${id}/pay`, { paymentId }, { token: buyer.token })).status).toBe(
      200,
    );
    const tooMuch = await app.http.post(`/api/orders/${id}/refund`, { amount: 450 }, { token: seller.token });
    expect(tooMuch.status).toBe(409);
    const half = await app.http.post(`/api/orders/${id}/refund`, { amount: 150 }, { token: seller.token });
    expect(half.status, half.text).toBe(200);
    expect(await codeNamed('TVA')).toMatchObject({ uses: 1, given: 100 });
    const rest = await app.http.post(`/api/orders/${id}/refund`, {}, { token: seller.token });
    expect(rest.body.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([150, 200]);
    expect(await codeNamed('TVA')).toMatchObject({ uses: 0, given: 0 });
    expect((await order([{ product: vas, qty: 1 }], 'TVA')).status).toBe(201);
  }, 60_000);
});

describe('a withdrawal from a discounted order', () => {
  it('is worth what was paid for its units: the line’s share of the code deducted, in the answer and in SQL', async () => {
    const stol = await product({ name: 'Stol', price: 400, shipping_price: 50 });
    await makeCode({ code: 'STOL100', kind: 'amount', value: 100 });
    const placed = await order([{ product: stol, qty: 2 }], 'STOL100');
    expect(placed.body).toMatchObject({ itemsPrice: 700, shippingPrice: 100, totalPrice: 800 });
    const id = placed.body._id as string;
    const paymentId = ledger.pay(placed.body);
    expect((await app.http.put(`/api/orders/${id}/pay`, { paymentId }, { token: buyer.token })).status).toBe(
      200,
    );
    const withdrawn = await app.http.post(
      `/api/orders/${id}/withdrawal`,
      { items: [{ _id: placed.body.orderItems[0]._id, qty: 1 }] },
      { token: buyer.token },
    );
    expect(withdrawn.status, withdrawn.text).toBe(201);
    // One of two: 400 + 50 less half of the 100 kr the code took off the line.
    expect(withdrawn.body.withdrawal.made[0].amount).toBe(400);
    expect(withdrawn.body.withdrawal.toRefund).toBe(400);
    const [balance] = await app.orm.em
      .fork()
      .execute<{ owed_ore: string }[]>('select owed_ore from order_withdrawal_balances where order_id = ?', [
        id,
      ]);
    expect(Number(balance!.owed_ore)).toBe(40_000);
    // The other unit too: both together give back exactly what was paid for the line.
    const rest = await app.http.post(
      `/api/orders/${id}/withdrawal`,
      { items: [{ _id: placed.body.orderItems[0]._id, qty: 1 }] },
      { token: buyer.token },
    );
    expect(rest.body.withdrawal.toRefund).toBe(800);
  }, 60_000);
});

describe('free shipping over an amount', () => {
  it('ships free when the goods after the code reach the shop’s limit, and a free-shipping code waives it', async () => {
    const shop = await app.createUser({
      seller: { plan: 2, hasPaypal: true, hasSwish: false, name: 'Fraktfria' },
    });
    const set = await app.http.put(
      '/api/users/profile',
      // This app's PayPal is the test ledger, which the shop settings form does not offer.
      { seller_free_shipping_over: '500', seller_has_paypal: false },
      { token: shop.token },
    );
    expect(set.status, set.text).toBe(200);
    await app.orm.em.fork().execute('update users set seller_has_paypal = true where id = ?', [shop.id]);
    expect(set.body.seller.free_shipping_over).toBe(500);
    expect((await app.http.get(`/api/shops/${shop.id}`)).body.seller.free_shipping_over).toBe(500);
    const duk = (
      await createProduct(app, shop, { name: 'Duk', price: 190, shipping_price: 39, countInStock: 50 })
    )._id;
    const price = (qty: number, discountCode?: string) =>
      app.http.post(
        '/api/orders/price',
        { orderItems: [{ product: duk, qty }], discountCode },
        { token: buyer.token },
      );
    expect((await price(2)).body).toMatchObject({
      itemsPrice: 380,
      shippingPrice: 78,
      freeShippingOver: 500,
      freeShippingLeft: 120,
    });
    expect((await price(3)).body).toMatchObject({ itemsPrice: 570, shippingPrice: 0, freeShippingLeft: 0 });
    const placed = await order([{ product: duk, qty: 3 }]);
    expect(placed.body).toMatchObject({ itemsPrice: 570, shippingPrice: 0, totalPrice: 570, discount: null });
    expect(placed.body.orderItems[0].shipping_price).toBe(0);
    // 20 % off 570 is 456: under the limit again, so shipping is charged.
    await makeCode({ code: 'TJUGO', value: 20 }, shop);
    expect((await price(3, 'TJUGO')).body).toMatchObject({ itemsPrice: 456, shippingPrice: 117 });
    await makeCode({ code: 'FRAKT', kind: 'free_shipping' }, shop);
    expect((await price(1, 'frakt')).body).toMatchObject({
      itemsPrice: 190,
      shippingPrice: 0,
      discount: { code: 'FRAKT', amount: 39 },
    });
    // A bad limit is refused.
    const bad = await app.http.put(
      '/api/users/profile',
      { seller_free_shipping_over: -1, seller_has_paypal: false },
      { token: shop.token },
    );
    expect(bad.status).toBe(400);
  }, 60_000);
});

describe('a free-shipping code with a delivery option', () => {
  it('takes off the chosen option’s price for the cart (per item), not the standard shipping', async () => {
    const shop = await app.createUser({ seller: { plan: 2, hasPaypal: true, name: 'Ombudsboden' } });
    const lampa = (
      await createProduct(app, shop, { name: 'Lampa', price: 150, shipping_price: 29, countInStock: 20 })
    )._id;
    const option = await app.http.post(
      '/api/shops/me/delivery-options',
      { name: { sv: 'Hemleverans', en: 'Home delivery' }, kind: 'home', price: '59', pricing: 'per_item' },
      { token: shop.token },
    );
    expect(option.status, option.text).toBe(201);
    await makeCode({ code: 'GRATISFRAKT', kind: 'free_shipping' }, shop);
    const body = { orderItems: [{ product: lampa, qty: 2 }], discountCode: 'gratisfrakt' };
    // The preview with the chosen option answers what placing records: 2 × 59 kr off, nothing to pay.
    const preview = await app.http.post(
      '/api/orders/price',
      { ...body, deliveryOptionId: option.body._id },
      { token: buyer.token },
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      itemsPrice: 300,
      shippingPrice: 0,
      totalPrice: 300,
      discount: { code: 'GRATISFRAKT', amount: 118 },
    });
    const placed = await app.http.post(
      '/api/orders',
      { ...orderBody([{ product: lampa, qty: 2 }], 'PayPal'), ...body, deliveryOptionId: option.body._id },
      { token: buyer.token },
    );
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({
      itemsPrice: 300,
      shippingPrice: 0,
      totalPrice: 300,
      discount: { code: 'GRATISFRAKT', amount: 118 },
    });
    const listed = (await listCodes(shop)).find((row) => row.code === 'GRATISFRAKT');
    expect(listed).toMatchObject({ uses: 1, given: 118 });
    // An option of another shop is refused in the preview as in placing.
    const foreign = await app.http.post(
      '/api/orders/price',
      {
        orderItems: [{ product: await product({ name: 'Annat', price: 10 }), qty: 1 }],
        deliveryOptionId: option.body._id,
      },
      { token: buyer.token },
    );
    expect(foreign.status).toBe(400);
  }, 60_000);
});
