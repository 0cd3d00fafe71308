import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptJson } from './html';
import { describePage, headHtml, type ApiFetch } from './page-head';
import { loadPageTexts, pageLocale } from './page-language';
import { screenScripts } from './screen-scripts';
import { renderRobots, renderSitemap } from './sitemap';
import { WARM_INTL } from './warm-intl';

/** The browser's runtime configuration (read by src/lib/config.ts). */
export interface BrowserConfig {
  apiBaseUrl: string;
  marketplaceUrl: string;
  marketplaceHosts: string[];
  adminUrl: string;
}

export interface StorefrontHandlerOptions {
  /** The built storefront (index.html, route-paths.json, assets). */
  distDir: string;
  api: ApiFetch;
  browserConfig: BrowserConfig;
}

export interface StorefrontRequest {
  /** URL path, e.g. /product/123. */
  path: string;
  /** Host name without port, as the visitor typed it. */
  hostname: string;
  /** Scheme, host and port as the visitor sees them, e.g. https://torget.se. */
  origin: string;
  /** The request's Cookie and Accept-Language headers: the page is written in the language they choose. */
  cookie?: string;
  acceptLanguage?: string;
}

export interface StorefrontAnswer {
  status: number;
  type: string;
  body: string;
  /** May caches keep it? Page HTML is never cached (it names the current hashed bundles). */
  cacheControl: string;
  /** The language page HTML is written in (`Content-Language`); such an answer varies by Cookie and Accept-Language. */
  language?: string;
  /**
   * Content-Security-Policy sources (`'sha256-…'`) of the inline scripts this HTML carries: a host that sends a
   * policy must allow them in its `script-src` for this answer.
   */
  scriptHashes?: string[];
}

const SITEMAP_TTL_MS = 10 * 60 * 1000;

/**
 * The storefront's server side, for whoever serves the built app (core on one port, or storefront/server/serve.ts
 * on its own): page HTML with the real title, description, canonical URL, OpenGraph and JSON-LD and a 404 status
 * where the page does not exist; /sitemap.xml and /robots.txt.
 */
export function createStorefrontHandler({ distDir, api, browserConfig }: StorefrontHandlerOptions) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = path.join(distDir, 'route-paths.json');
  const knownPaths: string[] = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [];
  const marketplaceHosts = new Set(
    ['localhost', '127.0.0.1', ...browserConfig.marketplaceHosts].map((host) => host.toLowerCase()),
  );
  try {
    marketplaceHosts.add(new URL(browserConfig.marketplaceUrl).hostname.toLowerCase());
  } catch {
    // no marketplace URL: only the always-marketplace hosts
  }
  const sitemaps = new Map<string, { at: number; xml: string }>();
  const texts = loadPageTexts(distDir);
  const scriptsOf = screenScripts(distDir, template);

  async function ownDomainShop(hostname: string): Promise<string | null> {
    if (marketplaceHosts.has(hostname.toLowerCase())) return null;
    const { status, body } = await api(`/api/users/domain_seller/${encodeURIComponent(hostname)}`);
    return status === 200 ? (body as { _id: string })._id : null;
  }

  return async function handle(req: StorefrontRequest): Promise<StorefrontAnswer> {
    if (req.path === '/robots.txt') {
      return {
        status: 200,
        type: 'text/plain; charset=utf-8',
        body: renderRobots(req.origin),
        cacheControl: 'public, max-age=3600',
      };
    }
    if (req.path === '/sitemap.xml') {
      const cached = sitemaps.get(req.origin);
      const xml =
        cached && Date.now() - cached.at < SITEMAP_TTL_MS ? cached.xml : await renderSitemap(api, req.origin);
      sitemaps.set(req.origin, { at: Date.now(), xml });
      return {
        status: 200,
        type: 'application/xml; charset=utf-8',
        body: xml,
        cacheControl: 'public, max-age=600',
      };
    }
    const ownDomainShopId = await ownDomainShop(req.hostname);
    const locale = pageLocale(req.cookie, req.acceptLanguage);
    const head = await describePage(
      api,
      { path: req.path, origin: req.origin, ownDomainShopId, locale, texts },
      knownPaths,
    );
    // The chosen language's catalog goes into the page, so the app's first render waits for no second request.
    const body = template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<!--page-head-->[\s\S]*<!--\/page-head-->/, () =>
        headHtml(head, locale, head.screen ? scriptsOf(head.screen) : []),
      )
      .replace(
        '<!--page-config-->',
        () =>
          `<script type="application/json" id="torget-config">${scriptJson(browserConfig)}</script>` +
          texts.inlineScript[locale] +
          (head.data
            ? `<script type="application/json" id="torget-data">${scriptJson(head.data)}</script>`
            : '') +
          // Last, so the parser has found every file the page needs before this runs (warm-intl.ts).
          `<script>${WARM_INTL[locale].script}</script>`,
      );
    return {
      status: head.status,
      type: 'text/html; charset=utf-8',
      body,
      cacheControl: 'no-cache',
      language: locale,
      scriptHashes: [WARM_INTL[locale].csp],
    };
  };
}

export type StorefrontHandler = ReturnType<typeof createStorefrontHandler>;
