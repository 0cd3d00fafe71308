/**
 * Every kind of error the API answers, and its HTTP status: the ONE map from kinds to statuses.
 * Core's errors carry a kind (never a status) and core's error handler answers with this map; the
 * OpenAPI document lists a call's possible error answers from it, so the two cannot disagree.
 */
export const errorStatus = {
  /** The request is wrong in a way the message explains (a rule, not a field's format). */
  bad_request: 400,
  /** A field failed validation; the answer names it in `field`. */
  validation: 400,
  /** No valid sign-in. */
  unauthorized: 401,
  /** Signed in, but not allowed (role, ownership, plan limit). */
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The request clashes with what is stored (a taken email, an order already paid…). */
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Well-formed but impossible to act on (an Idempotency-Key reused for a different request). */
  unprocessable: 422,
  rate_limited: 429,
  /** A bug; never a deliberate answer. */
  internal: 500,
  /** An outside service (a payment provider) could not be reached; nothing happened, try again. */
  upstream_unavailable: 502,
  /** A store the server needs (e.g. the upload storage) is down for now; try again later. */
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof errorStatus;

/** What each kind means for a person reading the API description. */
export const errorDescription: Record<ErrorKind, string> = {
  bad_request: 'Bad request',
  validation: 'Invalid input (the answer names the field)',
  unauthorized: 'Not signed in, or the sign-in has ended',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'Conflicts with stored data',
  payload_too_large: 'Request body is too large',
  unsupported_media_type: 'Unsupported content type',
  unprocessable: 'Well-formed but cannot be processed',
  rate_limited: 'Too many requests',
  internal: 'Internal server error',
  upstream_unavailable: 'A payment provider could not be reached',
  unavailable: 'Temporarily unavailable',
};
