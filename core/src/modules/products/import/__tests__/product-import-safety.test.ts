import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../../testing';

/**
 * The CSV import and the product safety information (GPSR Art. 19): its columns, and the listing rule
 * PUT /api/products/{id} applies — a product is listed only with its manufacturer while the marketplace
 * requires it. The site starts strict, as a new Torget does.
 */
let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp({ requirements: { productSafetyInfo: true } });
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

const shop = () => app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Ullboden' } });

function form(csv: string) {
  const data = new FormData();
  data.append('file', new Blob([Buffer.from(csv)]), 'produkter.csv');
  return data;
}

const importCsv = (seller: TestUser, csv: string, dryRun: boolean, language = 'sv') =>
  app.http.post(`/api/products/import?dryRun=${dryRun}`, form(csv), {
    token: seller.token,
    headers: { 'accept-language': language },
  });

const mine = async (seller: TestUser) =>
  (await app.http.get('/api/products/mine?pageSize=100', { token: seller.token })).body.products as {
    _id: string;
    name: string;
  }[];

const safetyOf = async (id: string) => (await app.http.get(`/api/products/${id}/safety`)).body;

const requireSafety = async (on: boolean) =>
  expect(
    (await app.http.put('/api/settings', { require_product_safety_info: on }, { token: admin.token })).status,
  ).toBe(200);

type Row = { row: number; action: string; messages: string[] };

const header =
  'handle;name;price;count_in_stock;manufacturer_name;manufacturer_address;manufacturer_contact;eu_responsible_name;eu_responsible_address;eu_responsible_contact;safety_warnings_sv';

describe('a marketplace that requires product safety information', () => {
  it('refuses, row by row and naming the column, a product without its manufacturer; the real import writes nothing', async () => {
    const seller = await shop();
    const csv = [
      header,
      'vante;Vante;149;2;Ullboden AB;Storgatan 1, 621 57 Visby;info@ullboden.se;;;;Tvätta i 30 °C',
      'mossa;Mössa;99;1;;;;;;;',
      'halsduk;Halsduk;199;1;Yarn Ltd;;www-nope;;;;',
      'sjal;Sjal;299;1;Shawl Inc;1 Main St, Boston;https://shawl.example;EU Rep AB;;fel-adress;',
    ].join('\n');
    const dry = await importCsv(seller, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ created: 1, refused: 3 });
    const rows = new Map((dry.body.rows as Row[]).map((row) => [row.row, row]));
    expect(rows.get(2)).toMatchObject({ action: 'create', messages: [] });
    expect(rows.get(3)).toMatchObject({
      action: 'refuse',
      messages: [
        'Fyll i kolumnen manufacturer_name: produkter visas bara med tillverkare, med adress och e-post eller webbplats (produktsäkerhet).',
      ],
    });
    // A manufacturer named is one that can be reached: the product-safety call's own rules, by column.
    expect(rows.get(4)!.messages).toEqual([
      'Kolumnen manufacturer_contact: Tillverkarens kontakt måste vara en e-postadress eller en webbadress (https://…)',
      'Kolumnen manufacturer_address: Ange tillverkarens postadress.',
    ]);
    expect(rows.get(5)!.messages.join(' ')).toMatch(/^Kolumnen eu_responsible_contact: /);

    const english = await importCsv(seller, csv, true, 'en');
    expect((english.body.rows as Row[])[1]!.messages).toEqual([
      'Please fill in the column manufacturer_name: products are listed only with their manufacturer, with an address and an email or web address (product safety).',
    ]);

    const refused = await importCsv(seller, csv, false);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^Inget importerades: rad 3 avvisades \(Fyll i kolumnen manufacturer_name/,
    );
    expect(await mine(seller)).toEqual([]);
  });

  it('imports the template with its manufacturers, shows them, and exports them: imported again, nothing changes', async () => {
    const seller = await shop();
    const template = (await app.http.get('/api/products/import/template.csv', { token: seller.token })).text;
    const imported = await importCsv(seller, template, false);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 2, refused: 0 });
    const mittens = (await mine(seller)).find((product) => product.name === 'Ullvante')!;
    expect(await safetyOf(mittens._id)).toEqual({
      manufacturer_name: 'Ullboden AB',
      manufacturer_address: 'Storgatan 1, 621 57 Visby',
      manufacturer_contact: 'info@ullboden.se',
      eu_responsible_name: '',
      eu_responsible_address: '',
      eu_responsible_contact: '',
      product_identifier: '',
      safety_warnings_sv: 'Tvätta i högst 30 °C. Krymper i torktumlare.',
      safety_warnings_en: 'Wash at 30 °C at most. Shrinks in a tumble dryer.',
    });

    const exported = (await app.http.get('/api/products/export.csv', { token: seller.token })).text;
    expect(exported).toContain(';Ullboden AB;Storgatan 1, 621 57 Visby;info@ullboden.se;;;;;');
    expect(exported).toContain(
      ';Lerverket HB;Hantverksgatan 4, 795 30 Rättvik;https://lerverket.se;;;;Parti 2026-11;',
    );
    const before = await safetyOf(mittens._id);
    const again = await importCsv(seller, exported, false);
    expect(again.body).toMatchObject({ created: 0, updated: 2, refused: 0 });
    expect(await safetyOf(mittens._id)).toEqual(before);
    expect((await app.http.get('/api/products/export.csv', { token: seller.token })).text).toBe(exported);
  });

  it('keeps a product’s stored manufacturer when the file has no safety columns, and lists it', async () => {
    const seller = await shop();
    const first = await importCsv(
      seller,
      `${header}\nvante;Vante;149;2;Ullboden AB;Storgatan 1, 621 57 Visby;https://ullboden.se;;;;`,
      false,
    );
    expect(first.status).toBe(200);
    const [product] = await mine(seller);
    const res = await importCsv(
      seller,
      `handle;name;price;count_in_stock\n${product!._id};Vante grå;159;3`,
      false,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 1, refused: 0 });
    expect((await safetyOf(product!._id)).manufacturer_name).toBe('Ullboden AB');
    // A new product in such a file has none stored: refused.
    const fresh = await importCsv(seller, 'handle;name;price;count_in_stock\nny;Ny;10;1', true);
    expect(fresh.body).toMatchObject({ created: 0, refused: 1 });
  });

  it('imports products without a manufacturer once the marketplace no longer requires it', async () => {
    const seller = await shop();
    await requireSafety(false);
    try {
      const res = await importCsv(seller, 'handle;name;price;count_in_stock\nmossa;Mössa;99;1', false);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ created: 1, refused: 0 });
      const [product] = await mine(seller);
      expect((await safetyOf(product!._id)).manufacturer_name).toBe('');
    } finally {
      await requireSafety(true);
    }
  });
});
