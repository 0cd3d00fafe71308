import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate, formatMoney } from '@torget/i18n';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
import { fakePayPalSdk } from './fake-paypal-sdk';
import { mailTo } from './mail';
import { demoProducts } from './demo-products';

/**
 * The shopper's whole way through the real server (npm start's build, demo data): register, cart, the
 * one-shop rule, Swish checkout, the seller's confirmation, history, deleting, password reset, and the same
 * checkout at phone width. Every screen is saved at 1280 and 390 wide under e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const paypalApproveUrl = inject('paypalApproveUrl');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

const SELLER = { email: 'butik@torget.se', password: 'torget-butik' };
const OTHER_SELLER_EMAIL = 'glas@torget.se';
const email = `kund-${Date.now()}@example.se`;
const PASSWORD = 'mitt-hemliga-ord';

let browser: Browser;
describePagesOnFailure(() => browser);

interface ProductRow {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
  createdAt: string;
  seller: { _id: string };
}

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

const signin = (who: { email: string; password: string }) =>
  api<{ _id: string; token: string }>('POST', '/api/users/signin', who);

/** A product in stock from the shop of `sellerId`. */
async function productOf(sellerId: string): Promise<ProductRow> {
  const { products } = await api<{ products: ProductRow[] }>('GET', `/api/products?seller=${sellerId}`);
  const product = demoProducts(products).find((p) => p.countInStock > 2);
  if (!product) throw new Error(`no product in stock for ${sellerId}`);
  return product;
}

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shots, `buying-${name}-${width}.png`), fullPage: true });
}

async function newPage(width: 1280 | 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    width === 390
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  );
  return { context, page: await context.newPage() };
}

/** The newest reset link in DATA_DIR/outbox for `to` (the mail queue sends within a few seconds). */
async function resetLinkFor(to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = (() => {
      try {
        return readdirSync(outbox).sort().reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      // Quoted-printable: join soft line breaks and decode '=3D' before looking for the link.
      const mail = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<>]+\/reset_password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
      if (mail.includes(to) && link) return new URL(link).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset mail for ${to} in ${outbox}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a shopper buying with Swish (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let orderId = '';

  beforeAll(async () => {
    ({ context, page } = await newPage(1280));
  });
  afterAll(() => context?.close());

  it('registers, fills the cart, is refused a second shop and checks out with Swish', async () => {
    const seller = await signin(SELLER);
    const other = await signin({ email: OTHER_SELLER_EMAIL, password: SELLER.password });
    const product = await productOf(seller._id);
    const foreign = await productOf(other._id);

    await page.goto(`${baseUrl}/register?redirect=/`);
    await page.getByLabel('Name').fill('Klara Köpare');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('not the same');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Password and confirm password do not match').waitFor();
    await shot(page, 'register');
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/product/${product._id}`);
    await page.getByLabel('Qty').selectOption('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByLabel(`Quantity of ${product.name}`).waitFor();
    expect(await page.getByLabel(`Quantity of ${product.name}`).inputValue()).toBe('2');

    await page.goto(`${baseUrl}/cart/${foreign._id}/1`);
    await page.getByText("Can't add to cart. Buy from Svens Snickeri in this order.").waitFor();
    expect(await page.getByRole('link', { name: foreign.name }).count()).toBe(0);
    await shot(page, 'cart');

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${baseUrl}/shipping`);
    await page.getByLabel('Full Name').fill('Klara Köpare');
    await page.getByLabel('Address', { exact: true }).fill('Storgatan 1');
    await page.getByLabel('City').fill('Lund');
    await page.getByLabel('Postal Code').fill('22222');
    await shot(page, 'shipping');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${baseUrl}/payment`);
    expect(await page.getByLabel('Swish').isChecked()).toBe(true);
    await shot(page, 'payment');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${baseUrl}/placeorder`);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await shot(page, 'placeorder');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').pop()!;
    await page.getByRole('img', { name: /Swish QR code/ }).waitFor();
    await page.getByText('1231181189', { exact: true }).waitFor();
    await page.getByText('Not Paid').waitFor();
    await page.getByText('Not Delivered').waitFor();
    await shot(page, 'order-swish');
    // The cart was emptied by the order.
    await page.goto(`${baseUrl}/cart`);
    await page.getByText('Cart is empty.').waitFor();
  });

  it("shows the payment date after the seller marks the order paid, and lists it in 'My outgoing orders'", async () => {
    const seller = await signin(SELLER);
    await api(
      'PUT',
      `/api/orders/${orderId}/update`,
      { is_paid: true, paid_date: '2026-11-23' },
      seller.token,
    );
    await page.goto(`${baseUrl}/order/${orderId}`);
    await page.getByText('Paid at 2026-11-23').waitFor();
    expect(await page.getByRole('img', { name: /Swish QR code/ }).count()).toBe(0);
    await shot(page, 'order-paid');

    await page.goto(`${baseUrl}/orderhistory`);
    await page.getByRole('heading', { name: 'My outgoing orders' }).waitFor();
    await page.getByText(orderId).waitFor();
    await shot(page, 'orderhistory');
    await page.getByRole('link', { name: `Details of order ${orderId}` }).click();
    await page.waitForURL(`${baseUrl}/order/${orderId}`);
  });

  it('lets the seller mark delivered on the order page with the date', async () => {
    const { context: sellerContext, page: sellerPage } = await newPage(1280);
    await sellerPage.goto(`${baseUrl}/signin?redirect=/order/${orderId}`);
    await sellerPage.getByLabel('Email address').fill(SELLER.email);
    await sellerPage.getByLabel('Password').fill(SELLER.password);
    await sellerPage.getByRole('button', { name: 'Sign In' }).click();
    await sellerPage.waitForURL(`${baseUrl}/order/${orderId}`);
    expect(await sellerPage.getByLabel('Delivered date').isDisabled()).toBe(true);
    await sellerPage.getByLabel('Delivered', { exact: true }).check();
    await sellerPage.getByRole('button', { name: 'Update' }).click();
    await sellerPage.getByText('Please enter the delivery date.').waitFor();
    await sellerPage.getByLabel('Delivered date').fill('2026-11-24');
    await sellerPage.getByRole('button', { name: 'Update' }).click();
    await sellerPage.getByText('Delivered at 2026-11-24').waitFor();
    await shot(sellerPage, 'order-seller');
    await sellerContext.close();
  });

  it("deletes an unpaid order after 'Are you sure to delete?'", async () => {
    const buyer = await signin({ email, password: PASSWORD });
    const seller = await signin(SELLER);
    const product = await productOf(seller._id);
    const order = await api<{ _id: string }>(
      'POST',
      '/api/orders',
      {
        orderItems: [{ product: product._id, qty: 1 }],
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
    await page.goto(`${baseUrl}/order/${order._id}`);
    await page.getByRole('button', { name: 'Delete Order' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure to delete?' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Order was deleted.').waitFor();
    const gone = await fetch(`${baseUrl}/api/orders/${order._id}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(gone.status).toBe(404);
  });

  it("uses the shop's code HOSTREA at the last step: on the summary, the order page and the receipt mail", async () => {
    const seller = await signin(SELLER);
    const product = await productOf(seller._id);
    // Mail follows the account's language (Swedish until one is chosen): this buyer chose English.
    const me = await signin({ email, password: PASSWORD });
    await api('PUT', '/api/users/profile/language', { language: 'en' }, me.token);
    // The demo code applies from 300 kr (demo-promotions.ts).
    const qty = Math.min(Math.ceil(300 / product.price), product.countInStock);
    await page.goto(`${baseUrl}/cart/${product._id}/${qty}`);
    await page.getByLabel(`Quantity of ${product.name}`).waitFor();
    // Svens Snickeri ships free over 500 kr: the cart says how far there is to go, or that it is reached.
    await page.getByText(/more for free shipping|You get free shipping/).waitFor();
    await shot(page, 'cart-free-shipping');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${baseUrl}/shipping`);
    await page.getByLabel('Full Name').fill('Klara Köpare');
    await page.getByLabel('Address', { exact: true }).fill('Storgatan 1');
    await page.getByLabel('City').fill('Lund');
    await page.getByLabel('Postal Code').fill('22222');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/placeorder`);
    await page.getByLabel('Discount code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('There is no discount code NOPE in this shop.').waitFor();
    await page.getByLabel('Discount code').fill('hostrea');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Discount code hostrea applied').waitFor();
    await page.getByText('Discount code HOSTREA', { exact: true }).waitFor();
    await shot(page, 'placeorder-code');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByText('Discount code HOSTREA', { exact: true }).waitFor();
    await shot(page, 'order-code');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'order-code');
    await page.setViewportSize({ width: 1280, height: 900 });
    const buyer = await signin({ email, password: PASSWORD });
    const order = await api<{ discount: { code: string; amount: number }; itemsPrice: number }>(
      'GET',
      `/api/orders/${id}`,
      undefined,
      buyer.token,
    );
    expect(order.discount.code).toBe('HOSTREA');
    expect(order.discount.amount).toBe(Math.round(product.price * qty * 20) / 100);
    // The receipt mail names the code and what it took off (the buyer registered in English).
    const amount = formatMoney(order.discount.amount, 'en').replace(/\s/g, '\\s');
    await mailTo(dataDir, email, new RegExp(`Discount code HOSTREA\\s+−${amount}`));

    // The shop sees the use on its discount codes page.
    for (const width of [1280, 390] as const) {
      const { context: sellerContext, page: sellerPage } = await newPage(width);
      await sellerPage.goto(`${baseUrl}/signin?redirect=/discount_codes/seller`);
      await sellerPage.getByLabel('Email address').fill(SELLER.email);
      await sellerPage.getByLabel('Password').fill(SELLER.password);
      await sellerPage.getByRole('button', { name: 'Sign In' }).click();
      await sellerPage.waitForURL(`${baseUrl}/discount_codes/seller`);
      await sellerPage.getByRole('heading', { name: 'Discount codes', level: 1 }).waitFor();
      await sellerPage.getByText('HOSTREA', { exact: true }).waitFor();
      await shot(sellerPage, 'seller-discount-codes');
      await sellerContext.close();
    }
  });

  it('lets the seller start a sale; buyers see the lowest price of 30 days and -25 %, in Swedish and English', async () => {
    const seller = await signin(SELLER);
    const { products } = await api<{ products: (ProductRow & { variants?: unknown[]; sale: unknown })[] }>(
      'GET',
      `/api/products?seller=${seller._id}`,
    );
    // A product of one price (no variants) whose price has not moved in 30 days: its prior price is its price.
    const product = products.find((p) => !p.variants?.length && !p.sale && p.price >= 100)!;
    const salePrice = Math.floor(product.price * 0.75);
    const seen = await newPage(1280);
    await seen.page.goto(`${baseUrl}/signin?redirect=/product/${product._id}/edit/seller`);
    await seen.page.getByLabel('Email address').fill(SELLER.email);
    await seen.page.getByLabel('Password').fill(SELLER.password);
    await seen.page.getByRole('button', { name: 'Sign In' }).click();
    await seen.page.getByLabel('Sale price (kr)').fill(String(salePrice));
    await seen.page.getByRole('button', { name: 'Start sale' }).click();
    await seen.page.getByText(/^On sale:/).waitFor();
    await seen.page.getByRole('heading', { name: 'Sale', exact: true }).scrollIntoViewIfNeeded();
    await shot(seen.page, 'seller-sale');
    await seen.context.close();
    const onSale = await api<{ price: number; sale: { priorPrice: number; percentOff: number } }>(
      'GET',
      `/api/products/${product._id}`,
    );
    expect(onSale).toMatchObject({ price: salePrice, sale: { priorPrice: product.price, percentOff: 25 } });

    for (const [language, width, prior] of [
      ['sv', 1280, 'Lägsta pris senaste 30 dagarna'],
      ['en', 390, 'Lowest price in the last 30 days'],
    ] as const) {
      const context = await browser.newContext({
        locale: language === 'sv' ? 'sv-SE' : 'en-GB',
        ...(width === 390
          ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
          : { viewport: { width, height: 900 } }),
      });
      const page = await context.newPage();
      const note = `${prior}: ${formatMoney(product.price, language)}`;
      // The card in the search's list, then the product page: the price paid now, the prior price, the badge.
      await page.goto(`${baseUrl}/search/name/${encodeURIComponent(product.name)}`);
      const card = page.getByRole('article').filter({ hasText: product.name }).first();
      await card.getByText(note).waitFor();
      await card.getByText(/^-25\s%$/).waitFor();
      await card.getByText(formatMoney(salePrice, language)).first().waitFor();
      await shot(page, `sale-card-${language}`);
      await page.goto(`${baseUrl}/product/${product._id}`);
      await page.getByText(note).waitFor();
      await page
        .getByText(/^-25\s%$/)
        .first()
        .waitFor();
      await shot(page, `sale-product-${language}`);
      await context.close();
    }
    // The sale ends: the demo product is back at its price for the other journeys.
    await api('DELETE', `/api/products/${product._id}/sale`, undefined, seller.token);
  });

  it('resets the password through the link in the mail', async () => {
    const { context: visitor, page: resetPage } = await newPage(1280);
    await resetPage.goto(`${baseUrl}/signin`);
    await shot(resetPage, 'signin');
    await resetPage.getByRole('link', { name: 'Reset password' }).click();
    await resetPage.waitForURL(`${baseUrl}/forgot_password`);
    // The router commits the new URL before React swaps the screen, and the sign-in form has an
    // 'Email address' field too: wait for the forgot form itself, or the address goes into the old one.
    await resetPage.getByRole('heading', { name: 'Send email with reset link' }).waitFor();
    await resetPage.getByLabel('Email address').fill(email);
    await resetPage.getByRole('button', { name: 'Submit' }).click();
    await resetPage.getByText('Email was sent.').waitFor();
    await shot(resetPage, 'forgot');

    await resetPage.goto(`${baseUrl}${await resetLinkFor(email)}`);
    await resetPage.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await resetPage.getByLabel('Email address').fill(email);
    await resetPage.getByLabel('New password').fill('ett-nytt-ord-1');
    await resetPage.getByLabel('Confirm password').fill('ett-nytt-ord-1');
    await resetPage.getByRole('button', { name: 'Reset password' }).click();
    await resetPage.getByText('Password was reset.').waitFor();
    await shot(resetPage, 'reset');
    await visitor.close();
    await signin({ email, password: 'ett-nytt-ord-1' });
  });
});

describe('a Swedish shopper with a discount code on a phone', () => {
  it('uses HOSTREA at the last step and reads it on her order and in the receipt mail, in Swedish', async () => {
    const svEmail = `rabatt-${Date.now()}@example.se`;
    const buyer = await api<{ token: string }>('POST', '/api/users/register', {
      name: 'Rut Rabatt',
      email: svEmail,
      password: PASSWORD,
    });
    await api('PUT', '/api/users/profile/language', { language: 'sv' }, buyer.token);
    const seller = await signin(SELLER);
    const product = await productOf(seller._id);
    const qty = Math.min(Math.ceil(300 / product.price), product.countInStock);
    const context = await browser.newContext({
      locale: 'sv-SE',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/cart/${product._id}/${qty}`);
    // The cart keeps the line once its screen shows it; then to the checkout, signing in on the way.
    await page.getByLabel(`Antal av ${product.name}`).waitFor();
    await page.goto(`${baseUrl}/signin?redirect=shipping`);
    await page.getByLabel('E-postadress').fill(svEmail);
    await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByLabel('För- och efternamn').fill('Rut Rabatt');
    await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1');
    await page.getByLabel('Ort').fill('Lund');
    await page.getByLabel('Postnummer').fill('222 22');
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    // The router shows the new address before the new screen: wait for the screen itself.
    await page.getByRole('heading', { name: 'Betalsätt' }).waitFor();
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByRole('heading', { name: 'Slutför köp' }).waitFor();
    await page.getByLabel('Rabattkod').fill('hostrea');
    await shot(page, 'placeorder-code-entry-sv');
    await page.getByRole('button', { name: 'Använd' }).click();
    await page.getByText('Rabattkoden hostrea används').waitFor();
    await page.getByText('Rabattkod HOSTREA', { exact: true }).waitFor();
    await shot(page, 'placeorder-code-sv');
    await page.getByRole('button', { name: 'Lägg beställning' }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    await page.getByText('Rabattkod HOSTREA', { exact: true }).waitFor();
    const id = page.url().split('/').pop()!;
    const order = await api<{ discount: { amount: number }; totalPrice: number }>(
      'GET',
      `/api/orders/${id}`,
      undefined,
      buyer.token,
    );
    // The Swish code to pay with is for the total after the discount.
    const total = formatMoney(order.totalPrice, 'sv').replace(/\s/g, '\\s');
    await page.getByRole('img', { name: new RegExp(`^QR-kod för Swish: ${total}`) }).waitFor();
    await shot(page, 'order-code-sv');
    const amount = formatMoney(order.discount.amount, 'sv').replace(/\s/g, '\\s');
    await mailTo(dataDir, svEmail, new RegExp(`Rabattkod HOSTREA\\s+−${amount}`));
    await context.close();
  });
});

describe('a shopper checking out on a phone', () => {
  it('goes from product to the Swish order page at 390 px wide', async () => {
    const { context, page } = await newPage(390);
    const seller = await signin(SELLER);
    const product = await productOf(seller._id);
    await page.goto(`${baseUrl}/signin`);
    await page.getByLabel('Email address').fill('kund@torget.se');
    await page.getByLabel('Password').fill('torget-kund');
    await shot(page, 'signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/cart/${product._id}/1`);
    await page.getByRole('link', { name: 'Proceed to checkout' }).waitFor();
    await shot(page, 'cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).tap();
    await page.waitForURL(`${baseUrl}/shipping`);
    expect(await page.getByLabel('Postal Code').getAttribute('inputmode')).toBe('numeric');
    await page.getByLabel('Full Name').fill('Kund Kundsson');
    await page.getByLabel('Address', { exact: true }).fill('Drottninggatan 5');
    await page.getByLabel('City').fill('Stockholm');
    await page.getByLabel('Postal Code').fill('111 51');
    await shot(page, 'shipping');
    const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    expect(continueBox!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.waitForURL(`${baseUrl}/payment`);
    await shot(page, 'payment');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.waitForURL(`${baseUrl}/placeorder`);
    await shot(page, 'placeorder');
    await page.getByRole('button', { name: 'Place Order' }).tap();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    // On a phone the details to copy come before the code.
    const copy = await page.getByRole('button', { name: 'Copy Swish number' }).boundingBox();
    const qr = await page.getByRole('img', { name: /Swish QR code/ }).boundingBox();
    expect(copy!.y).toBeLessThan(qr!.y);
    await shot(page, 'order-swish');

    for (const [name, url] of [
      ['orderhistory', '/orderhistory'],
      ['profile', '/profile'],
      ['map', '/map'],
      ['register', '/register'],
      ['forgot', '/forgot_password'],
      ['reset', '/reset_password/example-token'],
    ] as const) {
      // The sign-in screens are for visitors: forget the session before them.
      if (name === 'register') await page.evaluate(() => localStorage.clear());
      await page.goto(`${baseUrl}${url}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The list arrives after the heading: picture it with its rows.
      if (name === 'orderhistory')
        await page
          .getByRole('link', { name: /^Details of order/ })
          .first()
          .waitFor();
      await shot(page, name);
    }
    await context.close();
  });

  it('shows the profile and the map screens on the desktop too', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${baseUrl}/signin?redirect=/profile`);
    await page.getByLabel('Email address').fill('kund@torget.se');
    await page.getByLabel('Password').fill('torget-kund');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    await shot(page, 'profile');
    await page.goto(`${baseUrl}/map`);
    await page.getByText(/The map is not configured/).waitFor();
    await shot(page, 'map');
    await context.close();
  });
});

describe('a shopper paying with PayPal', () => {
  let paypalOrderId = '';

  it('pays through the PayPal buttons and sees the payment the server verified with PayPal', async () => {
    const glas = await signin({ email: OTHER_SELLER_EMAIL, password: SELLER.password });
    // PayPal pays the shop's own account, which the fake PayPal knows.
    await api(
      'PUT',
      '/api/users/profile/payment-settings',
      { values: { has_paypal: true, paypal_account: 'glas@paypal.test' } },
      glas.token,
    );
    const product = await productOf(glas._id);

    const { context, page } = await newPage(1280);
    await page.route('https://www.paypal.com/sdk/js**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakePayPalSdk() }),
    );
    await page.route('https://www.paypal.com/fake-approve/*', async (route) => {
      const id = new URL(route.request().url()).pathname.split('/').pop();
      await fetch(`${paypalApproveUrl}/approve/${id}`, { method: 'POST' });
      await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto(`${baseUrl}/signin?redirect=/cart/${product._id}/1`);
    await page.getByLabel('Email address').fill('kund@torget.se');
    await page.getByLabel('Password').fill('torget-kund');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${baseUrl}/shipping`);
    await page.getByLabel('Full Name').fill('Kund Kundsson');
    await page.getByLabel('Address', { exact: true }).fill('Drottninggatan 5');
    await page.getByLabel('City').fill('Stockholm');
    await page.getByLabel('Postal Code').fill('111 51');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    expect(await page.getByLabel('Swish').isChecked()).toBe(true);
    await page.getByLabel('PayPal').check();
    await shot(page, 'payment-paypal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/placeorder`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    paypalOrderId = orderId;

    await page.getByRole('button', { name: 'PayPal (fake checkout)' }).waitFor();
    await shot(page, 'order-paypal-unpaid');
    await page.getByRole('button', { name: 'PayPal (fake checkout)' }).click();
    await page.getByText(`Paid at ${formatDate(new Date(), 'en')}`).waitFor();
    await shot(page, 'order-paypal');
    const buyer = await signin({ email: 'kund@torget.se', password: 'torget-kund' });
    const order = await api<{ isPaid: boolean }>('GET', `/api/orders/${orderId}`, undefined, buyer.token);
    expect(order.isPaid).toBe(true);
    await context.close();
  });

  it('lets the shop refund part of it through PayPal, and the buyer sees the refund on the order', async () => {
    const seller = await newPage(1280);
    await seller.page.goto(`${baseUrl}/signin?redirect=/order/${paypalOrderId}`);
    await seller.page.getByLabel('Email address').fill(OTHER_SELLER_EMAIL);
    await seller.page.getByLabel('Password').fill(SELLER.password);
    await seller.page.getByRole('button', { name: 'Sign In' }).click();
    await seller.page.getByLabel('Amount to refund (SEK)').fill('10');
    await seller.page.getByRole('button', { name: 'Refund' }).click();
    await seller.page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    const today = formatDate(new Date(), 'en');
    await seller.page.getByText(new RegExp(`Refunded 10,00\\s*kr on ${today}`)).waitFor();
    await shot(seller.page, 'order-refund-seller');
    await seller.context.close();

    const buyer = await newPage(390);
    await buyer.page.goto(`${baseUrl}/signin?redirect=/order/${paypalOrderId}`);
    await buyer.page.getByLabel('Email address').fill('kund@torget.se');
    await buyer.page.getByLabel('Password').fill('torget-kund');
    await buyer.page.getByRole('button', { name: 'Sign In' }).click();
    await buyer.page.getByText(new RegExp(`Refunded 10,00\\s*kr on ${today}`)).waitFor();
    // The buyer sees the refund but is offered no Refund box.
    expect(await buyer.page.getByLabel('Amount to refund (SEK)').count()).toBe(0);
    await shot(buyer.page, 'order-refund-buyer');
    await buyer.context.close();
  });
});
