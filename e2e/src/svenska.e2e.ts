import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
import { demoProducts } from './demo-products';
import { mailTo } from './mail';

/**
 * A Swedish shopper, seller and admin (a browser that asks for Swedish, `locale: 'sv-SE'`) at 1280 and 390 px:
 * every screen speaks Swedish, with no English text of the catalogs left on it, and the switch turns it English
 * at once and keeps it after a reload. Screenshots under e2e/screenshots/svenska-*. The delivery journey (ombud,
 * shipping with tracking) runs in English too, from an English browser (screenshots english-*).
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

type Catalog = Record<string, string>;
const read = (file: string): Catalog =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
const catalog = (locale: 'sv' | 'en'): Catalog => ({
  ...read(`ui/src/locales/${locale}.json`),
  ...read(`storefront/src/locales/${locale}.json`),
  ...read(`admin-ui/src/locales/${locale}.json`),
});
const sv = catalog('sv');
const en = catalog('en');
/** The server's texts (mail), which follow the account's saved language. */
const coreSv = read('core/src/locales/sv.json');
const coreEn = read('core/src/locales/en.json');

/**
 * The English catalog texts that would give an English screen away: whole texts of two or more words that differ
 * from their Swedish, without ICU arguments (those are sentences built around data).
 */
const englishTells = Object.entries(en)
  .filter(([id, text]) => sv[id] !== text && !/[{<]/.test(text) && /\p{L}+ \p{L}+/u.test(text))
  .map(([, text]) => text);

async function expectSwedish(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
  const text = await page.evaluate(() => document.body.innerText);
  expect(englishTells.filter((tell) => text.includes(tell))).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shots, `svenska-${name}-${width}.png`), fullPage: true });
}

/** An API call; `language` is the Accept-Language it asks in (the account keeps its own for mail). */
async function api<T>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  language = 'sv',
): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

let browser: Browser;
describePagesOnFailure(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function swedishPage(width: number) {
  const context = await browser.newContext({
    locale: 'sv-SE',
    ...(width < 600
      ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width, height: 900 } }),
  });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string, password: string, redirect: string) {
  await page.goto(`${baseUrl}/signin?redirect=${redirect}`);
  await page.getByLabel(sv['signin.email']!).fill(email);
  await page.getByLabel(sv['signin.password']!, { exact: true }).fill(password);
  await page.getByRole('button', { name: sv['signin.submit'], exact: true }).click();
}

type Lang = 'sv' | 'en';
const texts: Record<Lang, Catalog> = { sv, en };

/** The Swedish catalog texts that would give a Swedish screen away on an English one (as `englishTells`). */
const swedishTells = Object.entries(sv)
  .filter(([id, text]) => en[id] !== text && !/[{<]/.test(text) && /\p{L}+ \p{L}+/u.test(text))
  .map(([, text]) => text);

/** The page speaks `lang` with no text of the other catalog left, and is saved as a screenshot. */
async function expectIn(lang: Lang, page: Page, name: string) {
  if (lang === 'sv') return expectSwedish(page, name);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  const text = await page.evaluate(() => document.body.innerText);
  expect(swedishTells.filter((tell) => text.includes(tell))).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shots, `english-${name}-${width}.png`), fullPage: true });
}

/** A browser that asks for `lang` (Swedish: sv-SE, English: en-GB), at a phone's or a desktop's width. */
async function languagePage(width: number, lang: Lang) {
  const context = await browser.newContext({
    locale: lang === 'sv' ? 'sv-SE' : 'en-GB',
    ...(width < 600
      ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width, height: 900 } }),
  });
  return { context, page: await context.newPage() };
}

async function signInAs(page: Page, lang: Lang, email: string, password: string, redirect: string) {
  const t = texts[lang];
  await page.goto(`${baseUrl}/signin?redirect=${redirect}`);
  await page.getByLabel(t['signin.email']!).fill(email);
  await page.getByLabel(t['signin.password']!, { exact: true }).fill(password);
  await page.getByRole('button', { name: t['signin.submit'], exact: true }).click();
}

/**
 * The cart with one of `productId`, as the spec's /cart/{id}/{qty} adds it: done when the cart shows its
 * checkout link, so the product is in the stored cart before the page is left (the network going quiet for
 * half a second does not prove that on a busy machine).
 */
async function addToCart(page: Page, lang: Lang, productId: string) {
  await page.goto(`${baseUrl}/cart/${productId}/1`);
  await page.getByRole('link', { name: texts[lang]['cart.checkout'] }).waitFor();
}

/**
 * The shipping form, filled with an address in Lund (the ombud near 222 22), and Continue; done when the form
 * has given way to the delivery options or the payment step, so the address was saved. The form shows once
 * its reads (the saved address, the shop's delivery options) have answered.
 */
async function shipTo(page: Page, lang: Lang, name: string) {
  const t = texts[lang];
  await page.waitForURL(/\/shipping/);
  const fullName = page.getByLabel(t['checkout.shipping.fullName']!);
  await fullName.fill(name);
  await page.getByLabel(t['checkout.shipping.address']!, { exact: true }).fill('Storgatan 1');
  await page.getByLabel(t['checkout.shipping.city']!).fill('Lund');
  await page.getByLabel(t['checkout.shipping.postalCode']!).fill('222 22');
  await page.getByLabel(t['checkout.shipping.country']!).fill('Sverige');
  await page.getByRole('button', { name: t['checkout.continue'] }).click();
  await fullName.waitFor({ state: 'detached' });
}

/**
 * A demo product without sizes or colours (/cart/{id}/1 adds it as the spec's cart route does), with stock to
 * spare, from a shop without delivery options (the standard shipping, no delivery step). Only the demo
 * marketplace's products: other journeys list newer products, and may remove them while this one runs.
 */
async function plainDemoProduct(): Promise<{ _id: string; shipping_price: number }> {
  const { products } = await api<{
    products: {
      _id: string;
      createdAt: string;
      countInStock: number;
      shipping_price: number;
      options: unknown[];
      seller: { _id: string };
    }[];
  }>('GET', '/api/products?pageSize=100');
  for (const candidate of demoProducts(products).filter((p) => p.countInStock > 2 && !p.options.length)) {
    const options = await api<unknown[]>('GET', `/api/shops/${candidate.seller._id}/delivery-options`);
    if (!options.length) return candidate;
  }
  throw new Error('No demo product without sizes from a shop without delivery options');
}

/**
 * A shop with no delivery options checks out as the specification says: no delivery step after the address,
 * and the shipping is each item's shipping price (one item here). The buyer is signed in at the end.
 */
async function standardCheckout(page: Page, lang: Lang, email: string, password: string) {
  const t = texts[lang];
  const product = await plainDemoProduct();
  await addToCart(page, lang, product._id);
  await signInAs(page, lang, email, password, 'shipping');
  await shipTo(page, lang, 'Eva Standard');
  await page.getByRole('heading', { name: t['checkout.payment.heading'] }).waitFor();
  expect(await page.getByRole('group', { name: t['checkout.delivery.heading'] }).count()).toBe(0);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t['checkout.continue'] }).click();
  await page.getByRole('heading', { name: t['checkout.placeOrder.heading'] }).waitFor();
  await expectIn(lang, page, 'placeorder-standard');
  await page.getByRole('button', { name: t['checkout.placeOrder.submit'] }).click();
  await page.waitForURL(/\/order\//);
  const orderId = page.url().split('/order/')[1]!.split('?')[0]!;
  const { token } = await api<{ token: string }>(
    'POST',
    '/api/users/signin',
    { email, password },
    undefined,
    lang,
  );
  const order = await api<{ shippingPrice: number }>('GET', `/api/orders/${orderId}`, undefined, token, lang);
  expect(order.shippingPrice).toBe(product.shipping_price);
}

/**
 * The delivery journey in `lang` at `width`: a shopper chooses an ombud (PostNord's demo points, the next
 * one by arrow key) and places the order; the shop marks the hand-taken Swish payment and the parcel shipped
 * with a tracking number on its order page; she follows 'Spåra paketet' / 'Track the parcel'. In English a
 * shop with no options checks out first; in Swedish she then withdraws, is shown where to send the goods
 * (Ullboden's return address and instructions) and the shop marks 'Retur mottagen'.
 */
async function deliveryJourney(lang: Lang, width: number) {
  const t = texts[lang];
  const email = `ombud-${lang}-${width}-${Date.now()}@example.se`;
  const password = 'hemligt-ord-3';
  await api('POST', '/api/users/register', { name: 'Olga Ombud', email, password }, undefined, lang);
  const { context, page } = await languagePage(width, lang);
  if (lang === 'en') await standardCheckout(page, lang, email, password);
  // Ullboden offers delivery options in the demo (core/src/db/seed/demo-delivery.ts).
  const shop = await api<{ _id: string; token: string }>('POST', '/api/users/signin', {
    email: 'ull@torget.se',
    password: 'torget-butik',
  });
  const { products } = await api<{
    products: { _id: string; countInStock: number; variants?: unknown[] }[];
  }>('GET', `/api/products?seller=${shop._id}`);
  // One without sizes or colours, so the cart takes it straight from its address.
  const product = products.find((p) => p.countInStock > 2 && !p.variants?.length)!;
  await addToCart(page, lang, product._id);
  if (lang === 'en') await page.goto(`${baseUrl}/shipping`);
  else await signInAs(page, lang, email, password, 'shipping');
  await shipTo(page, lang, 'Olga Ombud');
  // The shop's options; the ombud option's 5 nearest points, the nearest chosen.
  await page.getByRole('group', { name: t['checkout.delivery.heading'] }).waitFor();
  const points = page.getByRole('group', { name: t['checkout.delivery.choosePoint'] });
  await points.waitFor();
  expect(await points.getByRole('radio').count()).toBe(5);
  expect(await points.getByRole('radio').first().isChecked()).toBe(true);
  await page.getByText(t['checkout.delivery.demo']!).waitFor();
  await expectIn(lang, page, 'delivery');
  // Chosen by keyboard: the arrow moves the choice to the next point.
  await points.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await points.getByRole('radio').nth(1).isChecked()).toBe(true);
  const point = (await points.locator('label').nth(1).locator('strong').innerText()).trim();
  await page.getByRole('button', { name: t['checkout.continue'] }).click();
  await page.getByLabel('Swish').check();
  await page.getByRole('button', { name: t['checkout.continue'] }).click();
  await page.getByRole('heading', { name: t['checkout.placeOrder.heading'] }).waitFor();
  await page.getByText(point, { exact: false }).first().waitFor();
  await expectIn(lang, page, 'placeorder-ombud');
  await page.getByRole('button', { name: t['checkout.placeOrder.submit'] }).click();
  await page.waitForURL(/\/order\//);
  const orderId = page.url().split('/order/')[1]!.split('?')[0]!;
  // Ullboden takes Swish by hand: on its order page it marks the payment that came, and the parcel shipped
  // with PostNord's tracking number.
  const seller = await languagePage(width, lang);
  await signInAs(seller.page, lang, 'ull@torget.se', 'torget-butik', `/order/${orderId}`);
  await seller.page.waitForURL(`${baseUrl}/order/${orderId}`);
  const form = seller.page.getByRole('form', { name: t['order.update.heading'] });
  await form.getByLabel(t['order.update.paid']!, { exact: true }).check();
  await form.getByLabel(t['order.update.paidDate']!).fill('2026-11-27');
  await form.getByLabel(t['order.update.shipped']!, { exact: true }).check();
  await form.getByLabel(t['order.update.shippedDate']!).fill('2026-11-27');
  await form.getByLabel(t['order.update.carrier']!).selectOption('postnord');
  await form.getByLabel(t['order.update.trackingNumber']!).fill('RR123456785SE');
  await form.getByRole('button', { name: t['common.update'] }).click();
  await seller.page.getByRole('link', { name: t['order.delivery.track'] }).waitFor();
  await expectIn(lang, seller.page, 'seller-shipped');
  // The buyer's page: the ombud and the link to PostNord's tracking page.
  await page.reload();
  const track = page.getByRole('link', { name: t['order.delivery.track'] });
  await track.waitFor();
  expect(await track.getAttribute('href')).toBe('https://tracking.postnord.com/se/?id=RR123456785SE');
  await page.getByText(point, { exact: false }).first().waitFor();
  expect(await page.getByText(t['order.notPaid']!).count()).toBe(0);
  await expectIn(lang, page, 'order-tracking');
  if (lang === 'sv') await returnTheGoods(page, seller.page);
  await seller.context.close();
  await context.close();
}

/**
 * Swedish: the buyer withdraws from the whole order and is shown 'Så returnerar du' with Ullboden's return
 * address and its instructions; the shop, on its order page, marks 'Retur mottagen' after the confirm question.
 */
async function returnTheGoods(page: Page, shopPage: Page) {
  await page.getByRole('button', { name: sv['withdrawal.open'] }).click();
  await page.getByRole('button', { name: sv['withdrawal.confirm'] }).click();
  await page.getByText(sv['withdrawal.done']!).waitFor();
  const back = page.getByRole('region', { name: sv['withdrawal.returnHeading'] });
  await back.getByText('Lagergatan 3', { exact: false }).waitFor();
  await back.getByText(/^Packa varorna väl/).waitFor();
  await expectSwedish(page, 'return');

  await shopPage.reload();
  await shopPage.getByRole('button', { name: sv['withdrawal.markReturnReceived'], exact: true }).click();
  const dialog = shopPage.getByRole('alertdialog');
  await dialog.getByRole('button', { name: sv['withdrawal.markReturnReceived'], exact: true }).click();
  await shopPage.getByText(/^Retur mottagen \d+ \p{L}+ \d{4}$/u).waitFor();
  expect(
    await shopPage.getByRole('button', { name: sv['withdrawal.markReturnReceived'], exact: true }).count(),
  ).toBe(0);
  await expectSwedish(shopPage, 'return-received');
}

describe.each([1280, 390])('på svenska at %i px', (width) => {
  it('a shopper browses, fills the cart, checks out with Swish and reads her order, all in Swedish', async () => {
    const email = `svensk-${width}-${Date.now()}@example.se`;
    await api('POST', '/api/users/register', { name: 'Sara Svensson', email, password: 'hemligt-ord-1' });
    const product = await plainDemoProduct();
    const { context, page } = await swedishPage(width);

    await page.goto(`${baseUrl}/`);
    await expectSwedish(page, 'home');
    await page.goto(`${baseUrl}/product/${product._id}`);
    await expectSwedish(page, 'product');
    await page.goto(`${baseUrl}/cart/${product._id}/1`);
    await expectSwedish(page, 'cart');

    await signIn(page, email, 'hemligt-ord-1', 'shipping');
    await page.getByLabel(sv['checkout.shipping.fullName']!).fill('Sara Svensson');
    await expectSwedish(page, 'shipping');
    await page.getByLabel(sv['checkout.shipping.address']!, { exact: true }).fill('Storgatan 1');
    await page.getByLabel(sv['checkout.shipping.city']!).fill('Lund');
    await page.getByLabel(sv['checkout.shipping.postalCode']!).fill('222 22');
    await page.getByLabel(sv['checkout.shipping.country']!).fill('Sverige');
    await page.getByRole('button', { name: sv['checkout.continue'] }).click();
    await page.getByRole('heading', { name: sv['checkout.payment.heading'] }).waitFor();
    // The first product's shop has no delivery options: no delivery step, the standard shipping.
    expect(await page.getByRole('group', { name: sv['checkout.delivery.heading'] }).count()).toBe(0);
    await expectSwedish(page, 'payment');
    await page.getByLabel('Swish').check();
    await page.getByRole('button', { name: sv['checkout.continue'] }).click();
    await page.getByRole('heading', { name: sv['checkout.placeOrder.heading'] }).waitFor();
    await expectSwedish(page, 'placeorder');
    await page.getByRole('button', { name: sv['checkout.placeOrder.submit'] }).click();
    await page.waitForURL(/\/order\//);
    await page.getByText(sv['order.notPaid']!).first().waitFor();
    await expectSwedish(page, 'order');
    await page.goto(`${baseUrl}/orderhistory`);
    await page.getByRole('heading', { name: sv['orders.heading'] }).waitFor();
    await expectSwedish(page, 'orderhistory');
    await context.close();
  });

  it('a shopper chooses an ombud (PostNord, its demo points), the shop ships with a tracking number, she follows the parcel, withdraws and sees where to return it; the shop marks it received', () =>
    deliveryJourney('sv', width));

  it('the switch turns every text English at once, and a reload keeps it', async () => {
    const { context, page } = await swedishPage(width);
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const english = page.getByRole('button', { name: 'English' });
    const menu = page.getByRole('button', { name: new RegExp(sv['shell.menu'] ?? 'Meny') });
    // The header is drawn at once with both (isVisible does not wait: on a busy machine it asked too early).
    await english.or(menu).first().waitFor();
    if (!(await english.isVisible())) {
      // On a phone the switch is in the menu.
      await menu.click();
    }
    await english.click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.evaluate(() => document.cookie)).toContain('lang=en');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toContain(sv['signin.submit']);
    await page.screenshot({ path: path.join(shots, `svenska-switched-${width}.png`), fullPage: true });
    await context.close();
  });
});

describe.each([1280, 390])('in English at %i px', (width) => {
  it('a shop with no delivery options checks out as the specification says; a shopper chooses an ombud, the shop ships with a tracking number, and she follows the parcel', () =>
    deliveryJourney('en', width));
});

it('a Swedish seller reads her incoming orders and settings, and the admin her menu and users, in Swedish', async () => {
  const width = 1280;
  const { context, page } = await swedishPage(width);
  await signIn(page, 'butik@torget.se', 'torget-butik', '/orderlist/seller');
  await page.waitForURL(/orderlist\/seller/);
  await expectSwedish(page, 'seller-orders');
  await page.goto(`${baseUrl}/seller_profile`);
  await expectSwedish(page, 'seller-profile');
  await context.close();

  const admin = await swedishPage(width);
  await signIn(admin.page, 'admin@torget.se', 'torget-admin', '/');
  await admin.page.waitForURL(`${baseUrl}/`);
  // The admin screens are the admin app's own page: entered by address, as the shell's Admin menu does.
  await admin.page.goto(`${baseUrl}/admin_menu`);
  await admin.page.getByRole('navigation', { name: sv['menu.label'] }).waitFor();
  await expectSwedish(admin.page, 'admin-menu');
  await admin.page.goto(`${baseUrl}/userlist`);
  await admin.page.getByRole('heading', { name: sv['users.title'] }).waitFor();
  await expectSwedish(admin.page, 'admin-users');
  await admin.context.close();
});

it('a signed-in shopper’s switch is saved on her account: a reload keeps English and her next mail is English', async () => {
  // The account starts Swedish (registered by a Swedish browser), so only a saved switch makes its mail English.
  const email = `sprakbyte-${Date.now()}@example.se`;
  await api('POST', '/api/users/register', { name: 'Sigrid Språkbyte', email, password: 'hemligt-ord-2' });
  const { context, page } = await swedishPage(1280);
  await signIn(page, email, 'hemligt-ord-2', '/');
  // Signed in: the header's menu carries her name.
  await page.getByRole('button', { name: /Sigrid Språkbyte/ }).waitFor();
  const [saved] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/profile/language') && response.request().method() === 'PUT',
    ),
    page.getByRole('button', { name: 'English' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual({ language: 'en' });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(sv['shell.cart']);
  await page.screenshot({ path: path.join(shots, 'svenska-signed-in-switched-1280.png'), fullPage: true });
  await context.close();

  // Asked for in Swedish, the reset mail still follows the account's saved language.
  await api('POST', '/api/users/forgot_password', { email }, undefined, 'sv');
  const mail = await mailTo(
    dataDir,
    email,
    new RegExp(`${coreEn['mail.resetLink']}|${coreSv['mail.resetLink']}`),
  );
  expect(mail).toContain(coreEn['mail.resetLink']);
  expect(mail).not.toContain(coreSv['mail.resetLink']);
});
