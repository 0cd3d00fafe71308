import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { describePagesOnFailure } from './failure-notes';

let browser: Browser;
describePagesOnFailure(() => browser);
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage();
});

describe('a visitor opening the shop', () => {
  it('sees the brand, Top Sellers, Featured Products and the footer', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Torget', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Top Sellers' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    expect(await page.getByText('© 2021').isVisible()).toBe(true);
  });

  it('reads the About text from the site settings on /about', async () => {
    await page.goto(`${baseUrl}/about`);
    // The default text in the browser's language (English), or the admin's own "Om Torget" once the admin
    // journey, which may run beside this one, has saved it.
    await page.getByRole('heading', { name: /^(About|Om) Torget$/ }).waitFor();
  });

  it('gets the admin app on the admin screens, which asks a signed-out visitor to sign in', async () => {
    await page.goto(`${baseUrl}/admin_settings`);
    await page.getByRole('link', { name: 'Torget Admin' }).waitFor();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('redirect')]).toEqual(['/admin/signin', '/admin_settings']);
  });

  it('sees "Page not found" for an unknown page, answered with HTTP 404', async () => {
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
