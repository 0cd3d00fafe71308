import { msg } from './shared/messages';
import zlib from 'node:zlib';
import cors from '@koa/cors';
import Router from '@koa/router';
import type { AwilixContainer } from 'awilix';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import compress from 'koa-compress';
import type { Cradle } from './kernel/cradle';
import { errorHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { requestScope } from './http/request-scope';
import { mountRoutes } from './http/route';
import { staticApps } from './http/static-apps';
import { inProcessApi, pagesMiddleware, type PageServerFactory } from './http/page-server';
import { cspDirectives } from './http/csp';
import { securityHeaders } from './http/security-headers';
import { mountSystemRoutes } from './http/system';
import { BadRequestError, MethodNotAllowedError, NotFoundError } from './shared/errors';

/** The methods whose JSON body koa-body parses (its default, named so the parser is skipped for the others). */
// DELETE too: deleting one's account carries the password typed again (DELETE /api/users/me).
const BODY_METHODS = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
const hasParsedBody = (method: string) => (BODY_METHODS as string[]).includes(method);

/**
 * The Koa app, without listen(): tests drive `app.callback()`, server.ts starts it.
 * Order: log → errors → security headers → CORS → API (scope, body, routes) → API 404 → built apps.
 * `pages` is the storefront's server side (loaded by `loadPageServer` from the configuration); without it the
 * storefront's pages are its plain shell.
 */
export function createApp(
  container: AwilixContainer<Cradle>,
  { pages }: { pages?: PageServerFactory } = {},
): Koa {
  const { config, logger, orm, modules, plugins, paymentProviders } = container.cradle;
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  // Text answers (JSON, HTML, the apps' scripts) compressed: brotli at a fast level, else gzip. Images are
  // already compressed (WebP) and pass through.
  app.use(
    onlyWhenAccepted(
      compress({
        threshold: 1024,
        br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
        gzip: { level: 6 },
        deflate: false,
      }),
    ),
  );
  app.use(
    securityHeaders({
      contentSecurityPolicy: { directives: cspDirectives(paymentProviders.list()) },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    cors({
      // Only configured origins get CORS headers; same-origin apps need none.
      origin: (ctx) => {
        const origin = ctx.get('origin');
        return config.corsOrigins.includes(origin.toLowerCase()) ? origin : '';
      },
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );

  const router = new Router();
  mountSystemRoutes(router, orm, config.publicUrl);
  mountRoutes(router, [
    ...modules.flatMap((module) => module.routes),
    ...plugins.flatMap((plugin) => plugin.definition.routes ?? []),
  ]);

  const onlyApi =
    (middleware: Koa.Middleware): Koa.Middleware =>
    (ctx, next) =>
      isApiPath(ctx.path) ? middleware(ctx, next) : next();

  app.use(onlyApi(apiFallbacks()));
  app.use(onlyApi(noStoreWhenSignedIn()));
  app.use(onlyApi(requestScope(container)));
  // Webhooks are verified over their exact bytes, so their routes read the raw body themselves.
  const parsedBody =
    (middleware: Koa.Middleware): Koa.Middleware =>
    (ctx, next) =>
      ctx.path.startsWith('/api/hooks/') ? next() : middleware(ctx, next);
  app.use(
    onlyApi(
      parsedBody(
        bodyParser(
          koaBody({
            jsonLimit: `${config.bodyLimitKb}kb`,
            json: true,
            urlencoded: false,
            text: false,
            multipart: false,
            parsedMethods: BODY_METHODS,
          }),
        ),
      ),
    ),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(staticApps(config, pages && pagesMiddleware(config, pages, inProcessApi(app))));
  return app;
}

/**
 * Runs the body parser on its own, so its failures can be told apart from the route's: one without an
 * HTTP status is a body that does not decode (declared gzip/deflate/br but is not), the caller's mistake.
 * Other methods skip it: koa-body would only sniff the content type four times and pass them on (about
 * 4 % of a cached GET's CPU, profiled).
 */
function bodyParser(parse: Koa.Middleware): Koa.Middleware {
  return async (ctx, next) => {
    if (!hasParsedBody(ctx.method)) return next();
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status && status < 500) throw error;
      throw new BadRequestError(msg('http.badContentEncoding'), 'BAD_CONTENT_ENCODING');
    }
    await next();
  };
}

/**
 * A caller that accepts no encoding (API clients, scripts, health checks) is answered as the body is:
 * koa-compress would still look up the type and negotiate on each of its answers to end at identity
 * (about a tenth of a listing's CPU, measured). The answer still says it varies by Accept-Encoding.
 */
function onlyWhenAccepted(compression: Koa.Middleware): Koa.Middleware {
  return (ctx, next) => {
    if (ctx.get('accept-encoding')) return compression(ctx, next);
    ctx.vary('Accept-Encoding');
    return next();
  };
}

/**
 * Answers to a signed-in caller are theirs alone: no browser or proxy may keep them (set before the
 * route runs, so error answers carry it too).
 */
function noStoreWhenSignedIn(): Koa.Middleware {
  return (ctx, next) => {
    if (ctx.get('authorization')) ctx.set('Cache-Control', 'no-store');
    return next();
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Unknown API paths answer JSON (never the SPA's HTML); a wrong method on a known path is
 * method_not_allowed. Thrown, so the error handler answers them like every other error.
 */
function apiFallbacks(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body != null) return;
    if (ctx.status === 405)
      throw new MethodNotAllowedError(msg('http.methodNotAllowed', { method: ctx.method }));
    throw new NotFoundError();
  };
}
