import type { ErrorKind } from '@torget/contract';
import { msg, render, type Text } from './messages';

export type { ErrorKind };

/**
 * Typed domain errors. Services throw these with a kind (what went wrong), never an HTTP status, and a
 * message id + values (`msg('orders.notFound')`) or a plugin's text, never an English string: the one
 * error handler (http/error-handler.ts) answers `{ message, code }` with the kind's status from the
 * contract's `errorStatus` and the text in the request's language. `message` is the English text, for
 * logs. Anything else is a bug and becomes a 500.
 */
export class DomainError extends Error {
  constructor(
    readonly text: Text,
    readonly kind: ErrorKind,
    readonly code: string,
    /** The request field the error is about, when there is one. */
    readonly field?: string,
  ) {
    super(render(text, 'en'));
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: Text, code = 'BAD_REQUEST') {
    super(message, 'bad_request', code);
  }
}

export class ValidationError extends DomainError {
  constructor(message: Text, field?: string) {
    super(message, 'validation', 'VALIDATION_FAILED', field);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: Text = msg('errors.signIn'), code = 'UNAUTHORIZED') {
    super(message, 'unauthorized', code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: Text = msg('errors.forbidden'), code = 'FORBIDDEN') {
    super(message, 'forbidden', code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: Text = msg('errors.notFound'), code = 'NOT_FOUND') {
    super(message, 'not_found', code);
  }
}

export class MethodNotAllowedError extends DomainError {
  constructor(message: Text, code = 'METHOD_NOT_ALLOWED') {
    super(message, 'method_not_allowed', code);
  }
}

export class ConflictError extends DomainError {
  constructor(message: Text, code = 'CONFLICT') {
    super(message, 'conflict', code);
  }
}

/** Well-formed but impossible to act on, e.g. an Idempotency-Key reused for a different request. */
export class UnprocessableError extends DomainError {
  constructor(message: Text, code = 'UNPROCESSABLE') {
    super(message, 'unprocessable', code);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: Text = msg('errors.payloadTooLarge'), code = 'PAYLOAD_TOO_LARGE') {
    super(message, 'payload_too_large', code);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: Text = msg('errors.unsupportedMediaType'), code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(message, 'unsupported_media_type', code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: Text = msg('errors.rateLimited'),
    code = 'RATE_LIMITED',
    /** When to try again; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 'rate_limited', code);
  }
}

/** An outside service (a payment provider) could not be reached; nothing happened and the caller may retry. */
export class UpstreamUnavailableError extends DomainError {
  constructor(message: Text, code = 'UPSTREAM_UNAVAILABLE') {
    super(message, 'upstream_unavailable', code);
  }
}
