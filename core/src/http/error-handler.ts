import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { errorStatus, type ApiErrorBody } from '@torget/contract';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestLocale } from './request-locale';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
} from '../shared/errors';
import { msg, render } from '../shared/messages';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/**
 * Errors from libraries (the body parser, MikroORM) as the domain error they amount to; undefined for
 * anything else, which is a bug.
 */
function asDomainError(error: Error & HttpLikeError): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (error instanceof UniqueConstraintViolationException) return new ConflictError(msg('errors.valueTaken'));
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // co-body (inside koa-body) marks unparsable JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed')
    return new BadRequestError(msg('http.malformedJson'), 'MALFORMED_JSON');
  if (status === 413) return new PayloadTooLargeError();
  if (status === 415) return new UnsupportedMediaTypeError();
  // A library's own words (koa's http-errors) exist in English only.
  if (error.expose && error.message) return new BadRequestError({ sv: error.message, en: error.message });
  return new BadRequestError(msg('errors.badRequest'));
}

/**
 * The one place errors become HTTP answers: a domain error's kind becomes its status through the
 * contract's `errorStatus`, the body is `{ message, code }` (+ `field`), the message in the request's
 * language (Accept-Language, English when none fits) and the code the same in every language. A 5xx never
 * carries a stack or an internal message; it is logged with the request id instead.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const { status, body, retryAfterSeconds } = errorAnswer(caught, ctx, logger);
      if (retryAfterSeconds) ctx.set('Retry-After', String(retryAfterSeconds));
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/**
 * What an error answers (see errorHandler), also for an answer already under way: a call streaming its
 * progress ends with this as its `{ error }` line (http/progress-answer.ts).
 */
export function errorAnswer(
  caught: unknown,
  ctx: Context,
  logger: Logger,
): { status: number; body: ApiErrorBody; retryAfterSeconds?: number } {
  const error = asDomainError(caught as Error & HttpLikeError);
  if (error)
    return {
      status: errorStatus[error.kind],
      body: {
        message: render(error.text, requestLocale(ctx)),
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
      },
      retryAfterSeconds: error instanceof TooManyRequestsError ? error.retryAfterSeconds : undefined,
    };
  logger.error({ err: caught, reqId: ctx.state.reqId }, 'unhandled error');
  return {
    status: errorStatus.internal,
    body: { message: render(msg('errors.internal'), requestLocale(ctx)), code: 'INTERNAL' },
  };
}
