import { createApiClient } from '@torget/contract/browser';
import { activeLocale } from '@torget/ui';
import { config } from './config';
import { session } from './session';

/**
 * The storefront's API client: typed by the contract; a 401 on a call that sent a token signs out (docs/product.md
 * §4); every call asks for the reader's language, so the server's messages come in it.
 */
export const apiClient = createApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: session.token,
  getLanguage: activeLocale,
  onUnauthorized: session.signOut,
});
