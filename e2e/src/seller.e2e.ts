import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
import { mailTo } from './mail';

/**
 * The seller's whole way through the real server: a fresh customer applies for plan 2 and waits for approval,
 * an admin approves (through the API), the seller creates a product with a picture, designs the shop with the
 * live preview, and marks a buyer's Swish order paid and delivered. Every seller screen is saved at 1280 and 390
 * wide under e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

const ADMIN = { email: 'admin@torget.se', password: 'torget-admin' };
const BUYER = { email: 'kund@torget.se', password: 'torget-kund' };
const email = `salja-${Date.now()}@example.se`;
const PASSWORD = 'lerans-hemlighet';
const PRODUCT = 'Handdrejad skål';
/** The real shop page's footer (outside the settings preview). */
const SHOP_FOOTER = 'footer[aria-label="Lerverket contact details"]';

let browser: Browser;
describePagesOnFailure(() => browser);
let desktop: BrowserContext;
let page: Page;
let sellerId = '';

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

type Catalog = Record<string, string>;
const read = (file: string): Catalog =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
/** The apps' texts by id, so the same steps run in Swedish and in English. */
const catalogs: Record<'sv' | 'en', Catalog> = {
  sv: { ...read('ui/src/locales/sv.json'), ...read('storefront/src/locales/sv.json') },
  en: { ...read('ui/src/locales/en.json'), ...read('storefront/src/locales/en.json') },
};
/** A catalog text with its `{arguments}` filled in. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

const signin = (who: { email: string; password: string }) =>
  api<{ _id: string; token: string }>('POST', '/api/users/signin', who);

/** A solid-colour PNG, so the upload is a real picture the server can read and re-encode. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function shot(target: Page, name: string) {
  const width = target.viewportSize()?.width ?? 0;
  await target.screenshot({ path: path.join(shots, `seller-${name}-${width}.png`), fullPage: true });
}

/**
 * Names the manufacturer of the product being edited on `target`: a product is listed only with one (issue 39's
 * requirement, on by default). Through the API: the edit screen's Product safety section answers "Product Not
 * Found" for a product not yet saved once (reported to issue 39's owner).
 */
async function nameManufacturer(target: Page) {
  const id = /\/product\/([0-9a-f-]{36})\//.exec(target.url())![1]!;
  const { token } = await signin({ email, password: PASSWORD });
  await api(
    'PUT',
    `/api/products/${id}/safety`,
    {
      manufacturer_name: 'Lerverket AB',
      manufacturer_address: 'Krukmakargatan 4, 123 45 Höganäs',
      manufacturer_contact: 'info@lerverket.example',
    },
    token,
  );
}

const background = (target: Page, selector: string) =>
  target.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await desktop.newPage();
});
afterAll(async () => {
  await desktop?.close();
  await browser?.close();
});

describe('a seller (desktop)', () => {
  it("applies for plan 2 and sees 'Waiting for approval', then 'Open' once an admin approves", async () => {
    await page.goto(`${baseUrl}/register?redirect=/become_seller/2`);
    await page.getByLabel('Name').fill('Lena Lera');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${baseUrl}/become_seller/2`);

    await page.getByLabel('Shop name').fill('Lerverket');
    await page.getByLabel('Address').fill('Krukmakargatan 4');
    await page.getByLabel('Post number').fill('123 45');
    await page.getByLabel('City').fill('Höganäs');
    await page.getByLabel('Phone').fill('042-33 44 55');
    await page.getByLabel('Organisation number').fill('556677-8890');
    await page.getByLabel('Description').fill('<p>Stengods <b>från Höganäs</b></p><script>alert(1)</script>');
    // The trader details the marketplace asks before a shop opens (issue 39).
    await page.getByLabel(/^Copy of an ID document/).setInputFiles({
      name: 'id.png',
      mimeType: 'image/png',
      buffer: png(300, 200, [200, 200, 190]),
    });
    await page.getByLabel('Bankgiro number').fill('5050-1055');
    await page.getByLabel('Account holder').fill('Lena Lera');
    await page.getByLabel(/^I certify that the shop only offers products/).check();
    await page.getByRole('button', { name: 'Create shop' }).click();
    // The server checks the organisation number's check digit and names the field.
    await page.getByText(/Organisation number is not valid/).waitFor();
    await shot(page, 'become-seller');
    await page.getByLabel('Organisation number').fill('556677-8899');
    await page.getByRole('button', { name: 'Create shop' }).click();

    await page.waitForURL(`${baseUrl}/seller_application`);
    await page.getByText('Waiting for approval').waitFor();
    expect(await page.getByText('Från Höganäs', { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);
    await shot(page, 'application-waiting');

    const admin = await signin(ADMIN);
    sellerId = (await signin({ email, password: PASSWORD }))._id;
    await api('PUT', `/api/users/${sellerId}`, { is_seller: true }, admin.token);

    await page.reload();
    await page.getByText('Open', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go to My Shop' }).click();
    await page.waitForURL(`${baseUrl}/my_shop_menu`);
    await page
      .getByRole('link', { name: /Products/ })
      .first()
      .waitFor();
    await shot(page, 'my-shop-menu');
  });

  it('creates a product with a picture and sees it in the list and on the shop page', async () => {
    await page.goto(`${baseUrl}/productlist/seller`);
    await page.getByText('No Product Found').waitFor();
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}\/edit\/seller\?create=1$/);
    await page.getByLabel('Name', { exact: true }).first().fill(PRODUCT);
    await page.getByLabel('Price (SEK)').fill('349');
    await page.getByLabel('Count in stock').fill('5');
    await page.getByLabel('Category').fill('Keramik');
    await page.getByLabel('Brand').fill('Lerverket');
    await page.getByLabel('Description').fill('En rymlig skål i stengods.');
    await page.getByLabel('Choose image').setInputFiles({
      name: 'skal.png',
      mimeType: 'image/png',
      buffer: png(400, 300, [176, 96, 48]),
    });
    await page.getByText('Image uploaded.').waitFor();
    expect(await page.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(/^\/uploads\//);
    // A second photo, and the bowl in two sizes and two glazes: the grid of variants.
    await page.getByLabel('Choose another image').setInputFiles({
      name: 'skal-bla.png',
      mimeType: 'image/png',
      buffer: png(400, 300, [40, 80, 160]),
    });
    await page.getByRole('img', { name: 'Photo 2' }).waitFor();
    await page.getByRole('button', { name: 'Add an option' }).click();
    for (const size of ['S', 'M']) {
      await page.getByLabel('New value of Size').fill(size);
      await page.getByLabel('New value of Size').press('Enter');
    }
    await page.getByRole('button', { name: 'Add an option' }).click();
    for (const colour of ['Brun', 'Blå']) {
      await page.getByLabel('New value of Colour').fill(colour);
      await page.getByLabel('New value of Colour').press('Enter');
    }
    await page.getByLabel('Price for every variant').fill('349');
    await page.getByRole('button', { name: 'Set the price for all' }).click();
    await page.getByLabel('Stock for every variant').fill('5');
    await page.getByRole('button', { name: 'Set the stock for all' }).click();
    await page.getByLabel('Price (SEK), Size M, Colour Blå').fill('399');
    await page.getByLabel('SKU, Size M, Colour Blå').fill('SKAL-M-BLA');
    await page.getByLabel('Photo, Size M, Colour Blå').selectOption({ label: 'Photo 2' });
    await page.getByRole('button', { name: 'Stop selling Size S, Colour Blå' }).click();
    await shot(page, 'product-edit');
    await nameManufacturer(page);
    await page.getByRole('button', { name: 'Update' }).click();

    await page.waitForURL(`${baseUrl}/productlist/seller`);
    await page.getByRole('cell', { name: PRODUCT, exact: true }).waitFor();
    await shot(page, 'product-list');

    await page.goto(`${baseUrl}/seller/${sellerId}`);
    await page.getByRole('heading', { level: 1, name: 'Lerverket' }).waitFor();
    const card = page.getByRole('link', { name: PRODUCT }).first();
    await card.waitFor();
    expect(await page.locator(`img[alt="${PRODUCT}"]`).first().getAttribute('src')).toMatch(/^\/uploads\//);
    // Sizes at different prices: the card says "from", the product page picks a size and a glaze.
    expect(await page.locator('article').filter({ hasText: PRODUCT }).textContent()).toMatch(
      /from 349,00\s*kr/,
    );
    await card.click();
    await page.getByRole('group', { name: /Size/ }).getByText('M', { exact: true }).click();
    await page
      .getByRole('group', { name: /Colour/ })
      .getByText('Blå', { exact: true })
      .click();
    await page.waitForURL(/\?variant=[0-9a-f-]{36}$/);
    await page.getByText('SKAL-M-BLA').waitFor();
    await shot(page, 'product-variants');
  });

  it('imports the template with a mistake, sees the row refused, fixes it and imports', async () => {
    await page.goto(`${baseUrl}/productlist/seller`);
    await page.getByRole('link', { name: 'Import products' }).click();
    await page.waitForURL(`${baseUrl}/productlist/seller/import`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    const template = await readFile((await download.path())!, 'utf8');
    expect(template).toContain('ullvante');
    // A GTIN whose check digit is wrong on the template's first row (row 2).
    const csv = (text: string) => ({
      name: 'produkter.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await page.getByLabel('CSV file').setInputFiles(csv(template.replace('7350053850019', '7350053850018')));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const report = page.getByRole('table', { name: 'The file row by row' });
    await report.getByText(/GTIN must be 8, 12, 13 or 14 digits/).waitFor();
    expect(await report.getByRole('row').filter({ hasText: 'Refused' }).count()).toBe(3);
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    await shot(page, 'import-refused');

    await page.getByLabel('CSV file').setInputFiles(csv(template));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('2 products will be created, 0 changed and 0 refused.').waitFor();
    await page.getByRole('button', { name: 'Import 2 products' }).click();
    await page.getByText(/Done: 2 products created/).waitFor();
    await shot(page, 'import-done');
    await page.getByRole('link', { name: 'Back to your products' }).click();
    await page.getByText('Ullvante').first().waitFor();
    await page.getByText('Kaffemugg').first().waitFor();
  });

  it('changes colours and banner, sees the preview change before saving and the shop page after', async () => {
    await page.goto(`${baseUrl}/seller/${sellerId}`);
    await page.locator(SHOP_FOOTER).waitFor();
    const footerBefore = await background(page, SHOP_FOOTER);

    await page.goto(`${baseUrl}/seller_profile`);
    await page.getByRole('heading', { name: 'Shop settings' }).waitFor();
    const previewFooter = '[data-testid="shop-preview"] footer';
    expect(await background(page, previewFooter)).toBe(footerBefore);

    await page.getByRole('button', { name: 'Ocean' }).click();
    await expect.poll(() => background(page, previewFooter)).toBe('rgb(11, 47, 74)');
    // A pair that fails WCAG AA is named beside its pickers, with the ratio.
    await page.getByLabel('Footer text', { exact: true }).fill('#334455');
    await page
      .getByText(/Footer text on footer background: contrast \d+(\.\d)?:1/)
      .first()
      .waitFor();
    await shot(page, 'settings-contrast');
    await page.getByLabel('Footer text', { exact: true }).fill('#e6f1f8');

    await page.getByLabel('Choose banner').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: png(1200, 300, [40, 110, 150]),
    });
    await page.getByText('Image uploaded.').waitFor();
    const bannerSrc = await page
      .locator('[data-testid="shop-preview"] header img')
      .first()
      .getAttribute('src');
    expect(bannerSrc).toMatch(/^\/uploads\//);

    // The payment part is the plugins' form: Swish's own declaration brings the spec's message.
    const swish = page.getByRole('group', { name: 'Swish', exact: true });
    await swish.getByLabel('Take Swish payments').check();
    await swish.getByLabel('Swish number', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await swish.getByText('Please enter a swish number.').waitFor();
    await swish.getByLabel('Swish number', { exact: true }).fill('123 123 45 67');
    // Saved nothing yet: the real shop page still has its old look.
    const other = await desktop.newPage();
    await other.goto(`${baseUrl}/seller/${sellerId}`);
    await other.locator(SHOP_FOOTER).waitFor();
    expect(await background(other, SHOP_FOOTER)).toBe(footerBefore);
    await other.close();

    await shot(page, 'settings');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Profile Updated Successfully').waitFor();
    const taken = await api<{ methods: { id: string }[] }>('GET', `/api/shops/${sellerId}/payment-methods`);
    expect(taken.methods.map((method) => method.id)).toContain('Swish');

    await page.goto(`${baseUrl}/seller/${sellerId}`);
    await page.locator(SHOP_FOOTER).waitFor();
    expect(await background(page, SHOP_FOOTER)).toBe('rgb(11, 47, 74)');
    expect(await page.locator('header img').first().getAttribute('src')).toBe(bannerSrc);
    await shot(page, 'shop-page');
  });

  it("sees a buyer's Swish order in the incoming list and marks it paid and delivered with dates", async () => {
    const buyer = await signin(BUYER);
    const { products } = await api<{
      products: { _id: string; name: string; variants: { _id: string; sku: string }[] }[];
    }>('GET', `/api/products?seller=${sellerId}`);
    const bowl = products.find((p) => p.name === PRODUCT)!;
    const order = await api<{ _id: string }>(
      'POST',
      '/api/orders',
      {
        orderItems: [
          { product: bowl._id, variant: bowl.variants.find((v) => v.sku === 'SKAL-M-BLA')!._id, qty: 2 },
        ],
        shippingAddress: {
          fullName: 'Klara Köpare',
          address: 'Storgatan 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'Swish',
      },
      buyer.token,
    );

    await page.goto(`${baseUrl}/orderlist/seller`);
    const row = page.getByRole('row').filter({ hasText: order._id.slice(0, 8) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    await shot(page, 'orders');
    await row.getByRole('link', { name: /Details/ }).click();
    await page.waitForURL(`${baseUrl}/order/${order._id}`);
    // The order names the variant sold.
    await page.getByText(`${PRODUCT} (Size M, Colour Blå)`).waitFor();

    expect(await page.getByLabel('Paid date').isDisabled()).toBe(true);
    await page.getByLabel('Paid', { exact: true }).check();
    await page.getByLabel('Paid date').fill('2026-11-23');
    await page.getByLabel('Delivered', { exact: true }).check();
    await page.getByLabel('Delivered date').fill('2026-11-24');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Paid at 2026-11-23').waitFor();
    await page.getByText('Delivered at 2026-11-24').waitFor();

    await page.goto(`${baseUrl}/orderlist/seller`);
    const done = page.getByRole('row').filter({ hasText: order._id.slice(0, 8) });
    // The Delivered cell by its column: on 2026-11-24 the order's own date starts the same way.
    const delivered = done.locator('td[data-label="Delivered"]');
    await delivered.filter({ hasText: '2026-11-24' }).waitFor();
    expect(await delivered.textContent()).toBe('2026-11-24');
    expect(await done.getByRole('button', { name: /Delete/ }).count()).toBe(0);
  });
});

/**
 * Sizes and colours from both sides, in Swedish and in English (issue 36): the shop adds a hat in two sizes and two
 * colours with two photos, a buyer finds it by an option value, picks a size and a colour and orders it; the
 * buyer's order page, the receipt mail and the shop's order name the variant. In Swedish the shop also imports
 * the template with a mistake, sees the row refused, fixes it and imports (the English run is the desktop one's).
 */
describe.each(['sv', 'en'] as const)('sizes and colours bought, and a catalogue imported (%s)', (locale) => {
  const c = catalogs[locale];
  const hat = locale === 'sv' ? 'Ullmössa med tofs' : 'Wool beanie with pompom';
  const variantLabel = `${c['product.form.size']} M, ${c['product.form.colour']} Röd`;
  const buyer = { email: `mossa-${locale}-${Date.now()}@example.se`, password: 'en-varm-mossa' };
  const contextIn = (width: number, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
    browser.newContext({
      locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
      viewport: { width, height: width > 500 ? 900 : 844 },
      ...(width > 500 ? {} : { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
      storageState,
    });
  const shotIn = (target: Page, name: string) => shot(target, `${locale}-${name}`);
  let shop: BrowserContext;
  let seller: Page;
  let orderId = '';

  beforeAll(async () => {
    shop = await contextIn(1280, await desktop.storageState());
    seller = await shop.newPage();
  });
  afterAll(() => shop?.close());

  it('the shop adds a hat in two sizes and two colours with photos', async () => {
    await seller.goto(`${baseUrl}/productlist/seller`);
    await seller.getByRole('button', { name: c['sellerProducts.create'] }).click();
    await seller.waitForURL(/\/product\/[0-9a-f-]{36}\/edit\/seller\?create=1$/);
    await seller.getByLabel(c['product.form.name']!, { exact: true }).first().fill(hat);
    await seller.getByLabel(c['product.form.category']!, { exact: true }).fill('Kläder');
    await seller.getByLabel(c['product.form.brand']!, { exact: true }).fill('Lerverket');
    await seller.getByLabel(c['product.form.description']!, { exact: true }).fill('Stickad i mjuk ull.');
    const choose = (label: string) =>
      seller.getByLabel(exactly(fill(c['image.choose']!, { label: c[label]! })));
    await choose('product.form.image').setInputFiles({
      name: 'mossa-gra.png',
      mimeType: 'image/png',
      buffer: png(400, 400, [128, 128, 128]),
    });
    await seller.getByText(c['image.uploaded']!).waitFor();
    await choose('product.form.addImage').setInputFiles({
      name: 'mossa-rod.png',
      mimeType: 'image/png',
      buffer: png(400, 400, [180, 30, 40]),
    });
    // The second photo shown before going on, as a person waits for it: its upload's end re-renders the
    // gallery above the options (one run under full load timed out looking for the size's value field after
    // "Lägg till alternativ"; that this was the cause is a guess, not proven).
    await seller.getByAltText(fill(c['product.form.imageNumber']!, { n: '2' }), { exact: true }).waitFor();
    await seller.getByRole('button', { name: c['product.form.addOption'] }).click();
    const newValue = (name: string) => seller.getByLabel(fill(c['product.form.newValue']!, { name }));
    for (const size of ['S', 'M']) {
      await newValue(c['product.form.size']!).fill(size);
      await newValue(c['product.form.size']!).press('Enter');
    }
    await seller.getByRole('button', { name: c['product.form.addOption'] }).click();
    for (const colour of ['Grå', 'Röd']) {
      await newValue(c['product.form.colour']!).fill(colour);
      await newValue(c['product.form.colour']!).press('Enter');
    }
    await seller.getByLabel(c['product.form.priceForAll']!).fill('249');
    await seller.getByRole('button', { name: c['product.form.setPriceForAll'] }).click();
    await seller.getByLabel(c['product.form.stockForAll']!).fill('4');
    await seller.getByRole('button', { name: c['product.form.setStockForAll'] }).click();
    // The red hats show the red photo.
    for (const size of ['S', 'M'])
      await seller
        .getByLabel(
          `${c['product.form.variantImage']}, ${c['product.form.size']} ${size}, ${c['product.form.colour']} Röd`,
        )
        .selectOption({ label: fill(c['product.form.imageNumber']!, { n: '2' }) });
    await shotIn(seller, 'hat-edit');
    await nameManufacturer(seller);
    await seller.getByRole('button', { name: c['common.update'], exact: true }).click();
    await seller.waitForURL(`${baseUrl}/productlist/seller`);
    await seller.getByRole('cell', { name: hat, exact: true }).waitFor();
  });

  it('a buyer finds it by its colour, picks M and Röd, orders, and order, receipt and shop name the variant', async () => {
    await api('POST', '/api/users/register', { name: 'Mia Mössa', ...buyer });
    const context = await contextIn(1280);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/signin?redirect=/`);
    await page.getByLabel(c['signin.email']!).fill(buyer.email);
    await page.getByLabel(c['signin.password']!, { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: c['signin.submit'], exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    // "röd mössa": one word in the name, one in the option values.
    const words = locale === 'sv' ? 'röd ullmössa' : 'röd beanie';
    await page.goto(`${baseUrl}/search/name/${encodeURIComponent(words)}`);
    await page.getByRole('link', { name: hat }).first().waitFor();
    const colours = page.getByRole('region', { name: c['product.form.colour'] });
    await colours.getByRole('link', { name: 'Röd', exact: true }).click();
    const chip = page.getByRole('link', {
      name: fill(c['search.removeFilter']!, { filter: `${c['product.form.colour']}: Röd` }),
    });
    await chip.waitFor();
    expect(page.url()).toContain('?option=');
    await shotIn(page, 'search-option');

    await page.getByRole('link', { name: hat }).first().click();
    await page
      .getByRole('group', { name: new RegExp(c['product.form.size']!) })
      .getByText('M', { exact: true })
      .click();
    await page
      .getByRole('group', { name: new RegExp(c['product.form.colour']!) })
      .getByText('Röd', { exact: true })
      .click();
    await page.waitForURL(/\?variant=[0-9a-f-]{36}$/);
    // Choosing Röd shows the red photo, the gallery's second.
    const productId = /\/product\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const { images } = await api<{ images: string[] }>('GET', `/api/products/${productId}`);
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: new RegExp(`^${hat}`) })
          .first()
          .getAttribute('src'),
      )
      .toBe(images[1]);
    await shotIn(page, 'hat-page');
    await page.getByRole('button', { name: c['product.addToCart'] }).click();
    await page.waitForURL(/\/cart/);
    await page.getByText(variantLabel).first().waitFor();
    await page.getByRole('link', { name: c['cart.checkout'] }).click();
    await page.waitForURL(`${baseUrl}/shipping`);
    await page.getByLabel(c['checkout.shipping.fullName']!).fill('Mia Mössa');
    await page.getByLabel(c['checkout.shipping.address']!, { exact: true }).fill('Ullgatan 2');
    await page.getByLabel(c['checkout.shipping.city']!).fill('Borås');
    await page.getByLabel(c['checkout.shipping.postalCode']!).fill('503 30');
    await page.getByLabel(c['checkout.shipping.country']!).fill('Sverige');
    await page.getByRole('button', { name: c['checkout.continue'] }).click();
    await page.getByRole('heading', { name: c['checkout.payment.heading'] }).waitFor();
    await page.getByLabel('Swish').check();
    await page.getByRole('button', { name: c['checkout.continue'] }).click();
    await page.getByRole('heading', { name: c['checkout.placeOrder.heading'] }).waitFor();
    await page.getByText(variantLabel, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: c['checkout.placeOrder.submit'] }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').pop()!;
    await page.getByText(`${hat} (${variantLabel})`).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shotIn(page, 'receipt');

    const phone = await contextIn(390, await context.storageState());
    const small = await phone.newPage();
    for (const [url, name] of [
      [
        `/search/name/${encodeURIComponent(words)}?option=${encodeURIComponent(`${c['product.form.colour']}:Röd`)}`,
        'search-option',
      ],
      [`/order/${orderId}`, 'receipt'],
    ] as const) {
      await small.goto(`${baseUrl}${url}`);
      await small.getByText(hat).first().waitFor();
      await small.waitForLoadState('networkidle');
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shotIn(small, name);
    }
    await phone.close();
    await context.close();

    // The receipt is the order confirmation mail, in the buyer's language.
    const receipt = await mailTo(dataDir, buyer.email, new RegExp(hat));
    expect(receipt).toContain(`${hat} (${variantLabel})`);

    await seller.goto(`${baseUrl}/order/${orderId}`);
    await seller.getByText(`${hat} (${variantLabel})`).first().waitFor();
    await shotIn(seller, 'shop-order');
  });

  // In Swedish only: the English import is the desktop seller's above. Not declared at all in English (rather
  // than declared and skipped).
  if (locale === 'sv')
    it('the shop imports the template with a mistake, sees the row refused, fixes it and imports', async () => {
      await seller.goto(`${baseUrl}/productlist/seller`);
      await seller.getByRole('link', { name: c['productImport.link'] }).click();
      await seller.waitForURL(`${baseUrl}/productlist/seller/import`);
      const [download] = await Promise.all([
        seller.waitForEvent('download'),
        seller.getByRole('button', { name: c['productImport.template'] }).click(),
      ]);
      const template = await readFile((await download.path())!, 'utf8');
      const csv = (text: string) => ({
        name: 'produkter.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(text),
      });
      // A GTIN with a wrong check digit on the template's first row.
      await seller
        .getByLabel(c['productImport.file']!)
        .setInputFiles(csv(template.replace('7350053850019', '7350053850018')));
      await seller.getByRole('button', { name: c['productImport.check'] }).click();
      const report = seller.getByRole('table', { name: c['productImport.report.caption'] });
      await report.getByRole('row').filter({ hasText: c['productImport.action.refuse'] }).first().waitFor();
      expect(await seller.getByRole('button', { name: /^Importera \d/ }).count()).toBe(0);
      await shotIn(seller, 'import-refused');

      await seller.getByLabel(c['productImport.file']!).setInputFiles(csv(template));
      await seller.getByRole('button', { name: c['productImport.check'] }).click();
      await seller.getByRole('button', { name: /^Importera \d/ }).click();
      await seller.getByText(/^Klart:/).waitFor();
      await shotIn(seller, 'import-done');
      await seller.getByRole('link', { name: c['productImport.back'] }).click();
      await seller.getByText('Ullvante').first().waitFor();
    });
});

describe('the seller screens on a phone (390 wide)', () => {
  it('are laid out for a narrow screen', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      storageState: await desktop.storageState(),
    });
    const small = await phone.newPage();
    const screens: [string, string, string][] = [
      ['/become_seller/2', 'become-seller', 'Create your shop'],
      ['/seller_application', 'application', 'Seller application'],
      ['/my_shop_menu', 'my-shop-menu', 'My Shop'],
      ['/productlist/seller', 'product-list', 'Products'],
      ['/productlist/seller/import', 'import', 'Import products'],
      ['/orderlist/seller', 'orders', 'Orders'],
      ['/seller_profile', 'settings', 'Shop settings'],
    ];
    for (const [url, name, heading] of screens) {
      await small.goto(`${baseUrl}${url}`);
      await small.getByRole('heading', { level: 1, name: heading }).waitFor();
      await small.waitForLoadState('networkidle');
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(small, name);
    }
    await small.goto(`${baseUrl}/productlist/seller`);
    await small.getByRole('link', { name: `Edit ${PRODUCT}` }).click();
    await small.getByRole('heading', { name: 'Edit Product' }).waitFor();
    await shot(small, 'product-edit');
    await phone.close();
  });
});
