import { createApiClient } from '@torget/contract';

/** The storefront's API client: same origin, typed by the contract. */
export const apiClient = createApiClient();
