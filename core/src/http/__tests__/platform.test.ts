import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let app: TestApp;
const apps = mkdtempSync(path.join(tmpdir(), 'torget-apps-'));
const storefront = path.join(apps, 'storefront');
const admin = path.join(apps, 'admin');

beforeAll(async () => {
  mkdirSync(path.join(storefront, 'assets'), { recursive: true });
  mkdirSync(path.join(admin, 'assets'), { recursive: true });
  writeFileSync(
    path.join(storefront, 'index.html'),
    '<html lang="en"><head><!--page-head--><title>x</title><!--/page-head--></head>storefront shell<!--page-config--></html>',
  );
  writeFileSync(
    path.join(storefront, 'route-paths.json'),
    JSON.stringify([
      '/',
      '/about',
      '/product/:id',
      '/seller/:id/pageNumber/:pageNumber',
      '/productlist/seller',
      '/orderlist/seller',
    ]),
  );
  writeFileSync(path.join(storefront, 'assets', 'app-abc123.js'), 'console.log("storefront")');
  writeFileSync(path.join(admin, 'index.html'), '<html>admin shell</html>');
  writeFileSync(path.join(admin, 'assets', 'admin-def456.js'), 'console.log("admin")');
  app = await createTestApp({
    env: { STOREFRONT_DIST: storefront, ADMIN_DIST: admin, CORS_ORIGINS: 'https://partner.example' },
  });
  mkdirSync(path.join(app.config.dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(app.config.dataDir, 'uploads', 'pic.png'), 'png-bytes');
});
afterAll(() => app.close());

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const res = await app.http.get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers a wrong method on a known path with a JSON 405', async () => {
    const res = await app.http.request('PATCH', '/api/settings', { body: {} });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.http.post('/api/users/signin', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body', code: 'MALFORMED_JSON' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.http.post('/api/users/register', {
      name: 'x'.repeat(300 * 1024),
      email: 'a@b.se',
      password: 'abcdefgh',
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the field of a validation error', async () => {
    const user = await app.createUser();
    const res = await app.http.put(
      '/api/users/profile',
      { wants_to_be_seller: 'yes' },
      { token: user.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'wants_to_be_seller must be a boolean',
      code: 'VALIDATION_FAILED',
      field: 'wants_to_be_seller',
    });
  });
});

describe('health and docs', () => {
  it('reports liveness and readiness', async () => {
    expect((await app.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.http.get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI document generated from the contract and a readable docs page', async () => {
    const spec = await app.http.get('/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    const register = spec.body.paths['/api/users/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'password',
    ]);
    expect(spec.body.paths['/api/users/{id}'].delete['x-access']).toBe('admin');
    const docs = await app.http.get('/api/docs');
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(docs.text).toContain('/api/users/signin');
  });
});

describe('security headers and CORS', () => {
  it('sends security headers and a request id', async () => {
    const res = await app.http.get('/api/settings');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.http.get('/api/settings', { headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await app.http.get('/api/settings', { headers: { origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await app.http.get('/api/settings', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('static hosting of the built apps', () => {
  it("serves the storefront shell for the app's pages, uncached, with a head and the browser's config", async () => {
    for (const page of ['/', '/productlist/seller', '/orderlist/seller']) {
      const res = await app.http.get(page);
      expect(res.status, page).toBe(200);
      expect(res.text, page).toContain('storefront shell');
      expect(res.text, page).toMatch(/<title>Torget – .*<\/title>/);
      expect(res.text, page).toContain('<script type="application/json" id="torget-config">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('lets the one inline script of the page run, by its hash, and no other inline script', async () => {
    for (const headers of [{}, { 'accept-language': 'en' }] as Record<string, string>[]) {
      const res = await app.http.get('/about', { headers });
      const inline = [...res.text.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
      // The number and date data warmed while the app downloads (storefront/server/warm-intl.ts).
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain('new Intl.NumberFormat(');
      const scriptSrc = res.headers
        .get('content-security-policy')!
        .split(';')
        .find((directive) => directive.startsWith('script-src '))!;
      const hash = createHash('sha256').update(inline[0]!).digest('base64');
      expect(scriptSrc.split(' ')).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
    }
    // API answers keep the policy without it.
    const api = await app.http.get('/api/products');
    expect(api.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  });

  it("writes the first HTML in the reader's language: the lang cookie, else the browser's, else Swedish", async () => {
    const page = (headers: Record<string, string>) => app.http.get('/about', { headers });
    const swedish = await page({});
    expect(swedish.text).toContain('<html lang="sv"');
    expect(swedish.text).toContain('<title>Om oss – Torget</title>');
    expect(swedish.text).toContain('<meta property="og:locale" content="sv_SE" />');
    // The app's catalog comes with the page, in its language, so the first render needs no second request.
    expect(swedish.text).toMatch(
      /<script type="application\/json" id="torget-messages" data-locale="sv">\{.*"Varukorg"/,
    );
    expect(swedish.headers.get('content-language')).toBe('sv');
    expect(swedish.headers.get('vary')).toMatch(/Cookie/);
    expect(swedish.headers.get('vary')).toMatch(/Accept-Language/);

    const english = await page({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.text).toContain('<html lang="en"');
    expect(english.text).toContain('<title>About – Torget</title>');
    expect(english.text).toContain('data-locale="en"');
    expect(english.headers.get('content-language')).toBe('en');

    // The chosen language (the cookie) wins over the browser's.
    const chosen = await page({ cookie: 'cart=1; lang=en', 'accept-language': 'sv-SE' });
    expect(chosen.text).toContain('<title>About – Torget</title>');

    // Nonsense falls back quietly.
    const nonsense: Record<string, string>[] = [
      { cookie: 'lang=xx' },
      { 'accept-language': ';;q=abc,zz' },
      { cookie: 'lang=' },
    ];
    for (const headers of nonsense) {
      const answer = await page(headers);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<title>Om oss – Torget</title>');
    }

    const missing = await app.http.get('/no/such/page', { headers: { 'accept-language': 'sv' } });
    expect(missing.text).toContain('<title>Sidan hittades inte – Torget</title>');
    const missingEnglish = await app.http.get('/no/such/page', { headers: { cookie: 'lang=en' } });
    expect(missingEnglish.text).toContain('<title>Page not found – Torget</title>');
  });

  it('answers unknown pages and products or shops that do not exist with 404 (and the shell, which says so)', async () => {
    for (const page of [
      '/no/such/page',
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/123',
      '/seller/abc/pageNumber/2',
    ]) {
      const res = await app.http.get(page);
      expect(res.status, page).toBe(404);
      expect(res.text, page).toContain('storefront shell');
      expect(res.text, page).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves robots.txt pointing at the sitemap, and the sitemap', async () => {
    const robots = await app.http.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await app.http.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(sitemap.text).toContain('<urlset');
  });

  it('serves the admin app for the admin screens and its assets under /admin/', async () => {
    for (const page of [
      '/productlist',
      '/productlist/pageNumber/3',
      '/orderlist',
      '/userlist',
      '/user/42/edit',
      '/admin_menu',
      '/admin_settings',
      '/product/42/edit',
      '/admin/signin',
    ]) {
      const res = await app.http.get(page);
      expect(res.text, page).toContain('admin shell');
    }
    // The product page and the seller's edit screen stay the storefront's.
    for (const page of ['/product/42', '/product/42/edit/seller', '/productlist/seller']) {
      expect((await app.http.get(page)).text, page).toContain('storefront shell');
    }
    const asset = await app.http.get('/admin/assets/admin-def456.js');
    expect(asset.text).toContain('admin');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves hashed assets with a long cache and 404s a missing one instead of HTML', async () => {
    const asset = await app.http.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('max-age=31536000');
    const missing = await app.http.get('/assets/gone-000.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('storefront shell');
  });

  it('serves uploads with a long cache lifetime and refuses path traversal', async () => {
    const res = await app.http.get('/uploads/pic.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const traversal = await app.http.get('/uploads/..%2Fjwt-secret');
    expect(traversal.text).not.toContain(app.config.jwtSecret);
  });
});

describe('compression', () => {
  it('compresses text answers for browsers that accept brotli or gzip', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${app.http.baseUrl}/api/openapi.json`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(((await res.json()) as { openapi?: string }).openapi).toBeDefined();
    }
  });
});
