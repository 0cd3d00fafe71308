import { ApiError } from '@torget/contract/browser';
import { translateActive } from './active';

/**
 * docs/product.md §8: the server's message when there is one (already in the reader's language: the apps send
 * Accept-Language), else the generic network message in the reader's language. One helper for both apps.
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR'
    ? error.message
    : translateActive('common.error.generic');
}
