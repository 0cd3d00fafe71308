import { cpSync, mkdtempSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

/** Calls the API the way a script would; answers the parsed body and status. */
export async function callApi(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // Journeys read the JSON answers loosely, as the API tests do.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

export async function signInApi(baseUrl: string, email: string, password: string) {
  const answer = await callApi(baseUrl, 'POST', '/api/users/signin', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed for ${email}: ${answer.status}`);
  return answer.body as { _id: string; token: string; name: string };
}

/** Signs in through the admin app's own sign-in screen. */
export async function signInOnScreen(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Saves the screen at desktop (1280) and phone (390) widths under e2e/screenshots/. */
export async function screenshotBoth(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    // Long lists are cut at 2 400 px: the top of a screen is what shows whether it works.
    const height = Math.min(2400, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({
      path: path.join(screenshotDir, `admin-${name}-${width}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width, height },
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * The built admin bundle deployed on its own, the way any static host would: a copy of admin-ui/dist whose
 * config.js is edited to point at the API (no rebuild), files under /admin/, index.html for every other path.
 */
export async function serveAdminAlone(origin: string, apiBaseUrl: string): Promise<Server> {
  const dist = path.join(repoRoot, 'admin-ui/dist');
  const root = mkdtempSync(path.join(tmpdir(), 'torget-admin-alone-'));
  cpSync(dist, root, { recursive: true });
  const configFile = path.join(root, 'config.js');
  const edited = readFileSync(configFile, 'utf8').replace(
    /globalThis\.torgetAdminConfig = .*;/,
    `globalThis.torgetAdminConfig = { apiBaseUrl: ${JSON.stringify(apiBaseUrl)}, storefrontUrl: ${JSON.stringify(apiBaseUrl)} };`,
  );
  if (edited.includes("apiBaseUrl: ''")) throw new Error('config.js did not have the expected shape');
  writeFileSync(configFile, edited);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', origin).pathname;
    const inBase = pathname.startsWith('/admin/') ? path.join(root, pathname.slice('/admin/'.length)) : null;
    const file =
      inBase && inBase.startsWith(root) && existsSync(inBase) && statSync(inBase).isFile()
        ? inBase
        : path.join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  const port = Number(new URL(origin).port);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** A 1×1 PNG: enough for the server's image check. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What a new Torget asks of a trader before approval (issue 39, `require_trader_details`): the payment account,
 * the self-certification and a copy of an ID document, given through the API as the application form does.
 */
export async function giveTraderDetails(baseUrl: string, token: string) {
  const saved = await callApi(baseUrl, 'PUT', '/api/trader_details', {
    token,
    body: {
      payment_account: { kind: 'bankgiro', number: '5050-1055', holder: 'Testhandlare' },
      complies_with_eu_law: true,
    },
  });
  if (saved.status !== 200) throw new Error(`trader details refused: ${JSON.stringify(saved.body)}`);
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'id.png');
  const uploaded = await fetch(`${baseUrl}/api/trader_details/id_document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`ID document refused: ${uploaded.status}`);
}

/** A product is listed only with its manufacturer (issue 39, `require_product_safety_info`): named before saving. */
export async function giveManufacturer(baseUrl: string, token: string, productId: string) {
  const saved = await callApi(baseUrl, 'PUT', `/api/products/${productId}/safety`, {
    token,
    body: {
      manufacturer_name: 'Testfabriken AB',
      manufacturer_address: 'Fabriksgatan 1, 111 22 Stockholm',
      manufacturer_contact: 'info@testfabriken.example',
    },
  });
  if (saved.status !== 200) throw new Error(`safety information refused: ${JSON.stringify(saved.body)}`);
}
