/**
 * The one public entry plugins import: `import { definePlugin, ... } from '@torget/core/plugin-sdk'`.
 * Provider interfaces (payment, upload, mail), their errors and the contract test suites are exported here.
 */
export { definePlugin, type PluginDefinition } from './plugins/define-plugin';
export { route, type RouteDef, type RouteInput } from './http/route';
export type { Cradle } from './container';
export type { UploadProvider, UploadFile } from './plugins/upload.provider';
export {
  DomainError,
  BadRequestError,
  ValidationError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
} from './shared/errors';
