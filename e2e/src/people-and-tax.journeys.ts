import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, screenshotBoth, screenshotDir } from './admin-helpers';

type Catalog = Record<string, string>;
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string): Catalog => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
/** The texts a screen shows, from the apps' own catalogs, so the journeys read what a person reads. */
const catalog = (locale: 'sv' | 'en'): Catalog => ({
  ...read(`ui/src/locales/${locale}.json`),
  ...read(`storefront/src/locales/${locale}.json`),
  ...read(`admin-ui/src/locales/${locale}.json`),
});
const sv = catalog('sv');
const en = catalog('en');

async function signIn(page: Page, t: Catalog, baseUrl: string, email: string, password: string, to: string) {
  await page.goto(`${baseUrl}/signin?redirect=${to}`);
  await page.getByLabel(t['signin.email']!).fill(email);
  await page.getByLabel(t['signin.password']!, { exact: true }).fill(password);
  await page.getByRole('button', { name: t['signin.submit'], exact: true }).click();
}

/**
 * People's data and DAC7 (issue 40), on the admin journey's server: a buyer downloads her data and deletes her
 * account (Swedish), the demo seller fills in its tax details (English), an admin makes the year's report,
 * downloads the file and marks it sent (Swedish), and the seller reads the copy. Screens at 1280 and 390 px.
 */
export function peopleAndTaxJourneys(baseUrl: string, browser: () => Browser) {
  describe("people's data and the DAC7 report", () => {
    const seller = { email: 'butik@torget.se', password: 'torget-butik' };

    it('a buyer downloads her data and deletes her account (Swedish)', async () => {
      const page = await browser().newPage({ locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
      const email = `greta.${Date.now()}@example.se`;
      const password = 'gretas-losen';
      const made = await callApi(baseUrl, 'POST', '/api/users/register', {
        body: { name: 'Greta Gran', email, password },
      });
      expect(made.status).toBe(201);
      await signIn(page, sv, baseUrl, email, password, '/profile');
      await page.getByRole('heading', { name: sv['myData.heading'] }).waitFor();
      await page.getByRole('button', { name: sv['myData.downloadButton'] }).click();
      // Made by the export job; the page asks again every two seconds while it works.
      const link = page.getByRole('link', { name: sv['myData.downloadLink'] });
      await link.waitFor({ timeout: 30_000 });
      const zip = await fetch(`${baseUrl}${new URL((await link.getAttribute('href'))!).pathname}`);
      expect(zip.status).toBe(200);
      expect(
        Buffer.from(await zip.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      await screenshotBoth(page, 'my-data');

      await page.getByLabel(sv['myData.password']!).fill(password);
      await page.getByRole('button', { name: sv['myData.deleteButton'] }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: sv['myData.deleteButton'] }).click();
      await page.waitForURL(`${baseUrl}/`);
      const again = await callApi(baseUrl, 'POST', '/api/users/signin', { body: { email, password } });
      expect(again.status).toBe(401);
      await page.close();
    });

    it('a seller fills in its tax details (English)', async () => {
      const page = await browser().newPage({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
      await signIn(page, en, baseUrl, seller.email, seller.password, '/tax_details/seller');
      const form = page.getByRole('form', { name: en['taxDetails.heading'] });
      await form.waitFor();
      await form.getByLabel(en['taxDetails.fullName']!).fill('Sven Säljare');
      await form.getByLabel(en['taxDetails.birthDate']!).fill('1981-12-18');
      await form.getByLabel(en['taxDetails.personnummer']!).fill('19811218-9876');
      await form.getByLabel(en['taxDetails.street']!).fill('Snickargatan 4');
      await form.getByLabel(en['taxDetails.postalCode']!).fill('582 23');
      await form.getByLabel(en['taxDetails.city']!).fill('Linköping');
      await form.getByLabel(en['taxDetails.account.bankgiroNumber']!).fill('5402-9681');
      await form.getByLabel(en['taxDetails.account.holder']!).fill('Sven Säljare');
      await form.getByRole('button', { name: en['taxDetails.save'] }).click();
      await page.getByText(en['taxDetails.saved']!).waitFor();
      await screenshotBoth(page, 'tax-details');
      await page.close();
    });

    it("an admin makes the year's report, downloads the file and marks it sent (Swedish); the seller reads the copy (English)", async () => {
      const page = await browser().newPage({ locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseUrl}/dac7_report`);
      // The admin app's own sign-in screen (its shorter email label).
      await page.getByLabel(sv['signin.emailShort']!).fill('admin@torget.se');
      await page.getByLabel(sv['signin.password']!, { exact: true }).fill('torget-admin');
      await page.getByRole('button', { name: sv['signin.submit'], exact: true }).click();
      await page.getByRole('heading', { name: sv['dac7.title'] }).waitFor();

      const operator = page.getByRole('form', { name: sv['dac7.operator'] });
      await operator.getByLabel(sv['dac7.operator.name']!).fill('Torget Marknadsplats AB');
      await operator.getByLabel(sv['dac7.operator.tin']!).fill('556036-0793');
      await operator.getByLabel(sv['dac7.operator.street']!).fill('Drottninggatan 1');
      await operator.getByLabel(sv['dac7.operator.postalCode']!).fill('111 51');
      await operator.getByLabel(sv['dac7.operator.city']!).fill('Stockholm');
      await operator.getByRole('button', { name: sv['dac7.operator.save'] }).click();
      await operator.getByText(sv['dac7.operator.saved']!).waitFor();

      const year = String(new Date().getFullYear());
      const choice = page.getByRole('form', { name: sv['dac7.choose'] });
      await choice.getByLabel(sv['dac7.year']!).selectOption(year);
      await choice.getByLabel(sv['dac7.eurRate']!, { exact: true }).fill('11,48');
      await choice.getByRole('button', { name: sv['dac7.show'] }).click();
      const filing = page.getByRole('region', { name: sv['dac7.status.title']!.replace('{year}', year) });
      await filing.getByText(sv['dac7.status.notSent']!.replace('{year}', year)).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        filing.getByRole('button', { name: sv['dac7.download'] }).click(),
      ]);
      const xml = readFileSync((await download.path())!, 'utf8');
      expect(xml).toContain('<dpi:MessageTypeIndic>');
      await filing.getByRole('button', { name: sv['dac7.markSent'] }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: sv['dac7.markSent'] }).click();
      await filing.getByText(sv['dac7.status.marked']!).waitFor();
      await screenshotBoth(page, 'dac7-sent');
      await page.close();

      // The seller's copy, in the shop's Skatteuppgifter (English).
      const shop = await browser().newPage({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
      await signIn(shop, en, baseUrl, seller.email, seller.password, '/tax_details/seller');
      const copy = shop.getByRole('region', { name: en['dac7Copy.year']!.replace('{year}', year) });
      await copy.getByText('19811218-9876').waitFor();
      await copy.getByRole('table', { name: en['dac7Copy.caption']!.replace('{year}', year) }).waitFor();
      // The copy sits below the form: the element itself at both widths.
      for (const width of [1280, 390]) {
        await shop.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await copy.screenshot({ path: path.join(screenshotDir, `admin-tax-copy-${width}.png`) });
      }
      await shop.close();
    });
  });
}
