import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';

/**
 * Swish Handel as a buyer and a shop meet it, against the Swish plugin's fake (started by the global
 * setup; its control API stands in for the buyer's Swish app): the app link on a phone, the number on a
 * computer, a declined payment and a second try, and a partial refund by the shop. Screens are saved at
 * 1280 and 390 wide under e2e/screenshots/swish-handel-*.
 */
const baseUrl = inject('baseUrl');
const control = inject('swishControlUrl');
const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

const SHOP = { email: 'glas@torget.se', password: 'torget-butik' };
const BUYER = { email: 'kund@torget.se', password: 'torget-kund' };
/** A Swish Handel number the fake knows as connected to the marketplace's certificate. */
const HANDEL_NUMBER = '1231181189';

let browser: Browser;
describePagesOnFailure(() => browser);
let shop: { _id: string; token: string };
let buyer: { _id: string; token: string };
let savedSettings: Record<string, unknown> = {};

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

/** An unpaid Swish order from the shop, placed as the buyer would at checkout: its id and Swish reference. */
async function placeOrder(): Promise<{ id: string; reference: string }> {
  const { products } = await api<{ products: { _id: string; countInStock: number }[] }>(
    'GET',
    `/api/products?seller=${shop._id}`,
  );
  const product = products.find((p) => p.countInStock > 2)!;
  const order = await api<{ _id: string }>(
    'POST',
    '/api/orders',
    {
      orderItems: [{ product: product._id, qty: 1 }],
      shippingAddress: {
        fullName: 'Kim Köpare',
        address: 'Storgatan 1',
        city: 'Lund',
        postalCode: '222 22',
        country: 'Sverige',
      },
      paymentMethod: 'Swish',
    },
    buyer.token,
  );
  return { id: order._id, reference: `T${order._id.replace(/-/g, '').slice(0, 8).toUpperCase()}` };
}

/** The buyer acts in her Swish app: approves (or declines) the newest request of the order. */
async function inTheApp(action: 'pay' | 'decline', reference: string) {
  const response = await fetch(`${control}/control/${action}?reference=${reference}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shots, `swish-handel-${name}-${width}.png`), fullPage: true });
}

/** A signed-in page at phone or computer width, in Swedish unless told. */
async function signedIn(
  who: { _id: string; token: string },
  width: 1280 | 390,
  locale = 'sv-SE',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale,
    ...(width === 390
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } }),
  });
  // The sign-in answer, token included, as the apps keep it (`userInfo`).
  await context.addInitScript((answer) => localStorage.setItem('userInfo', JSON.stringify(answer)), who);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await api('POST', '/api/users/signin', SHOP);
  buyer = await api('POST', '/api/users/signin', BUYER);
  const current = await api<{ values: Record<string, unknown> }>(
    'GET',
    '/api/users/profile/payment-settings',
    undefined,
    shop.token,
  );
  savedSettings = current.values;
  // The shop connects its Swish Handel number to the marketplace.
  await api(
    'PUT',
    '/api/users/profile/payment-settings',
    { values: { has_swish: true, swish_number: HANDEL_NUMBER, swish_handel: true } },
    shop.token,
  );
});

afterAll(async () => {
  // Other journeys know this demo shop with manual Swish.
  await api(
    'PUT',
    '/api/users/profile/payment-settings',
    {
      values: {
        has_swish: savedSettings.has_swish,
        swish_number: savedSettings.swish_number,
        swish_handel: false,
      },
    },
    shop.token,
  ).catch(() => undefined);
  await browser?.close();
});

describe('Swish Handel', () => {
  it('on a phone: "Öppna Swish" opens the app with the token, and the page turns paid when Swish says so', async () => {
    const { id, reference } = await placeOrder();
    const { context, page } = await signedIn(buyer, 390);
    await page.goto(`${baseUrl}/order/${id}`);
    const open = page.getByRole('link', { name: 'Öppna Swish' });
    await open.waitFor();
    const url = new URL((await open.getAttribute('href'))!);
    expect(url.protocol).toBe('swish:');
    expect(url.host).toBe('paymentrequest');
    // The token Swish gave for this request (the fake's stands for it).
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{16,}$/);
    expect(url.searchParams.get('callbackurl')).toBe(`${baseUrl}/order/${id}`);
    await page.getByRole('img', { name: /^QR-kod för Swish/ }).waitFor();
    await shot(page, 'phone-open-app');

    await inTheApp('pay', reference);
    await page.getByText('Tack! Vi har tagit emot din betalning.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Öppna Swish' }).count()).toBe(0);
    await shot(page, 'phone-paid');
    await context.close();
  });

  it('on a computer: she types her number, approves in the app, and the page turns paid', async () => {
    const { id, reference } = await placeOrder();
    const { context, page } = await signedIn(buyer, 1280);
    await page.goto(`${baseUrl}/order/${id}`);
    const field = page.getByRole('textbox', { name: /Swish/ });
    await field.waitFor();
    expect(await page.getByRole('link', { name: 'Öppna Swish' }).count()).toBe(0);
    await field.fill('12345');
    await page.getByRole('button', { name: 'Betala med Swish' }).click();
    await page
      .getByText('Ange ett svenskt mobilnummer som är kopplat till Swish, till exempel 070 123 45 67.')
      .waitFor();
    await shot(page, 'computer-bad-number');

    await field.fill('070-123 45 67');
    await page.getByRole('button', { name: 'Betala med Swish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Öppna Swish-appen och godkänn betalningen…' })
      .waitFor();
    await shot(page, 'computer-waiting');
    await inTheApp('pay', reference);
    await page.getByText('Tack! Vi har tagit emot din betalning.').waitFor({ timeout: 15_000 });
    await shot(page, 'computer-paid');
    await context.close();
  });

  it('in English: a declined payment is said in words, paid on a second try, and the shop refunds part', async () => {
    const { id, reference } = await placeOrder();
    const { context, page } = await signedIn(buyer, 1280, 'en-GB');
    await page.goto(`${baseUrl}/order/${id}`);
    const field = page.getByRole('textbox', { name: /Swish/ });
    await field.fill('+46 70 123 45 67');
    await page.getByRole('button', { name: 'Pay with Swish' }).click();
    await page.getByText('Open the Swish app and approve the payment…').waitFor();
    await inTheApp('decline', reference);
    await page.getByText(/The Swish payment was not completed/).waitFor({ timeout: 15_000 });
    await shot(page, 'declined');

    await page.getByRole('button', { name: 'Try again' }).click();
    await field.fill('0701234567');
    await page.getByRole('button', { name: 'Pay with Swish' }).click();
    await page.getByText('Open the Swish app and approve the payment…').waitFor();
    await inTheApp('pay', reference);
    await page.getByText('Thank you: your payment was received.').waitFor({ timeout: 15_000 });
    await context.close();

    // The shop sees it paid (no Paid box to tick) and refunds 10 kr of it through Swish.
    const seller = await signedIn(shop, 1280);
    await seller.page.goto(`${baseUrl}/order/${id}`);
    const form = seller.page.getByRole('form', { name: 'Uppdatera beställningen' });
    await form.waitFor();
    expect(await form.getByLabel('Betald', { exact: true }).count()).toBe(0);
    const amount = seller.page.getByLabel('Belopp att återbetala (kr)');
    await amount.fill('10');
    await seller.page.getByRole('button', { name: 'Återbetala', exact: true }).click();
    const confirm = seller.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Återbetala', exact: true }).click();
    await seller.page.getByText(/10,00\s*kr har återbetalats/).waitFor({ timeout: 15_000 });
    // Swish confirms the refund by its callback, read back: the list shows it without "(på väg)".
    await expect
      .poll(
        async () => {
          const order = await api<{ refunds: { amount: number; status: string }[] }>(
            'GET',
            `/api/orders/${id}`,
            undefined,
            shop.token,
          );
          return order.refunds.map((refund) => `${refund.amount} ${refund.status}`);
        },
        { timeout: 15_000 },
      )
      .toEqual(['10 completed']);
    await seller.page.reload();
    await seller.page.getByText(/10,00\s*kr återbetalat \d{4}-\d{2}-\d{2}$/).waitFor();
    await shot(seller.page, 'shop-refunded');
    await seller.context.close();
  });
});
