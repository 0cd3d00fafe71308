import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { address, orderBody } from '../../orders/__tests__/fixtures';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import { markPaid, place, todayInStockholm } from './fixtures';

const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let thirdSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let today: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  today = todayInStockholm();
  const shop = { hasPaypal: true, hasSwish: true, plan: 2 };
  seller = await app.createUser({ seller: { ...shop, name: 'Kannboden' } });
  otherSeller = await app.createUser({ seller: { ...shop, name: 'Vasboden' } });
  buyer = await app.createUser();
  admin = await app.createUser({ admin: true });
  const kanna = (await createProduct(app, seller, { name: 'Kanna', price: 200, shipping_price: 20 }))._id;
  const skal = (await createProduct(app, seller, { name: 'Skål; "stor"', price: 1234.5, vat_rate: 12 }))._id;
  const vas = (await createProduct(app, otherSeller, { name: 'Vas', price: 300 }))._id;

  // A buyer's name a spreadsheet would take for a formula; paid at 00:30 Stockholm, 23:30 UTC the day before.
  const first = await app.http.post(
    '/api/orders',
    {
      ...orderBody([
        { product: kanna, qty: 2 },
        { product: skal, qty: 1 },
      ]),
      shippingAddress: { ...address, fullName: '=Olle Olsson' },
    },
    { token: buyer.token },
  );
  expect(first.status, first.text).toBe(201);
  ids.o1 = first.body._id;
  await markPaid(app, seller, first.body._id, '2026-11-09T23:30:00Z');
  // Paid through the provider now, 100 kr refunded.
  ids.o2 = await place(app, buyer, [{ product: kanna, qty: 1 }], 'PayPal');
  const paymentId = ledger.pay({ _id: ids.o2, totalPrice: 220 });
  expect(
    (await app.http.put(`/api/orders/${ids.o2}/pay`, { paymentId }, { token: buyer.token })).status,
  ).toBe(200);
  const refund = await app.http.post(
    `/api/orders/${ids.o2}/refund`,
    { amount: 100 },
    { token: seller.token },
  );
  expect(refund.status, refund.text).toBe(200);
  // Unpaid: not in the export. Another shop's: only in the admin's export of every shop.
  await place(app, buyer, [{ product: kanna, qty: 1 }]);
  ids.o3 = await place(app, buyer, [{ product: vas, qty: 1 }]);
  await markPaid(app, otherSeller, ids.o3, '2026-11-11T09:00:00Z');
  // A shop with a delivery option and a 20 % code, its order on two VAT rates.
  thirdSeller = await app.createUser({ seller: { ...shop, name: 'Rabattboden' } });
  const lampa = (await createProduct(app, thirdSeller, { name: 'Lampa', price: 500 }))._id;
  const bok = (await createProduct(app, thirdSeller, { name: 'Bok', price: 300, vat_rate: 12 }))._id;
  const option = await app.http.post(
    '/api/shops/me/delivery-options',
    { name: { sv: 'Hemleverans', en: 'Home delivery' }, kind: 'home', price: '49' },
    { token: thirdSeller.token },
  );
  expect(option.status, option.text).toBe(201);
  const code = await app.http.post(
    '/api/shops/me/discount-codes',
    { code: 'VINTER', kind: 'percent', value: 20 },
    { token: thirdSeller.token },
  );
  expect(code.status, code.text).toBe(201);
  const fourth = await app.http.post(
    '/api/orders',
    {
      ...orderBody([
        { product: lampa, qty: 1 },
        { product: bok, qty: 1 },
      ]),
      discountCode: 'vinter',
      deliveryOptionId: option.body._id,
    },
    { token: buyer.token },
  );
  expect(fourth.status, fourth.text).toBe(201);
  ids.o4 = fourth.body._id;
  await markPaid(app, thirdSeller, fourth.body._id, '2026-11-12T09:00:00Z');
});
afterAll(() => app.close());

/** The raw bytes of an export (the test client decodes text; a BOM must be checked as bytes). */
async function download(query: string, token: string, language = 'en') {
  const res = await fetch(`${app.http.baseUrl}/api/overview/orders.csv?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const header =
  'Order date;Order;Shop;Buyer;Product;Quantity;Unit price;Line total;Discount;Discount code;VAT rate (%);VAT;Shipping;Payment method;Paid date;Refunded (order);Refund date';
const svenskRubrik =
  'Beställningsdatum;Beställning;Butik;Köpare;Produkt;Antal;Styckpris;Radsumma;Rabatt;Rabattkod;Momssats (%);Moms;Frakt;Betalsätt;Betaldatum;Återbetalt (beställning);Återbetalningsdatum';

describe('GET /api/overview/orders.csv', () => {
  it("answers the shop's order lines as CSV for Swedish Excel, byte for byte", async () => {
    const res = await download(`from=2026-11-01&to=${today}`, seller.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="kannboden-orders-2026-11-01-${today}.csv"`,
    );
    // VAT per line adds up to the receipt's VAT per rate: the order's 40 kr shipping carries the VAT of
    // the goods it ships, split by their prices (400 : 1234.50 → 9.79 kr at 25 %, 30.21 kr at 12 %), so
    // 25 % of 409.79 is 81.96 kr and 12 % of 1264.71 is 135.50 kr.
    const expected = [
      header,
      `${today};${ids.o1};Kannboden;'=Olle Olsson;Kanna;2;200,00;400,00;0,00;;25;81,96;40,00;Swish;2026-11-10;;`,
      `${today};${ids.o1};Kannboden;'=Olle Olsson;"Skål; ""stor""";1;1234,50;1234,50;0,00;;12;135,50;0,00;Swish;2026-11-10;;`,
      `${today};${ids.o2};Kannboden;Karin Kund;Kanna;1;200,00;200,00;0,00;;25;44,00;20,00;PayPal;${today};100,00;${today}`,
    ];
    expect(res.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.bytes.equals(Buffer.from(`\uFEFF${expected.map((line) => `${line}\r\n`).join('')}`))).toBe(
      true,
    );
  });

  it("writes the header in the reader's language", async () => {
    const res = await download(`from=2026-11-01&to=${today}`, seller.token, 'sv-SE,sv;q=0.9');
    const [first] = res.bytes.toString('utf8').split('\r\n');
    expect(first).toBe(`\uFEFF${svenskRubrik}`);
  });

  it("matches the order's receipt: its lines' VAT adds up to the order's VAT per rate", async () => {
    const order = await app.http.get(`/api/orders/${ids.o1}`, { token: seller.token });
    expect(order.body.vatLines).toEqual([
      { rate: 25, amount: 81.96 },
      { rate: 12, amount: 135.5 },
    ]);
  });

  it('takes the period in Stockholm days', async () => {
    const res = await download('from=2026-11-10&to=2026-11-10', seller.token);
    const lines = res.bytes.toString('utf8').split('\r\n');
    expect(lines.filter((line) => line.includes(ids.o1!))).toHaveLength(2);
    expect((await download('from=2026-11-09&to=2026-11-09', seller.token)).bytes.toString('utf8')).toBe(
      `\uFEFF${header}\r\n`,
    );
  });

  it("gives admins one shop's or every shop's lines; a seller never another shop's", async () => {
    const all = (await download(`from=2026-11-01&to=${today}`, admin.token)).bytes.toString('utf8');
    expect(all.split('\r\n').filter(Boolean)).toHaveLength(7);
    expect(all).toContain(`;${ids.o3};Vasboden;`);
    const one = await download(`from=2026-11-01&to=${today}&seller=${otherSeller.id}`, admin.token);
    expect(one.bytes.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(2);
    const other = await app.http.get(
      `/api/overview/orders.csv?from=2026-11-01&to=${today}&seller=${otherSeller.id}`,
      {
        token: seller.token,
      },
    );
    expect(other.status).toBe(403);
    expect((await download(`from=2026-11-01&to=${today}`, buyer.token)).status).toBe(403);
  });

  it("shows a discount code's share of each line, and the VAT on what was paid, as the receipt has it", async () => {
    const res = await download(`from=2026-11-01&to=${today}&seller=${thirdSeller.id}`, admin.token, 'sv');
    // 20 % off 800 kr: 100 kr off the 500 kr line at 25 %, 60 kr off the 300 kr line at 12 %; the
    // 49 kr delivery option on the first line (the products have no shipping price of their own).
    // VAT: 25 % of (400 + 30,63) = 86,13 kr; 12 % of (240 + 18,37) = 27,68 kr.
    expect(res.bytes.toString('utf8').split('\r\n').slice(1)).toEqual([
      `${today};${ids.o4};Rabattboden;Karin Kund;Lampa;1;500,00;500,00;100,00;VINTER;25;86,13;49,00;Swish;2026-11-12;;`,
      `${today};${ids.o4};Rabattboden;Karin Kund;Bok;1;300,00;300,00;60,00;VINTER;12;27,68;0,00;Swish;2026-11-12;;`,
      '',
    ]);
    const order = await app.http.get(`/api/orders/${ids.o4}`, { token: buyer.token });
    expect(order.body.vatLines).toEqual([
      { rate: 25, amount: 86.13 },
      { rate: 12, amount: 27.68 },
    ]);
    expect(order.body).toMatchObject({ itemsPrice: 640, shippingPrice: 49, totalPrice: 689 });
  });

  it('refuses a period backwards or longer than 400 days with a clear 400', async () => {
    const backwards = await app.http.get('/api/overview/orders.csv?from=2026-11-02&to=2026-11-01', {
      token: seller.token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: 'from must not be after to', field: 'to' });
    const long = await app.http.get('/api/overview/orders.csv?from=2024-01-01&to=2026-11-01', {
      token: seller.token,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Please choose a period of at most 400 days.');
    const missing = await app.http.get('/api/overview/orders.csv?to=2026-11-01', { token: seller.token });
    expect(missing.status).toBe(400);
  });
});
