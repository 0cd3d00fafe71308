import { ApiError } from '@torget/contract/browser';

/** docs/product.md §8's messages: the kit's one helper for both apps. */
export { errorMessage, genericMessage } from '@torget/ui';

/**
 * A fault that asking again may mend, so a screen offers "Try again": no connection, a server or provider
 * that could not answer (429, 5xx), or a carrier that did not answer in time (its 400 CARRIER_UNAVAILABLE).
 */
export const passingFault = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 429 ||
  error.status >= 500 ||
  error.code === 'CARRIER_UNAVAILABLE';
