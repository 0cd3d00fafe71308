import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  callApi,
  giveTraderDetails,
  screenshotBoth,
  screenshotDir,
  serveAdminAlone,
  signInApi,
  signInOnScreen,
} from './admin-helpers';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';
import { demoProducts } from './demo-products';
import { peopleAndTaxJourneys } from './people-and-tax.journeys';

const baseUrl = inject('baseUrl');
const adminOrigin = inject('adminOrigin');
const admin = { email: 'admin@torget.se', password: 'torget-admin' };
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let browser: Browser;
describePagesOnFailure(() => browser);
let page: Page;

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

/** Opens an admin screen signed in as the demo admin (through the admin app's own sign-in screen). */
async function asAdmin(path: string, origin = baseUrl) {
  await page.goto(`${origin}${path}`);
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await signInOnScreen(page, admin.email, admin.password);
}

/** A new user whose seller application waits for approval. */
async function applicant(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.se`;
  const registered = await callApi(baseUrl, 'POST', '/api/users/register', {
    body: { name, email, password: 'applicant-pass' },
  });
  const profile = await callApi(baseUrl, 'PUT', '/api/users/profile', {
    token: registered.body.token,
    body: {
      wants_to_be_seller: true,
      seller_plan: 2,
      seller_name: `${name}s bodega`,
      seller_address: 'Ågatan 1',
      seller_post_number: '582 23',
      seller_city: 'Linköping',
      seller_phone: '013-12 34 56',
      seller_organisation_number: '556016-0680',
    },
  });
  expect(profile.status).toBe(200);
  // A new Torget approves a shop only with the trader details (issue 39); the checklist journey is in
  // consumer-law.e2e.ts.
  await giveTraderDetails(baseUrl, registered.body.token);
  return { id: registered.body._id as string, email, name };
}

describe('the admin app on the marketplace host', () => {
  it('refuses a signed-in buyer with a clear page and never shows the menu', async () => {
    await page.goto(`${baseUrl}/admin_menu`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await screenshotBoth(page, 'sign-in');
    await signInOnScreen(page, 'kund@torget.se', 'torget-kund');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).count()).toBe(0);
    await screenshotBoth(page, 'refused');
  });

  it('approves a waiting seller from the user edit screen, and the shop opens', async () => {
    const vera = await applicant('Vera Väntar');
    expect((await callApi(baseUrl, 'GET', `/api/shops/${vera.id}`)).status).toBe(404);

    await asAdmin('/admin_menu');
    await page.getByRole('link', { name: /waiting for approval/ }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Name or email').fill(vera.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: vera.email }).waitFor();
    await screenshotBoth(page, 'user-list');
    await page.getByRole('link', { name: `Edit ${vera.name}` }).click();
    await page.getByRole('button', { name: 'Approve seller' }).waitFor();
    await screenshotBoth(page, 'user-edit-waiting');
    await page.getByRole('button', { name: 'Approve seller' }).click();
    await page.getByText('Seller approved: the shop is open.').waitFor();

    const shop = await callApi(baseUrl, 'GET', `/api/shops/${vera.id}`);
    expect(shop.status).toBe(200);
    expect(shop.body.seller.name).toBe('Vera Väntars bodega');
  });

  it("changes a seller's plan and gives the plan-2 shop a domain", async () => {
    // The garden shop: no other journey visits it, while the browsing journey, running beside this one,
    // visits the demo seller's shop (butik@torget.se) on its own domain.
    const seller = await signInApi(baseUrl, 'tradgard@torget.se', 'torget-butik');
    await asAdmin(`/user/${seller._id}/edit`);
    await page.getByLabel('Plan').selectOption('1');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User was updated.').waitFor();
    expect(await page.getByLabel('Domain').isDisabled()).toBe(true);
    await page.getByLabel('Plan').selectOption('2');
    await page.getByLabel('Domain').fill('grona-fingrar.example.se');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User was updated.').waitFor();
    await screenshotBoth(page, 'user-edit-seller');
    const user = await callApi(baseUrl, 'GET', `/api/users/${seller._id}`, { token: seller.token });
    expect(user.body.seller).toMatchObject({ plan: 2, domain: 'grona-fingrar.example.se' });
  });

  it("deletes an unpaid order after 'Are you sure to delete?'", async () => {
    const buyer = await signInApi(baseUrl, 'kund@torget.se', 'torget-kund');
    const products = await callApi(baseUrl, 'GET', '/api/products?pageSize=100');
    const product = demoProducts<{
      _id: string;
      createdAt: string;
      countInStock: number;
      variants: unknown[];
    }>(products.body.products).find((p) => p.countInStock > 0 && !p.variants.length)!;
    let placed = await callApi(baseUrl, 'POST', '/api/orders', {
      token: buyer.token,
      body: {
        orderItems: [{ product: product._id, qty: 1 }],
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
    if (placed.status !== 201) {
      placed = await callApi(baseUrl, 'POST', '/api/orders', {
        token: buyer.token,
        body: {
          orderItems: [{ product: product._id, qty: 1 }],
          shippingAddress: { fullName: 'K', address: 'A', city: 'C', postalCode: '1', country: 'S' },
          paymentMethod: 'PayPal',
        },
      });
    }
    expect(placed.status).toBe(201);
    const id = placed.body._id as string;

    await asAdmin('/orderlist');
    const deleteButton = page.getByRole('button', { name: `Delete order ${id.slice(0, 8)}` });
    await deleteButton.waitFor();
    expect(
      await page.getByRole('link', { name: `Details of order ${id.slice(0, 8)}` }).getAttribute('href'),
    ).toBe(`/order/${id}`);
    await screenshotBoth(page, 'order-list');
    await deleteButton.click();
    await page.getByRole('alertdialog', { name: 'Are you sure to delete?' }).waitFor();
    await screenshotBoth(page, 'order-delete-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Order was deleted.').waitFor();
    expect((await callApi(baseUrl, 'GET', `/api/orders/${id}`, { token: buyer.token })).status).toBe(404);
  });

  it('edits the About text and the storefront shows it on /about', async () => {
    await asAdmin('/admin_settings');
    const about = page.getByLabel('About text', { exact: true });
    await about.waitFor();
    await about.fill('<h2>Om Torget</h2><p>Handla lokalt, <strong>direkt</strong> från säljaren.</p>');
    await page.getByRole('region', { name: 'Preview: About text' }).getByText('direkt').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Settings were updated.').waitFor();
    await screenshotBoth(page, 'settings');
    const settings = await callApi(baseUrl, 'GET', '/api/settings');
    expect(settings.body.about_text).toContain('<strong>direkt</strong>');
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { name: 'Om Torget' }).waitFor();
    expect(await page.getByText('direkt', { exact: true }).isVisible()).toBe(true);
  });

  it('lists every product and opens one for editing', async () => {
    await asAdmin('/admin_menu');
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    await screenshotBoth(page, 'menu');
    await page.goto(`${baseUrl}/productlist`);
    await page.getByRole('table', { name: 'Products' }).waitFor();
    await screenshotBoth(page, 'product-list');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    const productId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByLabel(/^(Choose|Change) (another )?image$/).setInputFiles({
      name: 'kanna.png',
      mimeType: 'image/png',
      buffer: Buffer.from(onePixelPng, 'base64'),
    });
    await page.getByText('Image uploaded.').waitFor();
    await screenshotBoth(page, 'product-edit');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('table', { name: 'Products' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/productlist');
    const saved = await callApi(baseUrl, 'GET', `/api/products/${productId}`);
    expect(saved.body.image).toMatch(/^\/uploads\//);
  });
});

describe('the admin bundle served on its own', () => {
  let server: Server;
  beforeAll(async () => {
    server = await serveAdminAlone(adminOrigin, baseUrl);
  });
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('signs in on its own screen and works against the API from another origin (CORS)', async () => {
    await asAdmin('/userlist', adminOrigin);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(new URL(page.url()).origin).toBe(adminOrigin);
    await page.getByLabel('Show').selectOption({ label: 'Open' });
    await page.getByRole('cell', { name: 'butik@torget.se' }).waitFor();
  });
});

peopleAndTaxJourneys(baseUrl, () => browser);
