/**
 * Typed domain errors. Services throw these; the one error handler (http/error-handler.ts)
 * maps them to `{ message, code }` with their status. Anything else is a bug and becomes a 500.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The request field the error is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(message, 400, code);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 400, 'VALIDATION_FAILED', field);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in', code = 'UNAUTHORIZED') {
    super(message, 401, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that', code = 'FORBIDDEN') {
    super(message, 403, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not Found', code = 'NOT_FOUND') {
    super(message, 404, code);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'CONFLICT') {
    super(message, 409, code);
  }
}

/** Well-formed but impossible to act on, e.g. an Idempotency-Key reused for a different request. */
export class UnprocessableError extends DomainError {
  constructor(message: string, code = 'UNPROCESSABLE') {
    super(message, 422, code);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'Request body is too large', code = 'PAYLOAD_TOO_LARGE') {
    super(message, 413, code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message = 'Too many requests, please try again later',
    code = 'RATE_LIMITED',
    /** When to try again; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429, code);
  }
}
