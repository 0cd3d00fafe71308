import type Koa from 'koa';
import { inject } from 'light-my-request';
import type { AppConfig } from '../config/env';

/** How the page server reads the API: a GET of an API path, answered with its status and parsed JSON body. */
export type ApiFetch = (path: string) => Promise<{ status: number; body: unknown }>;

/** What the storefront's browser code reads at run time (a JSON block in each page). */
export interface PageBrowserConfig {
  apiBaseUrl: string;
  marketplaceUrl: string;
  marketplaceHosts: string[];
  adminUrl: string;
}

export interface PageRequest {
  path: string;
  hostname: string;
  origin: string;
  /** What the page server may write the page's language from. */
  cookie?: string;
  acceptLanguage?: string;
}

export interface PageAnswer {
  status: number;
  type: string;
  body: string;
  cacheControl: string;
  /** The language of page HTML: sent as Content-Language, with Vary on the headers that chose it. */
  language?: string;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts, added to this answer's `script-src`. */
  scriptHashes?: string[];
}

/**
 * A storefront's server side as core hosts it on its one port: given the built app, a way to read the API and
 * the browser's config, it answers page paths (HTML with real heads and a 404 status for pages that do not
 * exist), /sitemap.xml and /robots.txt. Core names no app: the module providing this is configuration
 * (`STOREFRONT_SERVER`, by default the storefront's `createStorefrontHandler`), loaded at boot.
 */
export type PageServerFactory = (options: {
  distDir: string;
  api: ApiFetch;
  browserConfig: PageBrowserConfig;
}) => (req: PageRequest) => Promise<PageAnswer>;

/**
 * Imports the configured page server module and takes its `createStorefrontHandler`; a module that cannot be
 * loaded or lacks it stops the boot with a message that names it. The production bundle carries the default
 * (core/scripts/build.ts), like the workspace's plugins.
 */
export async function loadPageServer(moduleName: string | undefined): Promise<PageServerFactory | undefined> {
  if (!moduleName) return undefined;
  let exported: { createStorefrontHandler?: unknown };
  try {
    const bundled = (globalThis as { torgetBundledModules?: Record<string, () => Promise<unknown>> })
      .torgetBundledModules?.[moduleName];
    exported = (await (bundled ? bundled() : import(moduleName))) as typeof exported;
  } catch (error) {
    throw new Error(`STOREFRONT_SERVER ${moduleName} could not be loaded: ${String(error)}`, {
      cause: error,
    });
  }
  if (typeof exported.createStorefrontHandler !== 'function')
    throw new Error(`STOREFRONT_SERVER ${moduleName} exports no createStorefrontHandler function`);
  return exported.createStorefrontHandler as PageServerFactory;
}

/**
 * The API as the page server sees it when core hosts it: calls go through this same Koa app in process (no
 * socket, no second port), as the marketplace host so site rules treat them as public reads.
 */
export function inProcessApi(app: Koa): ApiFetch {
  let dispatch: ReturnType<Koa['callback']> | undefined;
  return async (path) => {
    dispatch ??= app.callback();
    const answer = await inject(dispatch, { method: 'GET', url: path, headers: { host: 'localhost' } });
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      body = undefined;
    }
    return { status: answer.statusCode, body };
  };
}

/**
 * Page HTML, /sitemap.xml and /robots.txt from the configured page server, so crawlers get real titles,
 * OpenGraph, JSON-LD and 404s whether core or the storefront's own server hosts the storefront. Created on
 * first use: the storefront may be built after core starts.
 */
export function pagesMiddleware(
  config: AppConfig,
  factory: PageServerFactory,
  api: ApiFetch,
): Koa.Middleware {
  let handler: ReturnType<PageServerFactory> | undefined;
  return async (ctx) => {
    handler ??= factory({
      distDir: config.storefrontDist,
      api,
      browserConfig: {
        apiBaseUrl: '',
        marketplaceUrl: config.publicUrl,
        marketplaceHosts: config.marketplaceHosts,
        adminUrl: '',
      },
    });
    // The address as the visitor sees it (behind a trusted proxy, from X-Forwarded-*).
    const origin = `${ctx.protocol}://${ctx.host}`;
    const answer = await handler({
      path: ctx.path,
      hostname: ctx.hostname,
      origin,
      cookie: ctx.get('cookie') || undefined,
      acceptLanguage: ctx.get('accept-language') || undefined,
    });
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.set('cache-control', answer.cacheControl);
    if (answer.language) {
      ctx.set('content-language', answer.language);
      ctx.vary('Cookie');
      ctx.vary('Accept-Language');
    }
    if (answer.scriptHashes?.length) {
      const policy = ctx.response.get('content-security-policy');
      if (policy) ctx.set('content-security-policy', withScriptSources(policy, answer.scriptHashes));
    }
    ctx.body = answer.body;
  };
}

/**
 * The policy with `sources` added to its `script-src` (only this answer's: the page's own inline scripts,
 * named by hash, so no other inline script runs). Without `script-src` scripts follow `default-src`, so that
 * is copied first; a policy with neither does not restrict scripts and is left as it is.
 */
export function withScriptSources(policy: string, sources: string[]): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const named = (name: string) => directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
  let index = named('script-src');
  if (index < 0) {
    const fallback = named('default-src');
    if (fallback < 0) return policy;
    directives.push(directives[fallback]!.replace(/^default-src/, 'script-src'));
    index = directives.length - 1;
  }
  directives[index] = [directives[index], ...sources].join(' ');
  return directives.filter(Boolean).join(';');
}
