import { ApiError, GENERIC_ERROR_MESSAGE } from '@torget/contract/browser';
import { translateActive } from './active';

/** The generic network message in the reader's language (English only where no language is set up at all). */
export const genericMessage = (): string => translateActive('common.error.generic') || GENERIC_ERROR_MESSAGE;

/** The API client's own English fallback: no connection, or an answer without a message (e.g. a proxy's 502). */
const withoutServerMessage = (error: ApiError) =>
  error.code === 'NETWORK_ERROR' || error.message === GENERIC_ERROR_MESSAGE;

/**
 * docs/product.md §8: the server's message when there is one (already in the reader's language: the apps send
 * Accept-Language), else the generic network message in the reader's language. One helper for both apps.
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && !withoutServerMessage(error) ? error.message : genericMessage();
}
