import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { callApi, signInApi } from './admin-helpers';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
import { demoProducts } from './demo-products';

/**
 * No screen of either app scrolls sideways on a phone: every screen, signed out and as the demo buyer, seller
 * and admin (the data the server seeds), at 320 and 390 px wide, where the page must be no wider than the
 * window (`scrollWidth <= clientWidth`). Both languages; each screen is saved at 390 under e2e/screenshots/phone-{sv,en}-*.png.
 */
const baseUrl = inject('baseUrl');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

const ADMIN = { email: 'admin@torget.se', password: 'torget-admin' };
const BUYER = { email: 'kund@torget.se', password: 'torget-kund' };
const SELLER = { email: 'butik@torget.se', password: 'torget-butik' };
const WIDTHS = [390, 320];
// Swedish words run longer ("Beställningshistorik"), so both languages are checked.
const LOCALES = ['sv-SE', 'en-GB'] as const;

type Persona = 'visitor' | 'buyer' | 'seller' | 'admin';
type Screen = [name: string, path: string];

let browser: Browser;
describePagesOnFailure(() => browser);
let seller: { _id: string; token: string };
let buyer: { _id: string; token: string };
let admin: { _id: string; token: string };
let productId = '';
let orderId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const answers = await Promise.all(
    [SELLER, BUYER, ADMIN].map((who) => signInApi(baseUrl, who.email, who.password)),
  );
  [seller, buyer, admin] = [answers[0]!, answers[1]!, answers[2]!];
  const products = await callApi(baseUrl, 'GET', `/api/products?seller=${seller._id}`);
  productId = demoProducts<{ _id: string; createdAt: string }>(products.body.products)[0]!._id;
  const placed = await callApi(baseUrl, 'POST', '/api/orders', {
    token: buyer.token,
    body: {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        fullName: 'Karin Kund',
        address: 'Storgatan 12',
        city: 'Göteborg',
        postalCode: '411 38',
        country: 'Sverige',
      },
      paymentMethod: 'Swish',
    },
  });
  if (placed.status !== 201 && placed.status !== 200)
    throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
  orderId = placed.body._id;
});
afterAll(() => browser?.close());

/** A browser (in the language, 390 wide to start) as the persona. */
async function contextAs(persona: Persona, locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  // The sign-in answers, token included, as the apps keep them (docs/product.md §3 `userInfo`).
  const user = { visitor: null, buyer, seller, admin }[persona];
  if (user)
    await context.addInitScript((answer) => localStorage.setItem('userInfo', JSON.stringify(answer)), user);
  return context;
}

/** How far the page reaches past the window, and the outermost elements that stick out (for the failure). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5,
      )
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? '').trim().slice(0, 40)}`,
      );
    return { excess: root.scrollWidth - width, culprits };
  });

async function checkScreens(
  locale: string,
  persona: Persona,
  screens: () => Screen[],
  before?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const context = await contextAs(persona, locale);
  const page = await context.newPage();
  if (before) await before(page);
  const failures: string[] = [];
  const language = locale.slice(0, 2);
  for (const [name, url] of screens()) {
    // Loaded once at the widest width; the narrower ones are the same page resized (layout reflows).
    await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
    await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(150);
      const { excess, culprits } = await overflow(page);
      if (excess > 0)
        failures.push(
          `${language} ${persona} ${url} at ${width}px: ${excess}px too wide; ${culprits.join(' | ')}`,
        );
      if (width === 390) {
        const height = Math.min(2400, await page.evaluate(() => document.documentElement.scrollHeight));
        await page.screenshot({
          path: path.join(shots, `phone-${language}-${persona}-${name}-390.png`),
          clip: { x: 0, y: 0, width, height },
          fullPage: true,
        });
      }
    }
  }
  await context.close();
  return failures;
}

/** Puts a product in the cart the way a link to /cart/{id}/{qty} does. */
const fillCart = async (page: Page) => {
  await page.goto(`${baseUrl}/cart/${productId}/1`, { waitUntil: 'networkidle' });
};

// Some twenty screens at two widths per test: more than the suite's default minute.
const SLOW = 300_000;

describe.concurrent.each(LOCALES)('on a phone (320 and 390 px, %s) no screen scrolls sideways', (locale) => {
  it(
    'signed out: the shop, its pages, the cart and the sign-in screens of both apps',
    async ({ expect }) =>
      expect(
        await checkScreens(
          locale,
          'visitor',
          () => [
            ['home', '/'],
            ['product', `/product/${productId}`],
            ['shop', `/seller/${seller._id}`],
            ['search', '/search/name/'],
            ['categories', '/categories'],
            ['about', '/about'],
            ['privacy', '/privacy'],
            ['privacy-policy', '/privacy_policy'],
            ['seller-info-1', '/seller_info_1'],
            ['seller-info-2', '/seller_info_2'],
            ['cart', '/cart'],
            ['signin', '/signin'],
            ['register', '/register'],
            ['forgot-password', '/forgot_password'],
            ['reset-password', '/reset_password/not-a-real-token'],
            ['not-found', '/no/such/page'],
            ['terms', '/terms'],
            ['admin-signin', '/admin/signin'],
          ],
          fillCart,
        ),
      ).toEqual([]),
    SLOW,
  );

  it(
    'as the buyer: the cart, checkout, an order, the order history, the profile and becoming a seller',
    async ({ expect }) =>
      expect(
        await checkScreens(
          locale,
          'buyer',
          () => [
            ['cart', '/cart'],
            ['shipping', '/shipping'],
            ['payment', '/payment'],
            ['placeorder', '/placeorder'],
            ['map', '/map'],
            ['order', `/order/${orderId}`],
            ['orderhistory', '/orderhistory'],
            ['profile', '/profile'],
            ['become-seller', '/become_seller/1'],
            ['seller-application', '/seller_application'],
          ],
          fillCart,
        ),
      ).toEqual([]),
    SLOW,
  );

  it(
    "as the seller: the shop's menu, products, a product's edit screen, settings and orders",
    async ({ expect }) =>
      expect(
        await checkScreens(locale, 'seller', () => [
          ['my-shop-menu', '/my_shop_menu'],
          ['products', '/productlist/seller'],
          ['product-edit', `/product/${productId}/edit/seller`],
          ['shop-settings', '/seller_profile'],
          ['orders', '/orderlist/seller'],
          ['order', `/order/${orderId}`],
        ]),
      ).toEqual([]),
    SLOW,
  );

  it(
    'as the admin: every admin screen',
    async ({ expect }) =>
      expect(
        await checkScreens(locale, 'admin', () => [
          ['menu', '/admin_menu'],
          ['products', '/productlist'],
          ['product-edit', `/product/${productId}/edit`],
          ['orders', '/orderlist'],
          ['users', '/userlist'],
          ['user-edit', `/user/${buyer._id}/edit`],
          ['settings', '/admin_settings'],
        ]),
      ).toEqual([]),
    SLOW,
  );
});
