import { createAppApiClient } from '@torget/ui';
import { config } from './config';
import { session } from './session';

/** The admin app's API client (the kit's, createAppApiClient): its API origin and its session. */
export const apiClient = createAppApiClient({ baseUrl: config.apiBaseUrl, session });
