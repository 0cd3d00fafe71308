import { api, createApiClient, type ApiError, type ImportProgressDto } from '@torget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../../testing';
import { isPublicAddress } from '../image-fetch';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const sv = { 'accept-language': 'sv' };

const shop = () => app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Ullboden' } });

/** The CSV as a multipart upload in the field the contract names. */
function form(csv: string | Buffer) {
  const data = new FormData();
  data.append('file', new Blob([typeof csv === 'string' ? Buffer.from(csv) : csv]), 'produkter.csv');
  return data;
}

const importCsv = (
  seller: TestUser,
  csv: string | Buffer,
  dryRun: boolean,
  headers: Record<string, string> = sv,
) => app.http.post(`/api/products/import?dryRun=${dryRun}`, form(csv), { token: seller.token, headers });

/** The import through the typed client asking for its progress, as the storefront does: the steps heard and the answer. */
async function importWithProgress(seller: TestUser, csv: string, dryRun: boolean, language = 'sv') {
  const client = createApiClient({
    baseUrl: app.http.baseUrl,
    getToken: () => seller.token,
    getLanguage: () => language,
  });
  const steps: ImportProgressDto[] = [];
  const query = { dryRun: dryRun ? ('true' as const) : ('false' as const) };
  try {
    const report = await client.callWithProgress(
      api.productImport.import,
      { query },
      (step) => steps.push(step),
      {
        form: form(csv),
      },
    );
    return { steps, report };
  } catch (error) {
    return { steps, error: error as ApiError };
  }
}

/** One step's reports: from 0 to its total, never backwards, and more than its start and end. */
function expectCounted(steps: ImportProgressDto[], step: ImportProgressDto['step'], total: number) {
  const seen = steps.filter((each) => each.step === step);
  expect(seen[0]).toEqual({ step, done: 0, total });
  expect(seen.at(-1)).toEqual({ step, done: total, total });
  expect(seen.every((each, at) => each.total === total && (at === 0 || each.done > seen[at - 1]!.done))).toBe(
    true,
  );
  return seen;
}

const mine = async (seller: TestUser) =>
  (await app.http.get('/api/products/mine?pageSize=100', { token: seller.token })).body.products as {
    _id: string;
    name: string;
    price: number;
    countInStock: number;
    options: { name: string; values: string[] }[];
    variants: { sku: string; options: Record<string, string>; price: number; countInStock: number }[];
  }[];

async function template(seller: TestUser): Promise<string> {
  const res = await app.http.get('/api/products/import/template.csv', { token: seller.token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return res.text;
}

describe('importing the template', () => {
  it('dry-runs row by row and writes nothing; a mistake is refused with its row; fixed, it imports', async () => {
    const seller = await shop();
    const csv = await template(seller);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFhandle;name;description;category;brand;vat_rate;shipping_price;shipping_info;images;option1_name;option1_value;option2_name;option2_value;option3_name;option3_value;sku;gtin;price;count_in_stock;variant_image;manufacturer_name;manufacturer_address;manufacturer_contact;eu_responsible_name;eu_responsible_address;eu_responsible_contact;product_identifier;safety_warnings_sv;safety_warnings_en',
    );

    const dry = await importCsv(seller, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, created: 2, updated: 0, refused: 0 });
    expect(dry.body.rows.map((row: { row: number; action: string }) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'create'],
    ]);
    expect(await mine(seller)).toEqual([]);

    // Row 3 gets a GTIN whose check digit is wrong, the mug (row 5) negative stock.
    const broken = csv
      .replace('VANTE-M-GRA;', 'VANTE-M-GRA;7350053850018')
      .replace(';229,00;12', ';229,00;-12');
    const refusedDry = await importCsv(seller, broken, true);
    expect(refusedDry.status).toBe(200);
    expect(refusedDry.body).toMatchObject({ created: 0, refused: 2 });
    const rows = refusedDry.body.rows as { row: number; action: string; messages: string[] }[];
    expect(rows.map((row) => row.action)).toEqual(['refuse', 'refuse', 'refuse', 'refuse']);
    expect(rows[1]!.messages.join(' ')).toMatch(/GTIN/);
    expect(rows[0]!.messages).toEqual(['Importeras inte: rad 3 för samma produkt avvisades.']);
    expect(rows[3]!.messages.join(' ')).toMatch(/negativ|heltal/i);

    const refused = await importCsv(seller, broken, false);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Inget importerades: rad 3/);
    expect(await mine(seller)).toEqual([]);
    // Asked with progress, the refusal comes after the rows were checked: the stream's last line says it.
    const streamed = await importWithProgress(seller, broken, false);
    expectCounted(streamed.steps, 'check', 4);
    expect(streamed.error).toMatchObject({
      status: 400,
      message: refused.body.message,
      code: refused.body.code,
    });
    expect(await mine(seller)).toEqual([]);

    const imported = await importCsv(seller, csv, false);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ dryRun: false, created: 2, refused: 0 });
    const products = await mine(seller);
    const mittens = products.find((product) => product.name === 'Ullvante')!;
    expect(mittens).toMatchObject({
      price: 149,
      countInStock: 16,
      options: [
        { name: 'Storlek', values: ['S', 'M'] },
        { name: 'Färg', values: ['Grå', 'Röd'] },
      ],
    });
    expect(mittens.variants.map((variant) => variant.sku)).toEqual([
      'VANTE-S-GRA',
      'VANTE-M-GRA',
      'VANTE-M-ROD',
    ]);
    expect(products.find((product) => product.name === 'Kaffemugg')).toMatchObject({
      price: 229,
      countInStock: 12,
      variants: [],
    });
  });
});

describe('what a file may not do', () => {
  const header = 'handle,name,option1_name,option1_value,sku,gtin,price,count_in_stock,images';

  it('names the row of a SKU used twice, a variant with options the product lacks, a price too high and too many images', async () => {
    const seller = await shop();
    const nine = Array.from({ length: 9 }, (_, at) => `/uploads/bild-${at}.webp`).join(' | ');
    const csv = [
      header,
      'halsduk,Halsduk,Färg,Grå,HALS-1,,199,2,',
      'halsduk,,,Röd,HALS-1,,199,2,',
      'mossa,Mössa,,,,,"99,50",1,',
      'mossa2,Mössa,Färg,Grå,MOSSA-1,,99999999,1,',
      `bilder,Bilder,,,,,10,1,${nine}`,
      'vante,Vante,Storlek,M,HALS-1,,10,1,',
    ].join('\n');
    const res = await importCsv(seller, csv, true, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    const byRow = new Map(
      (res.body.rows as { row: number; action: string; messages: string[] }[]).map((row) => [row.row, row]),
    );
    expect(byRow.get(3)!.messages.join(' ')).toMatch(/SKU HALS-1 is used twice/);
    expect(byRow.get(4)).toMatchObject({ action: 'create', messages: [] });
    expect(byRow.get(5)!.messages.join(' ')).toMatch(/Price is too high/);
    expect(byRow.get(6)!.messages.join(' ')).toMatch(/at most 8 images/);
    expect(byRow.get(7)!.messages.join(' ')).toMatch(/SKU HALS-1 is also on row 2/);
    expect(res.body).toMatchObject({ created: 1, refused: 4 });
  });

  it('refuses images that are not https or live on a private address, naming the row', async () => {
    const seller = await shop();
    const csv = [
      header,
      'a,A,,,,,10,1,http://example.com/a.png',
      'b,B,,,,,10,1,https://127.0.0.1/b.png',
      'c,C,,,,,10,1,https://10.0.0.5/c.png',
    ].join('\n');
    const { steps, report } = await importWithProgress(seller, csv, true, 'en');
    expect(steps.map((step) => step.step)).toEqual([
      'check',
      'check',
      'check',
      'check',
      'images',
      'images',
      'images',
      'images',
    ]);
    expectCounted(steps, 'images', 3);
    expect(report!.rows.map((row) => row.messages[0])).toEqual([
      'Image http://example.com/a.png must be an https:// address.',
      'Image https://127.0.0.1/b.png is on a private network address and cannot be fetched.',
      'Image https://10.0.0.5/c.png is on a private network address and cannot be fetched.',
    ]);
  });

  it('fetches images only from public addresses', () => {
    const inside = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an address',
    ];
    expect(inside.filter(isPublicAddress)).toEqual([]);
    expect(['93.184.215.14', '2a00:1450:4010:c05::64'].every(isPublicAddress)).toBe(true);
  });

  it('refuses a file without the required columns, or with one it does not know, as a whole', async () => {
    const seller = await shop();
    const missing = await importCsv(seller, 'handle;name\nx;X', true, { 'accept-language': 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/lacks the columns price, count_in_stock/);
    // Refused before any row is checked: the ordinary 400 answer, also for a caller that asked for progress.
    const asked = await importCsv(seller, 'handle;name\nx;X', true, {
      'accept-language': 'en',
      accept: 'application/x-ndjson',
    });
    expect(asked.status).toBe(400);
    expect(asked.headers.get('content-type')).toMatch(/^application\/json/);
    expect(asked.body.message).toBe(missing.body.message);
    const unknown = await importCsv(seller, 'handle;name;price;count_in_stock;pris\nx;X;1;1;2', true, {
      'accept-language': 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown column pris/);
  });
});

describe('files as Excel writes them', () => {
  it('reads Windows-1252 with ; and decimal commas', async () => {
    const seller = await shop();
    const csv =
      'handle;name;category;option1_name;option1_value;price;count_in_stock\r\nvante;Ullvante grå;Kläder;Färg;Grå;149,50;4\r\nvante;;;Färg;Röd;159,00;2\r\n';
    const bytes = Buffer.from(csv, 'latin1');
    expect(bytes.includes(Buffer.from('Färg'))).toBe(false);
    const res = await importCsv(seller, bytes, false);
    expect(res.status).toBe(200);
    const [product] = await mine(seller);
    expect(product).toMatchObject({
      name: 'Ullvante grå',
      price: 149.5,
      countInStock: 6,
      options: [{ name: 'Färg', values: ['Grå', 'Röd'] }],
    });
  });

  it('imports 2 000 rows (20 products of 100 sizes and colours) in one go', async () => {
    const seller = await shop();
    const sizes = Array.from({ length: 10 }, (_, at) => `${34 + at}`);
    const colours = ['Grå', 'Röd', 'Blå', 'Grön', 'Svart', 'Vit', 'Gul', 'Rosa', 'Brun', 'Beige'];
    const lines = [
      'handle;name;option1_name;option1_value;option2_name;option2_value;sku;price;count_in_stock',
    ];
    for (let product = 1; product <= 20; product++)
      for (const size of sizes)
        for (const colour of colours)
          lines.push(
            `p${product};Sko ${product};Storlek;${size};Färg;${colour};S${product}-${size}-${colour};${product}99,00;3`,
          );
    expect(lines).toHaveLength(2_001);
    // As the storefront asks for it: the rows checked, then written, each counted up to the file's 2 000.
    const { steps, report } = await importWithProgress(seller, lines.join('\n'), false);
    expect(report).toMatchObject({ dryRun: false, created: 20, refused: 0 });
    expect(report!.rows).toHaveLength(2_000);
    expect(expectCounted(steps, 'check', 2_000).length).toBeGreaterThan(10);
    expect(expectCounted(steps, 'write', 2_000).length).toBeGreaterThan(10);
    expect(steps.findIndex((step) => step.step === 'write')).toBe(
      steps.filter((s) => s.step === 'check').length,
    );
    const products = await mine(seller);
    expect(products).toHaveLength(20);
    expect(products.every((product) => product.variants.length === 100 && product.countInStock === 300)).toBe(
      true,
    );
  });
});

describe('export', () => {
  it('exports the columns the import reads: imported again, every product is updated and nothing changes', async () => {
    const seller = await shop();
    expect((await importCsv(seller, await template(seller), false)).status).toBe(200);
    const first = await app.http.get('/api/products/export.csv', { token: seller.token });
    expect(first.status).toBe(200);
    expect(first.text.split('\r\n')).toHaveLength(6);
    const before = await mine(seller);

    const again = await importCsv(seller, first.text, true);
    expect(again.body).toMatchObject({ created: 0, updated: 2, refused: 0 });
    expect((await importCsv(seller, first.text, false)).status).toBe(200);

    const after = await mine(seller);
    const strip = (products: typeof before) =>
      products.map(({ name, price, countInStock, options, variants }) => ({
        name,
        price,
        countInStock,
        options,
        variants: variants.map(({ sku, options: chosen, price: each, countInStock: stock }) => ({
          sku,
          chosen,
          each,
          stock,
        })),
      }));
    expect(strip(after)).toEqual(strip(before));
    const second = await app.http.get('/api/products/export.csv', { token: seller.token });
    expect(second.text).toBe(first.text);
  });

  it('is only for sellers', async () => {
    const buyer = await app.createUser();
    expect((await app.http.get('/api/products/export.csv', { token: buyer.token })).status).toBe(403);
  });
});

describe('the product safety columns, on a marketplace that requires product safety information', () => {
  // The test kit starts with the requirement off (the specification's calls); these turn it on, as a new Torget has it.
  let admin: TestUser;
  const requireSafety = async (on: boolean) =>
    expect(
      (await app.http.put('/api/settings', { require_product_safety_info: on }, { token: admin.token }))
        .status,
    ).toBe(200);
  const safetyOf = async (id: string) => (await app.http.get(`/api/products/${id}/safety`)).body;
  type Row = { row: number; action: string; messages: string[] };
  const header =
    'handle;name;price;count_in_stock;manufacturer_name;manufacturer_address;manufacturer_contact;eu_responsible_name;eu_responsible_address;eu_responsible_contact;safety_warnings_sv';
  beforeAll(async () => {
    admin = await app.createUser({ admin: true });
    await requireSafety(true);
  });
  afterAll(() => requireSafety(false));

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

    const english = await importCsv(seller, csv, true, { 'accept-language': 'en' });
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
    const csv = await template(seller);
    const imported = await importCsv(seller, csv, false);
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
