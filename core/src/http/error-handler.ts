import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { DomainError, TooManyRequestsError } from '../shared/errors';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Errors from the body parser and other HTTP middleware that carry their own 4xx status. */
function clientError(
  error: Error & HttpLikeError,
): { status: number; message: string; code: string } | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // co-body (inside koa-body) marks unparsable JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed')
    return { status: 400, message: 'Malformed JSON in request body', code: 'MALFORMED_JSON' };
  if (status === 413) return { status, message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' };
  if (status === 415) return { status, message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' };
  return {
    status,
    message: error.expose && error.message ? error.message : 'Bad request',
    code: 'BAD_REQUEST',
  };
}

/**
 * The one place errors become HTTP answers: `{ message, code }` (+ `field`). A 5xx never carries a stack
 * or an internal message; it is logged with the request id instead.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = caught as Error & HttpLikeError;
      if (error instanceof DomainError) {
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds)
          ctx.set('Retry-After', String(error.retryAfterSeconds));
        ctx.status = error.status;
        ctx.body = {
          message: error.message,
          code: error.code,
          ...(error.field ? { field: error.field } : {}),
        };
        return;
      }
      if (error instanceof UniqueConstraintViolationException) {
        ctx.status = 409;
        ctx.body = { message: 'That value is already taken', code: 'CONFLICT' };
        return;
      }
      const known = clientError(error);
      if (known) {
        ctx.status = known.status;
        ctx.body = { message: known.message, code: known.code };
        return;
      }
      logger.error({ err: error, reqId: ctx.state.reqId }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Internal server error', code: 'INTERNAL' };
    }
  };
}
