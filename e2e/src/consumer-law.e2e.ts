import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate } from '@torget/i18n';
import sharp from 'sharp';
import { giveManufacturer } from './admin-helpers';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
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
describePagesOnFailure(() => browser);
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

/**
 * Notice and action (issue 39, docs/notices.md), in Swedish and in English: a visitor reports a product from its
 * page; an admin removes it with a statement of reasons in the admin app; the seller reads the statement under
 * "Beslut" and appeals. Screens saved as consumer-law-<locale>-report*, -decision*, and admin-notice-<locale>.
 */
describe.each(['sv', 'en'] as const)('reporting illegal content (%s)', (locale) => {
  const c = catalogs[locale];
  // The demo seller's shop (butik@torget.se, Svens Snickeri), on plan 2 (up to 50 products): the journey adds
  // one product per language.
  const DEMO_SELLER_SHOP = { email: 'butik@torget.se', password: 'torget-butik' };
  const ADMIN = { email: 'admin@torget.se', password: 'torget-admin' };
  const admin = {
    ...read('ui/src/locales/en.json'),
    ...read('admin-ui/src/locales/en.json'),
  };
  let reportedId = '';

  it('lets a visitor report a product from its page', async () => {
    const shop = await signin(DEMO_SELLER_SHOP);
    const blank = await api<{ _id: string }>('POST', '/api/products', undefined, shop.token);
    // A new Torget lists a product only with its manufacturer (require_product_safety_info).
    await giveManufacturer(baseUrl, shop.token, blank._id);
    await api(
      'PUT',
      `/api/products/${blank._id}`,
      { name: `Blinkande snurra (${locale})`, price: 59, countInStock: 10, category: 'Leksaker' },
      shop.token,
    );
    reportedId = blank._id;
    const { context, page } = await pageIn(locale);
    await page.goto(`${baseUrl}/product/${reportedId}`);
    await page.getByRole('link', { name: c['notices.link'] }).click();
    await page.getByRole('heading', { name: c['notices.heading'] }).waitFor();
    expect(await page.getByLabel(c['notices.form.url']!).inputValue()).toBe(
      `${baseUrl}/product/${reportedId}`,
    );
    await page.getByLabel(c['notices.form.category']!).selectOption('unsafe_product');
    await page
      .getByLabel(c['notices.form.explanation']!)
      .fill('Snurran har lösa knappcellsbatterier och saknar CE-märkning. <b>Farlig</b> för barn.');
    await page.getByLabel(c['notices.form.name']!).fill('Anna Anmälare');
    await page.getByLabel(c['notices.form.email']!).fill(`anmalare-${locale}@example.se`);
    await page.getByLabel(c['notices.form.goodFaith']!).check();
    await shot(page, locale, 'report');
    await page.getByRole('button', { name: c['notices.form.submit'] }).click();
    await page.getByText(pattern(c['notices.form.sent']!)).waitFor();
    await shot(page, locale, 'report-sent');
    await context.close();
  });

  it('lets an admin remove it with a statement of reasons, which the seller reads and appeals', async () => {
    const { context, page } = await pageIn('en');
    await page.goto(`${baseUrl}/admin/signin`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/admin_menu/);
    await page.goto(`${baseUrl}/notices`);
    const row = page.getByRole('row').filter({ hasText: `Blinkande snurra (${locale})` });
    await row.getByRole('link').click();
    await page.getByText('Snurran har lösa knappcellsbatterier', { exact: false }).waitFor();
    await page.getByLabel(admin['notices.decisionChoose']!).selectOption('remove_listing');
    await page
      .getByLabel(admin['reasons.facts']!)
      .fill('Leksaken saknar CE-märkning och batterierna sitter löst.');
    await page.getByLabel(admin['reasons.ground']!).selectOption('law');
    await page.getByLabel(admin['reasons.reference']!).fill('Produktsäkerhetsförordningen (EU) 2023/988');
    await page
      .getByLabel(admin['reasons.explanation']!)
      .fill('Leksaker ska vara CE-märkta och får inte ha batterier som barn når.');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({
        path: path.join(shots, `admin-notice-${locale}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: admin['notices.decide'] }).click();
    await page.getByText(admin['notices.kind.remove_listing']!, { exact: true }).waitFor();
    await context.close();
    expect((await fetch(`${baseUrl}/api/products/${reportedId}`)).status).toBe(404);

    const seller = await pageIn(locale);
    await signInOn(seller.page, c, DEMO_SELLER_SHOP, '/decisions');
    await seller.page.waitForURL(`${baseUrl}/decisions`);
    const card = seller.page
      .getByRole('article')
      .filter({ hasText: `Blinkande snurra (${locale})` })
      .first();
    await card.getByText('Produktsäkerhetsförordningen (EU) 2023/988', { exact: false }).waitFor();
    await shot(seller.page, locale, 'decision');
    await card.getByLabel(c['decisions.appealText']!).fill('Snurran är CE-märkt; se bild 2 i annonsen.');
    await card.getByRole('button', { name: c['decisions.appealSubmit'] }).click();
    await card.getByText(c['decisions.appealWaiting']!).waitFor();
    await shot(seller.page, locale, 'decision-appealed');
    await seller.context.close();
    const mail = await mailTo(dataDir, `anmalare-${locale}@example.se`, /Beslut|Decision/);
    expect(mail).toMatch(locale === 'sv' ? /Annonsen har tagits bort/ : /The listing was removed/);
  });

  it('lets a new seller apply with the trader details, and an admin approve with the checklist', async () => {
    const applicant = { email: `handlare-${locale}-${Date.now()}@example.se`, password: 'ett-hemligt-ord' };
    const registered = await api<{ _id: string }>('POST', '/api/users/register', {
      name: locale === 'sv' ? 'Hanna Handlare' : 'Hannah Trader',
      ...applicant,
    });
    const idCopy = await sharp({
      create: { width: 480, height: 300, channels: 3, background: '#dfe7ef' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect x="20" y="20" width="120" height="150" fill="#9aa8b8"/><text x="170" y="80" font-size="32" font-family="sans-serif">ID-KORT</text><text x="170" y="130" font-size="22" font-family="sans-serif">Testperson</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();

    const shop = await pageIn(locale);
    await signInOn(shop.page, c, applicant, '/become_seller/1');
    await shop.page.waitForURL(`${baseUrl}/become_seller/1`);
    await shop.page
      .getByLabel(c['sellerApplication.form.name']!, { exact: true })
      .fill(`Handelsboden ${locale}`);
    await shop.page.getByLabel(c['sellerApplication.form.address']!, { exact: true }).fill('Torggatan 2');
    await shop.page.getByLabel(c['sellerApplication.form.postNumber']!, { exact: true }).fill('753 20');
    await shop.page.getByLabel(c['sellerApplication.form.city']!, { exact: true }).fill('Uppsala');
    await shop.page.getByLabel(c['sellerApplication.form.phone']!, { exact: true }).fill('018-12 34 56');
    await shop.page
      .getByLabel(c['sellerApplication.form.organisationNumber']!, { exact: true })
      .fill('556016-0680');
    // The browser asks first for what the server requires: nothing is sent without the trader details.
    await shop.page.getByRole('button', { name: c['sellerApplication.form.submit'] }).click();
    await shop.page.getByText(c['traderDetails.idDocumentRequired']!).waitFor();
    await shop.page
      .getByLabel(c['traderDetails.idDocument']!)
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: idCopy });
    await shop.page.getByLabel(c['traderDetails.bankgiroNumber']!).fill('5050-1055');
    await shop.page.getByLabel(c['traderDetails.holder']!).fill('Handelsboden AB');
    await shop.page.getByLabel(c['traderDetails.certify']!).check();
    await shot(shop.page, locale, 'trader-details');
    await shop.page.getByRole('button', { name: c['sellerApplication.form.submit'] }).click();
    await shop.page.waitForURL(`${baseUrl}/seller_application`);
    await shop.page.getByText(c['sellerApplication.status.Waiting for approval']!).waitFor();
    await shop.page.getByText('5050-1055', { exact: false }).waitFor();
    await shot(shop.page, locale, 'trader-application');
    await shop.context.close();

    const { context, page } = await pageIn('en');
    await page.goto(`${baseUrl}/admin/signin`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/admin_menu/);
    await page.goto(`${baseUrl}/user/${registered._id}/edit`);
    const checklist = page.getByRole('region', { name: admin['traderCheck.heading'] });
    await checklist
      .getByText(`${admin['traderCheck.paymentAccount']}: ${admin['traderCheck.given']}`)
      .waitFor();
    await checklist.getByRole('button', { name: admin['traderCheck.showIdDocument'] }).click();
    const copy = checklist.getByRole('img', { name: admin['traderCheck.idDocumentAlt'] });
    await copy.waitFor();
    expect(await copy.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({
        path: path.join(shots, `admin-trader-checklist-${locale}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: admin['user.approve'] }).click();
    await page.getByText(admin['user.approved']!).waitFor();
    await context.close();
    // The copy is the admins' alone: its owner cannot read it back.
    const own = await signin(applicant);
    const read = await fetch(`${baseUrl}/api/admin/users/${registered._id}/id_document`, {
      headers: { authorization: `Bearer ${own.token}` },
    });
    expect(read.status).toBe(403);
  });
});
