import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { ADMIN_BASE, isAdminPath } from '@torget/contract';
import type { AppConfig } from '../config/env';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built apps with SPA fallback: hashed assets cached for a year, index.html never cached,
 * uploads from DATA_DIR/uploads. API paths never reach here (the router answers or 404s them first).
 */
export function staticApps(config: AppConfig, storefrontPage?: Middleware): Middleware {
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  return async (ctx, next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path === '/api'
    ) {
      return next();
    }
    if (ctx.path.startsWith('/uploads/')) {
      const served = await send(ctx, ctx.path.slice('/uploads'.length), {
        root: uploadsRoot,
        maxage: YEAR_MS,
        immutable: true,
      }).catch(() => undefined);
      if (!served) return next();
      return;
    }
    // Which paths are the admin app's is written once, in the contract, beside the admin router's patterns.
    const admin = isAdminPath(ctx.path);
    const root = admin ? config.adminDist : config.storefrontDist;
    if (!existsSync(path.join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text';
      ctx.body = 'The web apps have not been built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    if (!admin && storefrontPage && (ctx.path === '/robots.txt' || ctx.path === '/sitemap.xml')) {
      return storefrontPage(ctx, next);
    }
    const inAdminBase = ctx.path.startsWith(`${ADMIN_BASE}/`);
    const file = inAdminBase ? ctx.path.slice(ADMIN_BASE.length) : ctx.path;
    // Admin screens are pages, never files; the admin app's files live under /admin/.
    if (file !== '/' && (!admin || inAdminBase)) {
      const hashed = file.startsWith('/assets/');
      const served = await send(ctx, file, {
        root,
        maxage: hashed ? YEAR_MS : 0,
        immutable: hashed,
      }).catch(() => undefined);
      if (served) return;
      // A missing asset is a 404, not the app shell: browsers must not parse HTML as JavaScript.
      if (hashed || path.extname(file)) return next();
    }
    // Storefront pages carry their own head (title, OpenGraph, JSON-LD) and status from the storefront's server side.
    if (!admin && storefrontPage) return storefrontPage(ctx, next);
    ctx.set('cache-control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}
