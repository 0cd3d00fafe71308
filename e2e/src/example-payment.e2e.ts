import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate } from '@torget/i18n';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
import { demoProducts } from './demo-products';

/**
 * A third way to pay, switched on by configuration alone: the journeys' server has the example plugin
 * in TORGET_PLUGINS with its EXAMPLE_PSP_* options (server.global-setup.ts), against the plugin's local
 * fake PSP. The buyer picks the method at checkout, goes to the PSP's hosted page, pays and comes back to
 * the order page, which is paid only once the server has read the checkout back from the PSP. Screens are
 * saved at 1280 and 390 wide under e2e/screenshots/.
 */
const shots = path.resolve(import.meta.dirname, '../screenshots');
const SELLER = { email: 'butik@torget.se', password: 'torget-butik' };
const BUYER = { email: 'kund@torget.se', password: 'torget-kund' };
const METHOD = 'Invoice or bank payment';

const baseUrl = inject('baseUrl');
const psp = inject('examplePsp');
let browser: Browser;
describePagesOnFailure(() => browser);

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

/** The checkout as the PSP's own API reports it (the fake runs in the global setup's process). */
async function pspCheckout(id: string): Promise<{ status: string }> {
  const response = await fetch(`${psp.url}/checkouts/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${psp.apiKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string };
}

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shots, `example-payment-${name}-${width}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo shop switches the new method on in its payment settings, as a seller would (its other
  // settings keep their values; only this journey offers the method).
  const seller = await signin(SELLER);
  await api('PUT', '/api/users/profile/payment-settings', { values: { has_invoice: true } }, seller.token);
});

afterAll(async () => {
  await browser?.close();
});

describe('paying through a hosted page brought by a plugin', () => {
  for (const width of [1280, 390] as const) {
    it(`checks out with the example method and pays on the PSP's page (${width} px)`, async () => {
      const context = await browser.newContext(
        width === 390
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
          : { viewport: { width: 1280, height: 900 } },
      );
      const page = await context.newPage();
      const seller = await signin(SELLER);
      const { products } = await api<{
        products: { _id: string; countInStock: number; createdAt: string }[];
      }>('GET', `/api/products?seller=${seller._id}`);
      // Among the demo shop's own products: journeys run two files at a time against this server.
      const product = demoProducts(products).find((p) => p.countInStock > 2)!;

      await page.goto(`${baseUrl}/signin?redirect=/cart/${product._id}/1`);
      await page.getByLabel('Email address').fill(BUYER.email);
      await page.getByLabel('Password').fill(BUYER.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await page.waitForURL(`${baseUrl}/shipping`);
      await page.getByLabel('Full Name').fill('Kund Kundsson');
      await page.getByLabel('Address', { exact: true }).fill('Drottninggatan 5');
      await page.getByLabel('City').fill('Stockholm');
      await page.getByLabel('Postal Code').fill('111 51');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL(`${baseUrl}/payment`);
      await page.getByLabel(METHOD).check();
      await shot(page, 'payment');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${baseUrl}/placeorder`);
      await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
      const orderUrl = page.url();
      const orderId = orderUrl.split('/').pop()!;

      const toPsp = page.getByRole('link', { name: 'Continue to payment' });
      await toPsp.waitFor();
      await page.getByText('Not Paid').waitFor();
      await shot(page, 'order-unpaid');
      const hostedPage = new URL((await toPsp.getAttribute('href'))!);
      expect(hostedPage.origin).toBe(psp.url);
      const checkoutId = hostedPage.pathname.split('/').pop()!;

      if (width === 1280) {
        // The browser's word is not enough: coming "back" with the checkout before paying changes nothing.
        await page.goto(`${orderUrl}?checkout_id=${checkoutId}&status=paid`);
        await page.getByText('The payment is not finished yet.').waitFor();
        await page.getByText('Not Paid').waitFor();
        await shot(page, 'order-not-finished');
      }

      await page.getByRole('link', { name: 'Continue to payment' }).click();
      await page.waitForURL(`${psp.url}/pay/${checkoutId}`);
      await page.getByRole('heading', { name: 'Example PSP' }).waitFor();
      await shot(page, 'hosted-page');
      await page.getByRole('button', { name: /^Pay / }).click();

      // Back on the order page: the server read the checkout from the PSP and marked the order paid.
      await page.waitForURL(orderUrl);
      // The apps write Stockholm's day: after 23:00 UTC it is already tomorrow there.
      await page.getByText(`Paid at ${formatDate(new Date(), 'en')}`).waitFor();
      await page.getByText('Thank you: your payment was received.').waitFor();
      await shot(page, 'order-paid');

      const buyer = await signin(BUYER);
      const order = await api<{ isPaid: boolean; paymentMethod: string; paymentResult?: { id?: string } }>(
        'GET',
        `/api/orders/${orderId}`,
        undefined,
        buyer.token,
      );
      expect(order).toMatchObject({ isPaid: true, paymentMethod: 'Invoice' });
      expect((await pspCheckout(checkoutId)).status).toBe('paid');
      await context.close();
    });
  }
});
