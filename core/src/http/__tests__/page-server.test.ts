import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/env';
import { createTestApp, type TestApp } from '../../testing';
import { loadPageServer, withScriptSources } from '../page-server';

/**
 * Core hosts the storefront's server side on its one port without depending on the app: the module is
 * configuration (STOREFRONT_SERVER). platform.test.ts covers the default (real heads, 404s, sitemap); this file
 * covers the seam itself.
 */
describe('the page server seam', () => {
  it("core's package depends on no app", () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'core/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(names.filter((name) => /^@torget\/(storefront|admin-ui|ui)$/.test(name))).toEqual([]);
  });

  it('loads the configured module by name, and stops the boot naming a module that cannot be loaded', async () => {
    expect(typeof (await loadPageServer('@torget/storefront/server'))).toBe('function');
    expect(await loadPageServer(undefined)).toBeUndefined();
    await expect(loadPageServer('@torget/no-such-app/server')).rejects.toThrow(
      /STOREFRONT_SERVER @torget\/no-such-app\/server could not be loaded/,
    );
    await expect(loadPageServer('node:path')).rejects.toThrow(/exports no createStorefrontHandler/);
  });

  it("adds a page's inline script hashes to its script-src, or to a copy of default-src when the policy has none", () => {
    const hash = "'sha256-abc='";
    expect(withScriptSources("default-src 'self';script-src 'self' https://pay.example", [hash])).toBe(
      `default-src 'self';script-src 'self' https://pay.example ${hash}`,
    );
    expect(withScriptSources("default-src 'self';img-src *", [hash])).toBe(
      `default-src 'self';img-src *;script-src 'self' ${hash}`,
    );
    // A policy that does not restrict scripts is not made to.
    expect(withScriptSources('img-src *', [hash])).toBe('img-src *');
  });

  describe('STOREFRONT_SERVER=none', () => {
    let app: TestApp;
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'torget-plain-'));
      mkdirSync(path.join(dist, 'assets'), { recursive: true });
      writeFileSync(path.join(dist, 'index.html'), '<html><head><title>plain</title></head>shell</html>');
      app = await createTestApp({ env: { STOREFRONT_DIST: dist, STOREFRONT_SERVER: 'none' } });
    });
    afterAll(() => app.close());

    it('serves the API and the storefront as its plain shell: no page heads, no page statuses, no sitemap', async () => {
      expect((await app.http.get('/api/products')).status).toBe(200);
      const page = await app.http.get('/no/such/page');
      expect(page.status).toBe(200);
      expect(page.text).toBe('<html><head><title>plain</title></head>shell</html>');
      expect((await app.http.get('/sitemap.xml')).status).toBe(404);
    });
  });
});
