import { createApiClient } from '@torget/contract/browser';
import { config } from './config';
import { session } from './session';

/** The storefront's API client: typed by the contract; a 401 on a call that sent a token signs out (docs/product.md §4). */
export const apiClient = createApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: session.token,
  onUnauthorized: session.signOut,
});
