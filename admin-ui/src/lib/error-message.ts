import { ApiError, GENERIC_ERROR_MESSAGE } from '@torget/contract/browser';

/** docs/product.md §8: the server's message when there is one, else the generic network message. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
