import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate } from '@torget/i18n';
import { launchBrowser } from './browser';
import { mailTo } from './mail';
import { fakePayPalSdk } from './fake-paypal-sdk';

/**
 * Selling the Swedish way (issue 24), in Swedish (a browser asking for sv-SE) and in English: the product page
 * shows who sells and 'inkl. moms'; a buyer orders and pays with PayPal (the local fake), the shop marks the
 * order delivered, the buyer withdraws from it on the order page through its confirmation step and gets the
 * acknowledgement mail; the shop sees the withdrawal on its list and order page and refunds it; the buyer sees
 * the refund; the receipt mail shows VAT per rate. Key screens saved at 1280 and 390 px under
 * e2e/screenshots/consumer-law-*.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const paypalApproveUrl = inject('paypalApproveUrl');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

type Catalog = Record<string, string>;
const read = (file: string): Catalog =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
const catalogs = {
  sv: { ...read('ui/src/locales/sv.json'), ...read('storefront/src/locales/sv.json') },
  en: { ...read('ui/src/locales/en.json'), ...read('storefront/src/locales/en.json') },
};

/**
 * The shop of this journey: it takes PayPal to its own account (one the fake PayPal knows, as the buying
 * journey sets it) and names its company and contact address.
 */
const SHOP = { email: 'glas@torget.se', password: 'torget-butik' };
const ORG_NUMBER = '556677-1233';
const VAT_NUMBER = 'SE556677123301';
const LEGAL_NAME = 'Glasbruket i Kosta AB';
const SHOP_MAIL = 'hej@glasbruket.se';

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

const signin = (who: { email: string; password: string }) =>
  api<{ _id: string; token: string }>('POST', '/api/users/signin', who);

/** A text of the catalog with its simple `{name}` arguments filled in, as a pattern (spaces as any space). */
function pattern(text: string, values: Record<string, string> = {}): RegExp {
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) return values[name] ?? '.+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s*');
    })
    .join('');
  return new RegExp(source);
}

/** The page as it is now, at 1280 and at 390 px wide. */
async function shot(page: Page, locale: string, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: path.join(shots, `consumer-law-${locale}-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let browser: Browser;
let productId = '';
let shopId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const shop = await signin(SHOP);
  shopId = shop._id;
  await api(
    'PUT',
    '/api/users/profile/payment-settings',
    { values: { has_paypal: true, paypal_account: 'glas@paypal.test' } },
    shop.token,
  );
  await api(
    'PUT',
    '/api/users/profile',
    { seller_legal_name: LEGAL_NAME, seller_contact_email: SHOP_MAIL },
    shop.token,
  );
  const { products } = await api<{ products: { _id: string; countInStock: number }[] }>(
    'GET',
    `/api/products?seller=${shop._id}`,
  );
  productId = products.find((product) => product.countInStock > 6)!._id;
});
afterAll(() => browser?.close());

async function pageIn(locale: 'sv' | 'en') {
  const context = await browser.newContext({
    locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

async function signInOn(page: Page, c: Catalog, who: { email: string; password: string }, to: string) {
  await page.goto(`${baseUrl}/signin?redirect=${to}`);
  await page.getByLabel(c['signin.email']!).fill(who.email);
  await page.getByLabel(c['signin.password']!, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: c['signin.submit'], exact: true }).click();
}

describe.each(['sv', 'en'] as const)('consumer law (%s)', (locale) => {
  const c = catalogs[locale];
  const buyer = { email: `angrar-${locale}-${Date.now()}@example.se`, password: 'ett-hemligt-ord' };
  let orderId = '';
  /** What the withdrawn items came to with their shipping, as typed into the refund box ('548,50'). */
  let withdrawnAmount = '';

  it('shows the trader and VAT on the product page, and checks out with PayPal', async () => {
    await api('POST', '/api/users/register', { name: 'Vera Ångrare', ...buyer });
    const { context, page } = await pageIn(locale);
    await page.route('https://www.paypal.com/sdk/js**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakePayPalSdk() }),
    );
    await page.route('https://www.paypal.com/fake-approve/*', async (route) => {
      const id = new URL(route.request().url()).pathname.split('/').pop();
      await fetch(`${paypalApproveUrl}/approve/${id}`, { method: 'POST' });
      await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    });
    await signInOn(page, c, buyer, `/product/${productId}`);
    await page.waitForURL(`${baseUrl}/product/${productId}`);

    const trader = page.getByRole('region', { name: c['trader.heading'] });
    await trader.getByText(LEGAL_NAME).waitFor();
    await trader.getByText(ORG_NUMBER).waitFor();
    await trader.getByText(VAT_NUMBER).waitFor();
    await trader.getByRole('link', { name: SHOP_MAIL }).waitFor();
    await page.getByText(c['vat.included']!, { exact: true }).first().waitFor();
    await shot(page, locale, 'product');

    await page.goto(`${baseUrl}/seller/${shopId}`);
    // The shop's footer names the trader: legal name and VAT number.
    await page.getByText(pattern(c['shop.vatNumber']!, { number: VAT_NUMBER })).waitFor();
    await page.getByText(LEGAL_NAME, { exact: true }).waitFor();
    await shot(page, locale, 'shop');

    await page.goto(`${baseUrl}/product/${productId}`);

    await page.getByLabel(c['product.qty']!).selectOption('2');
    await page.getByRole('button', { name: c['product.addToCart'] }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByText(c['vat.included']!, { exact: true }).waitFor();
    await shot(page, locale, 'cart');

    await page.getByRole('link', { name: c['cart.checkout'] }).click();
    await page.waitForURL(`${baseUrl}/shipping`);
    await page.getByLabel(c['checkout.shipping.fullName']!).fill('Vera Ångrare');
    await page.getByLabel(c['checkout.shipping.address']!, { exact: true }).fill('Strandvägen 3');
    await page.getByLabel(c['checkout.shipping.city']!).fill('Visby');
    await page.getByLabel(c['checkout.shipping.postalCode']!).fill('621 55');
    await page.getByLabel(c['checkout.shipping.country']!).fill('Sverige');
    await page.getByRole('button', { name: c['checkout.continue'] }).click();
    await page.getByRole('heading', { name: c['checkout.payment.heading'] }).waitFor();
    await page.getByLabel('PayPal').check();
    await page.getByRole('button', { name: c['checkout.continue'] }).click();
    await page.getByRole('heading', { name: c['checkout.placeOrder.heading'] }).waitFor();
    const linkText = /<0>(.+)<\/0>/.exec(c['checkout.placeOrder.withdrawal']!)![1]!;
    const terms = page.getByRole('link', { name: linkText, exact: true });
    expect(await terms.getAttribute('href')).toBe('/terms');
    await shot(page, locale, 'placeorder');
    await page.getByRole('button', { name: c['checkout.placeOrder.submit'] }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').pop()!;

    await page.getByRole('button', { name: 'PayPal (fake checkout)' }).click();
    await page.getByText(c['order.payment.received']!).waitFor();
    await context.close();
  });

  it('lets the buyer withdraw from the delivered order through the confirmation step, and mails her', async () => {
    const shop = await signin(SHOP);
    // Stockholm's calendar day, as a Swede types it and the apps write it (after 23:00 UTC it is tomorrow).
    const today = formatDate(new Date(), 'en');
    await api(
      'PUT',
      `/api/orders/${orderId}/update`,
      { is_delivered: true, delivered_date: today },
      shop.token,
    );

    const { context, page } = await pageIn(locale);
    await signInOn(page, c, buyer, `/order/${orderId}`);
    await page.waitForURL(`${baseUrl}/order/${orderId}`);
    await page.getByText(pattern(c['vat.line']!, { rate: '25' })).waitFor();
    const card = page.getByRole('region', { name: c['withdrawal.heading'] });
    await card.getByRole('button', { name: c['withdrawal.open'] }).waitFor();
    await shot(page, locale, 'order-withdrawable');

    await card.getByRole('button', { name: c['withdrawal.open'] }).click();
    const step = card.getByRole('form', { name: c['withdrawal.confirmHeading'] });
    await step.getByRole('heading', { name: c['withdrawal.confirmHeading'] }).waitFor();
    expect(await step.getByRole('checkbox').isChecked()).toBe(true);
    // She bought two and sends one back: the line asks how many, all of it to begin with.
    const qty = step.getByLabel(pattern(c['withdrawal.qty']!));
    expect(await qty.inputValue()).toBe('2');
    await qty.fill('1');
    await step.getByLabel(c['withdrawal.reason']!).fill(locale === 'sv' ? 'Fel storlek' : 'Wrong size');
    await shot(page, locale, 'withdrawal-confirm');
    await step.getByRole('button', { name: c['withdrawal.confirm'] }).click();

    await card.getByText(c['withdrawal.done']!).waitFor();
    await card.getByText(pattern(c['withdrawal.madeAt']!, { date: `${today} \\d\\d:\\d\\d` })).waitFor();
    await card.getByText(pattern(c['withdrawal.item']!, { qty: '1' })).waitFor();
    // The other one can still be withdrawn.
    expect(await card.getByRole('button', { name: c['withdrawal.open'] }).count()).toBe(1);
    await shot(page, locale, 'order-withdrawn');
    await context.close();

    const acknowledgement = await mailTo(
      dataDir,
      buyer.email,
      /ångrade köpet|withdrew|withdrawal was received/i,
    );
    expect(acknowledgement).toContain(`/order/${orderId}`);
    expect(acknowledgement).toMatch(/14/);
    // The order confirmation is the receipt: the shop as trader and the VAT per rate.
    const receipt = await mailTo(dataDir, buyer.email, /varav moms 25 %|of which VAT 25 %/);
    expect(receipt).toContain(LEGAL_NAME);
    expect(receipt).toContain(VAT_NUMBER);
  });

  it('shows the withdrawal to the shop, which refunds it; the buyer sees the refund', async () => {
    const { context, page } = await pageIn(locale);
    await signInOn(page, c, SHOP, '/orderlist/seller');
    await page.waitForURL(`${baseUrl}/orderlist/seller`);
    const row = page.getByRole('row').filter({ hasText: orderId.slice(0, 8) });
    await row.getByText(pattern(c['withdrawal.badge']!)).waitFor();
    await shot(page, locale, 'seller-orders');

    await page.goto(`${baseUrl}/order/${orderId}`);
    const card = page.getByRole('region', { name: c['withdrawal.heading'] });
    const toRefund = await card.getByText(pattern(c['withdrawal.toRefund']!)).textContent();
    withdrawnAmount = /(\d[\d\s]*,\d\d)/.exec(toRefund ?? '')![1]!.replace(/\s/g, '');
    // The refund box offers what the withdrawal comes to (items and shipping), not all that is left.
    const amount = page.getByLabel(c['order.refunds.amount']!);
    expect(Number((await amount.inputValue()).replace(',', '.'))).toBe(
      Number(withdrawnAmount.replace(',', '.')),
    );
    await shot(page, locale, 'order-seller');
    await page.getByRole('button', { name: c['order.refunds.submit'], exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: c['order.refunds.submit'], exact: true })
      .click();
    // '1234,50' as the page writes it: '1 234,50 kr', with whatever spaces the formatter uses.
    const shown = withdrawnAmount.split('').join('\\s*');
    const refunded = pattern(c['order.refunds.line']!, { amount: `${shown}\\s*kr` });
    await page.getByText(refunded).waitFor();
    await context.close();

    const buyerView = await pageIn(locale);
    await signInOn(buyerView.page, c, buyer, `/order/${orderId}`);
    await buyerView.page.getByText(refunded).waitFor();
    await shot(buyerView.page, locale, 'order-refunded');
    await buyerView.context.close();
  });
});
