import { ApiError, GENERIC_ERROR_MESSAGE } from '@torget/contract/browser';
import { translateActive } from '@torget/ui';

type Translate = (id: 'common.error.generic') => string;

/**
 * The generic network message (the kit's `common.error.generic`) in the reader's language: through `t` when a
 * component passes it, else the active language's (code outside components); English only where no language is
 * set up at all.
 */
export const genericMessage = (t?: Translate): string =>
  (t ? t('common.error.generic') : translateActive('common.error.generic')) || GENERIC_ERROR_MESSAGE;

/** The API client's own English fallback: no connection, or an answer without a message (e.g. a proxy's 502). */
const withoutServerMessage = (error: ApiError) =>
  error.code === 'NETWORK_ERROR' || error.message === GENERIC_ERROR_MESSAGE;

/**
 * docs/product.md §8: the server's message when there is one (the server answers in the reader's language), else
 * the generic network message in the reader's language; as the kit's `errorMessage`, with `t` for components.
 */
export function errorMessage(error: unknown, t?: Translate): string {
  return error instanceof ApiError && !withoutServerMessage(error) ? error.message : genericMessage(t);
}
