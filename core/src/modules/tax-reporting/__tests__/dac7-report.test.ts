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
let thirtyQ4: string[];
let aboveOrder: string[];

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
  thirtyQ4 = await paidOrders(shops.thirty!, 8, '2025-11-10T12:00:00Z');
  await paidOrders(shops.thirty!, 1, '2025-12-31T23:30:00Z');
  await sql(
    `insert into order_refunds (order_id, amount_ore, status, provider) values (?, 4000, 'completed', 'test'),
       (?, 9000, 'failed', 'test')`,
    [q2[0], q2[1]],
  );
  await paidOrders(shops.twentyNine!, 29, '2025-08-10T12:00:00Z');
  aboveOrder = await paidOrders(shops.above!, 1, '2025-03-31T21:59:00Z'); // 23:59 on 31 March in Stockholm: Q1
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

    // Downloading again gives the same draft: one reference until the file is marked as sent.
    const again = await xml();
    expect(refOf(again.text)).toBe(refOf(text));
    first = text;
    expect(await dac7Mails()).toEqual([]);

    expectValid(text);
  });

  it('marks the file as sent (copies mailed), then makes a correction (DPI402) of what changed since', async () => {
    const messages = () => app.http.get('/api/admin/dac7/messages?year=2025', { token: admin.token });
    const draft = (await messages()).body.messages;
    expect(draft).toEqual([
      expect.objectContaining({ messageRefId: refOf(first), typeIndic: 'DPI401', sentAt: null, sellers: 2 }),
    ]);
    const mark = (messageRefId: string, language = 'en') =>
      app.http.post(
        '/api/admin/dac7/messages/sent',
        { year: 2025, messageRefId },
        { token: admin.token, headers: { 'accept-language': language } },
      );
    const wrong = await mark('SE5560160680-2025-not-the-draft', 'sv');
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain('Ladda ner filen igen');
    expect((await mark(refOf(first)!)).status).toBe(200);
    const sent = (await messages()).body.messages;
    expect(sent).toHaveLength(1);
    expect(sent[0].sentAt).not.toBeNull();
    expect((await mark(refOf(first)!)).status, 'a file is marked as sent once').toBe(409);

    // Each reportable seller gets a copy when the report is sent, in their language (Swedish while unknown).
    const copies = await dac7Mails(2);
    expect(copies.map((m) => m.recipient).sort()).toEqual(
      [shops.above!.seller.email, shops.thirty!.seller.email].sort(),
    );
    const thirtyCopy = copies.find((m) => m.recipient === shops.thirty!.seller.email)!;
    expect(thirtyCopy.subject).toBe('Det här rapporterar Torget om din försäljning 2025 (DAC7)');
    expect(thirtyCopy.text_body.replace(/\u00a0/g, ' ')).toContain('Kvartal 2: 10 försäljningar  960,00 kr');
    expect(thirtyCopy.text_body).toContain('Person- eller organisationsnummer  556016-0680');
    expect(thirtyCopy.text_body).toContain('Konto  SE4550000000058398257466 (Butik Thirty AB)');
    expect(thirtyCopy.text_body).toContain('/tax_details/seller');

    const nothing = await xmlOf('sv');
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toContain('finns inget att rätta');

    // Later: a 100 kr refund on a Q4 sale of Butik thirty, and 2 kr refunded to Butik above, now at 22 999 kr,
    // no longer reportable (at most 2 000 euro at 11.5).
    await sql(
      `insert into order_refunds (order_id, amount_ore, status, provider) values (?, 10000, 'completed', 'test'),
         (?, 200, 'completed', 'test')`,
      [thirtyQ4[0], aboveOrder[0]],
    );
    const correction = await xmlOf();
    expect(correction.status, correction.text).toBe(200);
    expect(correction.headers.get('content-disposition')).toBe(
      'attachment; filename="dac7-2025-rattelse.xml"',
    );
    const text = correction.text;
    expectValid(text);
    expect(text).toContain('<dpi:MessageTypeIndic>DPI402</dpi:MessageTypeIndic>');
    expect(refOf(text)).not.toBe(refOf(first));
    // The platform operator is unchanged: resent (OECD0) under the DocRefId it was sent with.
    const [operator] = docSpecs(text, 'PlatformOperator');
    expect([operator!.type, operator!.ref, operator!.corr]).toEqual([
      'OECD0',
      docSpecs(first, 'PlatformOperator')[0]!.ref,
      undefined,
    ]);
    const before = docSpecs(first, 'ReportableSeller');
    const after = docSpecs(text, 'ReportableSeller');
    expect(after).toHaveLength(2);
    const thirty = after.find((doc) => doc.body.includes(thirtyTin))!;
    expect(thirty.type).toBe('OECD2');
    expect(thirty.corr).toBe(before.find((doc) => doc.body.includes(thirtyTin))!.ref);
    expect(thirty.ref).not.toBe(thirty.corr);
    expect(thirty.body).toContain('<dpi:ConsQ4 currCode="SEK">700</dpi:ConsQ4>');
    const above = after.find((doc) => doc.body.includes(aboveTin))!;
    expect(above.type).toBe('OECD3');
    expect(above.corr).toBe(before.find((doc) => doc.body.includes(aboveTin))!.ref);

    expect((await mark(refOf(text)!)).status).toBe(200);
    const all = (await messages()).body.messages;
    expect(
      all.map((m: { typeIndic: string; sentAt: string | null }) => [m.typeIndic, m.sentAt !== null]),
    ).toEqual([
      ['DPI401', true],
      ['DPI402', true],
    ]);
    // The corrected seller gets the corrected copy; the deleted one nothing more.
    const after2 = await dac7Mails(3);
    expect(after2.filter((m) => m.recipient === shops.thirty!.seller.email)).toHaveLength(2);
    expect((await xmlOf()).status, 'nothing left to correct').toBe(409);

    // The sellers' copies in the workspace: the corrected part for Butik thirty, nothing left for Butik above.
    const copiesOf = (shop: Shop) => app.http.get('/api/shops/me/dac7', { token: shop.seller.token });
    const thirtyCopies = (await copiesOf(shops.thirty!)).body.copies;
    expect(thirtyCopies).toHaveLength(1);
    expect(thirtyCopies[0]).toMatchObject({ year: 2025, corrected: true });
    expect(thirtyCopies[0].seller.quarters.map((q: { consideration: number }) => q.consideration)).toEqual([
      1200, 960, 0, 700,
    ]);
    expect(thirtyCopies[0].seller.details).toMatchObject({ kind: 'entity', name: 'Butik Thirty AB' });
    expect((await copiesOf(shops.above!)).body.copies).toEqual([]);
    expect((await copiesOf(shops.twentyNine!)).body.copies).toEqual([]);
    expect((await app.http.get('/api/shops/me/dac7', { token: buyer.token })).status).toBe(403);
  });
});

let first = '';
// Every DocRefId holds the operator's organisation number (the same as Butik thirty's): find a part by its TIN.
const thirtyTin = '<dpi:TIN issuedBy="SE">5560160680</dpi:TIN>';
const aboveTin = '<dpi:TIN issuedBy="SE">191212121212</dpi:TIN>';
const xmlOf = (language = 'en') =>
  app.http.get('/api/admin/dac7.xml?year=2025&eurRate=11.5', {
    token: admin.token,
    headers: { 'accept-language': language },
  });
const refOf = (body: string) => /<dpi:MessageRefId>([^<]+)</.exec(body)?.[1];
const dac7Mails = async (count = 0) =>
  (await outbox(app, (rows) => rows.filter((m) => m.subject.includes('DAC7')).length >= count)).filter((m) =>
    m.subject.includes('DAC7'),
  );

/** Each `part` element's DocSpec: DocTypeIndic, DocRefId, CorrDocRefId, and the part's text. */
function docSpecs(xml: string, part: string) {
  return [...xml.matchAll(new RegExp(`<dpi:${part}>(.*?)</dpi:${part}>`, 'gs'))].map(([, body]) => ({
    type: /<stf:DocTypeIndic>([^<]+)</.exec(body!)![1],
    ref: /<stf:DocRefId>([^<]+)</.exec(body!)![1],
    corr: /<stf:CorrDocRefId>([^<]+)</.exec(body!)?.[1],
    body: body!,
  }));
}

/** Throws (and fails the test) unless xmllint finds the file valid against the OECD DPI schema. */
function expectValid(xml: string) {
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'dac7-')), 'dac7.xml');
  writeFileSync(saved, xml);
  const out = execFileSync('xmllint', ['--noout', '--schema', SCHEMA, saved], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
  expect(out).toBe('');
}
