import { ApiError, GENERIC_ERROR_MESSAGE } from '@torget/contract/browser';

/** docs/product.md §8: the server's message when there is one, else the generic network message. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** docs/product.md §8: product and category list errors show only the generic message. */
export const genericMessage = (): string => GENERIC_ERROR_MESSAGE;
