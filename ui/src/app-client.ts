import { createApiClient } from '@torget/contract/browser';
import { activeLocale } from './i18n';

/**
 * An app's API client, the same in both apps: typed by the contract; a 401 on a call that sent a token signs out
 * (docs/product.md §4); every call asks for the reader's language, so the server's messages come in it. Each app
 * gives only its configuration: where the API is and its session.
 */
export function createAppApiClient({
  baseUrl,
  session,
}: {
  baseUrl: string;
  session: { token: () => string | null | undefined; signOut: () => void };
}) {
  return createApiClient({
    baseUrl,
    getToken: session.token,
    getLanguage: activeLocale,
    onUnauthorized: session.signOut,
  });
}
