import { createStorefrontHandler, type ApiFetch, type StorefrontHandler } from '@torget/storefront/server';
import type Koa from 'koa';
import { inject } from 'light-my-request';
import type { AppConfig } from '../config/env';

/**
 * The API as the storefront's server side sees it when core hosts the storefront: calls go through this same Koa
 * app in process (no socket, no second port), as the marketplace host so site rules treat them as public reads.
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
 * Page HTML, /sitemap.xml and /robots.txt from the storefront's own server side (storefront/server), so
 * crawlers get real titles, OpenGraph, JSON-LD and 404s whether core or the storefront's server hosts it.
 * Created on first use: the storefront may be built after core starts.
 */
export function storefrontPages(config: AppConfig, api: ApiFetch): Koa.Middleware {
  let handler: StorefrontHandler | undefined;
  return async (ctx) => {
    handler ??= createStorefrontHandler({
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
    const answer = await handler({ path: ctx.path, hostname: ctx.hostname, origin });
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.set('cache-control', answer.cacheControl);
    ctx.body = answer.body;
  };
}
