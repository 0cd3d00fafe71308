import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

/**
 * Helmet's security headers, learnt once from helmet itself and set as a fixed list on every answer.
 * With options made of plain values (no directive is a function of the request: csp.ts), helmet sets the
 * same headers on every response, yet its middleware ran a chain of a dozen steps, each through a
 * callback and a promise, to do so. Throws at start if an option is a function (a CSP nonce, say) or helmet
 * fails.
 */
export function securityHeaders(options: HelmetOptions): Middleware {
  if (holdsFunction(options))
    throw new Error('security headers: an option is a function of the request; helmet must run per request');
  const set: [name: string, value: string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let outcome: { error?: unknown } | undefined;
  // A request with nothing in it: helmet reads the request only through function directives.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    outcome = { error };
  });
  if (!outcome || outcome.error)
    throw new Error('security headers: helmet did not set them at once', { cause: outcome?.error });
  return (ctx, next) => {
    const res = ctx.res;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    return next();
  };
}

const holdsFunction = (value: unknown): boolean =>
  typeof value === 'function' ||
  (value !== null && typeof value === 'object' && Object.values(value).some(holdsFunction));
