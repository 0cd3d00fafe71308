import type { CallDef } from './call';
import { configApi } from './config.api';
import { settingsApi } from './settings.api';
import { usersApi } from './users.api';

export * from './call';
export * from './client';
export * from './common';
export * from './config.api';
export * from './openapi';
export * from './settings.api';
export * from './users.api';
export * from './users.schema';

/** Every call of the Torget API, grouped by area. */
export const api = {
  users: usersApi,
  settings: settingsApi,
  config: configApi,
};

export function allCalls(): CallDef[] {
  return Object.values(api).flatMap((group) => Object.values(group) as CallDef[]);
}
