import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate, formatMoney, type Locale } from '@torget/i18n';
import { createTranslator } from '@torget/i18n/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, giveManufacturer, giveTraderDetails } from './admin-helpers';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';

/**
 * How the business is going (issue 26), through the real server at 1280 and 390 px: a new shop sells twice
 * and has one order waiting for its Swish mark; its seller sees a chart whose total is those two orders,
 * follows "not yet delivered" to the list of exactly those orders, and downloads the bookkeeping CSV; the
 * admin sees the sellers waiting for approval. In Swedish (the default) and English. Screenshots under
 * e2e/screenshots/overview-*.
 */
const baseUrl = inject('baseUrl');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

type Catalog = Record<string, string>;
const read = (file: string): Catalog =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
const catalogs = (locale: Locale): Catalog[] =>
  ['ui', 'storefront', 'admin-ui'].map((app) => read(`${app}/src/locales/${locale}.json`));
const translate = createTranslator<string>({ sv: catalogs('sv'), en: catalogs('en') });
const merged = (locale: Locale): Catalog => Object.assign({}, ...catalogs(locale));
const sv = merged('sv');
const en = merged('en');
/** English catalog texts of two or more words that differ from their Swedish: they give an English screen away. */
const englishTells = Object.entries(en)
  .filter(([id, text]) => sv[id] !== text && !/[{<]/.test(text) && /\p{L}+ \p{L}+/u.test(text))
  .map(([, text]) => text);

const ADMIN = { email: 'admin@torget.se', password: 'torget-admin' };
const BUYER = { email: 'kund@torget.se', password: 'torget-kund' };
const ADDRESS = {
  fullName: 'Klara Köpare',
  address: 'Storgatan 1',
  city: 'Lund',
  postalCode: '222 22',
  country: 'Sverige',
};

async function api(method: string, url: string, body?: unknown, token?: string) {
  const answer = await callApi(baseUrl, method, url, { body, token });
  if (answer.status >= 300)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A new account that applied to sell (plan 2, Swish the shop marks paid); `approve` opens its shop. */
async function applicant(name: string, approve: boolean) {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
  const email = `${slug}.${Date.now()}@example.se`;
  const password = 'oversikt-hemligt';
  const { _id, token } = await api('POST', '/api/users/register', { name, email, password });
  await api(
    'PUT',
    '/api/users/profile',
    {
      wants_to_be_seller: true,
      seller_plan: 2,
      seller_name: `${name}s bod`,
      seller_address: 'Ågatan 1',
      seller_post_number: '582 23',
      seller_city: 'Linköping',
      seller_phone: '013-12 34 56',
      seller_organisation_number: '556016-0680',
      seller_has_swish: true,
      seller_swish_number: '1231181189',
    },
    token,
  );
  if (approve) {
    await giveTraderDetails(baseUrl, token);
    const admin = await api('POST', '/api/users/signin', ADMIN);
    await api('PUT', `/api/users/${_id}`, { is_seller: true }, admin.token);
  }
  return { id: _id as string, email, password, token: token as string, name };
}

/** A product of the shop, made the way the seller's screens make one (blank, then saved). */
async function product(token: string, name: string, price: number) {
  const blank = await api('POST', '/api/products', undefined, token);
  await giveManufacturer(baseUrl, token, blank._id);
  await api(
    'PUT',
    `/api/products/${blank._id}`,
    { name, price, shipping_price: 29, countInStock: 20, category: 'Keramik', brand: 'Bod' },
    token,
  );
  return blank._id as string;
}

let browser: Browser;
describePagesOnFailure(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAt(width: number, locale: Locale) {
  const context = await browser.newContext({
    locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
    acceptDownloads: true,
    ...(width < 600
      ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width, height: 900 } }),
  });
  return { context, page: await context.newPage() };
}

async function look(page: Page, name: string, locale: Locale) {
  await page.waitForLoadState('networkidle');
  if (locale === 'sv') {
    const text = await page.evaluate(() => document.body.innerText);
    expect(englishTells.filter((tell) => text.includes(tell))).toEqual([]);
  }
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(shots, `overview-${name}-${locale}-${width}.png`),
    fullPage: true,
  });
}

const visibleText = (page: Page) =>
  page.evaluate(() => document.body.innerText.replace(/[\u00a0\u202f]/g, ' '));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each([
  [1280, 'sv'],
  [390, 'sv'],
  [1280, 'en'],
] as const)('the overviews at %i px (%s)', (width, locale) => {
  it('a seller sees her sales, follows "not yet delivered" to those orders and downloads the CSV', async () => {
    const shop = await applicant(`Översikt ${width} ${locale}`, true);
    const skal = await product(shop.token, 'Skål i stengods', 345);
    const kopp = await product(shop.token, 'Kopp med öra', 129.5);
    const buyer = await api('POST', '/api/users/signin', BUYER);
    const order = async (items: { product: string; qty: number }[]) =>
      api(
        'POST',
        '/api/orders',
        { orderItems: items, shippingAddress: ADDRESS, paymentMethod: 'Swish' },
        buyer.token,
      );
    const today = formatDate(new Date(), 'sv');
    const first = await order([{ product: skal, qty: 2 }]);
    const second = await order([
      { product: kopp, qty: 1 },
      { product: skal, qty: 1 },
    ]);
    const waiting = await order([{ product: kopp, qty: 3 }]);
    for (const paid of [first, second])
      await api('PUT', `/api/orders/${paid._id}/update`, { is_paid: true, paid_date: today }, shop.token);
    const total = first.totalPrice + second.totalPrice;

    const { context, page } = await pageAt(width, locale);
    await page.goto(`${baseUrl}/signin?redirect=/my_shop_menu`);
    await page.getByLabel(translate(locale, 'signin.email')).fill(shop.email);
    await page.getByLabel(translate(locale, 'signin.password'), { exact: true }).fill(shop.password);
    await page.getByRole('button', { name: translate(locale, 'signin.submit'), exact: true }).click();
    await page.waitForURL(/my_shop_menu/);
    await page.getByRole('heading', { name: translate(locale, 'overview.todo.title') }).waitFor();

    // The period's total is the journey's two paid orders; the unpaid one waits for the shop's mark.
    const totals = page.locator('dl').first();
    await expect
      .poll(async () => plain(await totals.innerText()))
      .toContain(plain(formatMoney(total, locale)));
    const text = await visibleText(page);
    expect(text).toContain(plain(translate(locale, 'overview.totals.orders')));
    // The chart's table holds the same numbers (on a phone as cards): today with the two orders' revenue.
    await page
      .getByRole('button', { name: translate(locale, 'chart.showTable') })
      .first()
      .click();
    const table = page.locator('table').first();
    await table.waitFor();
    const shownTable = plain(await table.innerText());
    expect(shownTable).toContain(today);
    expect(shownTable).toContain(plain(formatMoney(total, locale)));
    await page
      .getByRole('button', { name: translate(locale, 'chart.showChart') })
      .first()
      .click();
    await look(page, 'seller', locale);

    const notDelivered = translate(locale, 'overview.todo.notDelivered', { count: 2 });
    await page.getByRole('link', { name: notDelivered }).click();
    await page.waitForURL(/\/orderlist\/seller\?todo=not_delivered/);
    await page.getByText(translate(locale, 'sellerOrders.todo.not_delivered')).waitFor();
    await page.getByText(first._id.slice(0, 8)).first().waitFor();
    const listed = await visibleText(page);
    for (const shown of [first, second]) expect(listed).toContain(shown._id.slice(0, 8));
    expect(listed).not.toContain(waiting._id.slice(0, 8));
    await look(page, 'not-delivered', locale);

    await page.goto(`${baseUrl}/my_shop_menu`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: translate(locale, 'overview.export.download') }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    // UTF-8 with a byte order mark, so Swedish Excel reads å/ä/ö; `;` between fields, decimal comma.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(
      locale === 'sv' ? /^Beställningsdatum;Beställning;Butik;Köpare;/ : /^Order date;Order;/,
    );
    const [vat] = first.vatLines as { rate: number; amount: number }[];
    const vatCells = vat ? `${vat.rate};${vat.amount.toFixed(2).replace('.', ',')}` : '0;0,00';
    expect(lines.filter((line) => line.includes(first._id))).toEqual([
      // No discount code: 'Rabatt' 0,00 and 'Rabattkod' empty after the line total.
      `${today};${first._id};${shop.name}s bod;Klara Köpare;Skål i stengods;2;345,00;690,00;0,00;;${vatCells};58,00;Swish;${today};;`,
    ]);
    expect(lines.filter((line) => line.includes(waiting._id))).toEqual([]);
    await context.close();
  });

  it('the admin sees the sellers waiting for approval, each leading to the application', async () => {
    const waitingShop = await applicant(`Väntande ${width} ${locale}`, false);
    const admin = await api('POST', '/api/users/signin', ADMIN);
    const figures = await api('GET', '/api/overview/admin', undefined, admin.token);
    const { context, page } = await pageAt(width, locale);
    await page.goto(`${baseUrl}/admin_menu`);
    await page.getByRole('heading', { name: translate(locale, 'signin.title') }).waitFor();
    await page.getByLabel(translate(locale, 'signin.emailShort')).fill(ADMIN.email);
    await page.getByLabel(translate(locale, 'signin.password')).fill(ADMIN.password);
    await page.getByRole('button', { name: translate(locale, 'signin.submit') }).click();
    const title = translate(locale, 'marketplace.waiting.title', { count: figures.waitingSellers.count });
    await page.getByRole('heading', { name: title }).waitFor();
    expect(figures.waitingSellers.count).toBeGreaterThan(0);
    if (figures.waitingSellers.oldest.some((s: { _id: string }) => s._id === waitingShop.id)) {
      await page.getByRole('link', { name: `${waitingShop.name}s bod` }).click();
      await page.waitForURL(new RegExp(waitingShop.id));
    }
    await page.goto(`${baseUrl}/admin_menu`);
    await page.getByRole('heading', { name: title }).waitFor();
    await look(page, 'admin', locale);
    await context.close();
  });
});
