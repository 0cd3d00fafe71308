import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { outbox } from '../../mail/__tests__/outbox';
import { createShop, orderBody, type Shop } from '../../orders/__tests__/fixtures';

/** The OECD DPI XML schema v1.0 (shared/ beside the repository, as the issue gives it). */
const SCHEMA = path.resolve(import.meta.dirname, '../../../../../../shared/schemas/dpi/DPIXML_v1.0.xsd');

let app: TestApp;
let admin: TestUser;
let buyer: TestUser;
const shops: Record<string, Shop> = {};

const sql = <T extends object>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);

/** `count` orders of one 100 kr item from `shop`, paid at `paidAt` (UTC). */
async function paidOrders(shop: Shop, count: number, paidAt: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 1 }]),
      {
        token: buyer.token,
      },
    );
    expect(placed.status, placed.text).toBe(201);
    ids.push(placed.body._id);
  }
  await sql(`update orders set is_paid = true, paid_at = ? where id in (${ids.map(() => '?').join(', ')})`, [
    paidAt,
    ...ids,
  ]);
  return ids;
}

const details = (name: string, tin = '556016-0680') => ({
  kind: 'entity',
  name,
  tin,
  vatNumber: 'SE556016068001',
  address: { street: 'Hamngatan 2', postalCode: '411 38', city: 'Göteborg', country: 'SE' },
  account: { kind: 'iban', number: 'SE4550000000058398257466', holder: name },
});

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.createUser({ admin: true });
  buyer = await app.createUser();
  for (const [key, price] of [
    ['thirty', 100],
    ['twentyNine', 100],
    ['above', 23_001],
    ['at', 23_000],
  ] as const)
    shops[key] = await createShop(
      app,
      [{ name: `Vara ${key}`, price, shipping_price: 0, countInStock: 100 }],
      {
        name: `Butik ${key}`,
      },
    );

  // 30 sales: 12 in Q1 (one paid 00:30 on New Year's Day in Stockholm, still 2024 in UTC), 10 in Q2, 8 in Q4,
  // and one paid 00:30 on 1 January 2026 in Stockholm (not in 2025). One Q2 order refunded 40 kr of 100.
  await paidOrders(shops.thirty!, 1, '2024-12-31T23:30:00Z');
  await paidOrders(shops.thirty!, 11, '2025-02-10T12:00:00Z');
  const q2 = await paidOrders(shops.thirty!, 10, '2025-05-10T12:00:00Z');
  await paidOrders(shops.thirty!, 8, '2025-11-10T12:00:00Z');
  await paidOrders(shops.thirty!, 1, '2025-12-31T23:30:00Z');
  await sql(
    `insert into order_refunds (order_id, amount_ore, status, provider) values (?, 4000, 'completed', 'test'),
       (?, 9000, 'failed', 'test')`,
    [q2[0], q2[1]],
  );
  await paidOrders(shops.twentyNine!, 29, '2025-08-10T12:00:00Z');
  await paidOrders(shops.above!, 1, '2025-03-31T21:59:00Z'); // 23:59 on 31 March in Stockholm: Q1
  await paidOrders(shops.at!, 1, '2025-09-30T22:30:00Z'); // 00:30 on 1 October in Stockholm: Q4
});
afterAll(() => app.close());

const report = (query: string, language = 'en') =>
  app.http.get(`/api/admin/dac7?${query}`, { token: admin.token, headers: { 'accept-language': language } });

describe('GET /api/admin/dac7', () => {
  it('counts sales and consideration per quarter by the date paid, refunds deducted, and excludes below the line', async () => {
    const res = await report('year=2025&eurRate=11.5');
    expect(res.status, res.text).toBe(200);
    const byShop = Object.fromEntries(
      res.body.sellers.map((s: { shopName: string }) => [s.shopName, s]),
    ) as Record<
      string,
      {
        quarters: { sales: number; consideration: number; fees: number; taxes: number }[];
        sales: number;
        consideration: number;
        reportable: boolean;
        hasTaxDetails: boolean;
      }
    >;
    expect(Object.keys(byShop).sort()).toEqual([
      'Butik above',
      'Butik at',
      'Butik thirty',
      'Butik twentyNine',
    ]);

    const thirty = byShop['Butik thirty']!;
    expect(thirty.quarters.map((q) => q.sales)).toEqual([12, 10, 0, 8]);
    expect(thirty.quarters.map((q) => q.consideration)).toEqual([1200, 960, 0, 800]);
    // Plan 2 (299 kr a year) spread over the four quarters it was open.
    expect(thirty.quarters.map((q) => q.fees)).toEqual([74.75, 74.75, 74.75, 74.75]);
    expect(thirty.quarters.map((q) => q.taxes)).toEqual([0, 0, 0, 0]);
    expect(thirty).toMatchObject({ sales: 30, consideration: 2960, reportable: true, hasTaxDetails: false });

    expect(byShop['Butik twentyNine']).toMatchObject({ sales: 29, consideration: 2900, reportable: false });
    // 23 001 kr at 11.5 kr per euro is just above 2 000 euro; 23 000 kr is exactly 2 000: excluded.
    expect(byShop['Butik above']).toMatchObject({ sales: 1, consideration: 23001, reportable: true });
    expect(byShop['Butik above']!.quarters.map((q) => q.sales)).toEqual([1, 0, 0, 0]);
    expect(byShop['Butik at']).toMatchObject({ sales: 1, consideration: 23000, reportable: false });
    expect(byShop['Butik at']!.quarters.map((q) => q.sales)).toEqual([0, 0, 0, 1]);
  });

  it('refuses a year not begun and a missing rate with a clear 400, and is for admins', async () => {
    const future = await report('year=2999&eurRate=11.5', 'sv');
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Rapporten kan bara göras för ett år som har börjat.');
    const noRate = await report('year=2025', 'sv');
    expect(noRate.status).toBe(400);
    expect(noRate.body.field).toBe('eurRate');
    expect((await app.http.get('/api/admin/dac7?year=2025&eurRate=11', { token: buyer.token })).status).toBe(
      403,
    );
  });
});

describe('GET /api/admin/dac7.xml', () => {
  it('needs the operator and every reportable seller’s tax details, then makes a file valid against the OECD schema', async () => {
    const xml = (language = 'en') =>
      app.http.get('/api/admin/dac7.xml?year=2025&eurRate=11.5', {
        token: admin.token,
        headers: { 'accept-language': language },
      });
    expect((await xml()).status).toBe(409);
    const operator = await app.http.put(
      '/api/admin/dac7/operator',
      {
        name: 'Torget Marknadsplats AB',
        tin: '556016-0680',
        address: { street: 'Drottninggatan 1', postalCode: '111 51', city: 'Stockholm', country: 'SE' },
      },
      { token: admin.token },
    );
    expect(operator.status, operator.text).toBe(200);
    const lacking = await xml('sv');
    expect(lacking.status).toBe(409);
    expect(lacking.body.message).toContain('Butik above, Butik thirty');

    const give = (shop: Shop, body: object) =>
      app.http.put('/api/shops/me/tax-details', body, { token: shop.seller.token });
    expect((await give(shops.thirty!, details('Butik Thirty AB'))).status).toBe(200);
    expect(
      (
        await give(shops.above!, {
          kind: 'individual',
          name: 'Tolvan Tolvansson',
          birthDate: '1912-12-12',
          tin: '191212121212',
          address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
          account: { kind: 'bankgiro', number: '5050-1055', holder: 'Tolvan Tolvansson' },
        })
      ).status,
    ).toBe(200);

    const file = await xml();
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="dac7-2025.xml"');
    const text = file.text;
    expect(text).toContain('<dpi:MessageType>DAC7</dpi:MessageType>');
    expect(text).toContain('<dpi:MessageTypeIndic>DPI401</dpi:MessageTypeIndic>');
    expect(text.match(/<dpi:ReportableSeller>/g)).toHaveLength(2);
    expect(text).toContain('<dpi:ConsQ2 currCode="SEK">960</dpi:ConsQ2>');
    expect(text).toContain('<dpi:TIN issuedBy="SE">191212121212</dpi:TIN>');
    expect(text).not.toContain('Butik twentyNine');

    // Each reportable seller gets a copy once, in their language (Swedish while unknown).
    const copies = (await outbox(app, (rows) => rows.some((m) => m.subject.includes('DAC7')))).filter(
      (m) => m.subject.includes('DAC7') && m.recipient === shops.thirty!.seller.email,
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]!.subject).toBe('Det här rapporterar Torget om din försäljning 2025 (DAC7)');
    expect(copies[0]!.text_body.replace(/\u00a0/g, ' ')).toContain('Kvartal 2: 10 försäljningar  960,00 kr');
    const again = await xml();
    const ref = (body: string) => /<dpi:MessageRefId>([^<]+)</.exec(body)![1];
    expect(ref(again.text)).toBe(ref(text));
    const dac7Mails = (await outbox(app)).filter((m) => m.subject.includes('DAC7'));
    expect(dac7Mails.map((m) => m.recipient).sort()).toEqual(
      [shops.above!.seller.email, shops.thirty!.seller.email].sort(),
    );

    const dir = mkdtempSync(path.join(tmpdir(), 'dac7-'));
    const saved = path.join(dir, 'dac7.xml');
    writeFileSync(saved, text);
    // Throws (and fails the test) unless xmllint finds the file valid against the schema.
    const out = execFileSync('xmllint', ['--noout', '--schema', SCHEMA, saved], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(out).toBe('');
  });
});
