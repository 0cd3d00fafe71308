import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const validRequestId = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Gives every request an id (kept from `x-request-id` when sane) that every log line about it carries.
 * Only method, path, status and duration are logged: never bodies, query strings or headers,
 * so passwords and tokens cannot end up in logs.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const reqId = validRequestId.test(incoming) ? incoming : randomUUID();
    ctx.set('x-request-id', reqId);
    ctx.state.reqId = reqId;
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = ctx.status >= 500 ? 'error' : 'info';
      logger[level]({ reqId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
