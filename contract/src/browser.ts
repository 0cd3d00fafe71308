/**
 * The browser entry: the typed client and the schema-free call list. Apps import values only from here
 * (types may come from the main entry); the main entry's zod schemas stay out of the bundles.
 */
export { ApiError, GENERIC_ERROR_MESSAGE, buildPath, createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export type { Endpoint } from './endpoint';
export { endpoints } from './endpoints.gen';
export { ADMIN_BASE, adminPaths, isAdminPath, type AdminScreen } from './admin-paths';
export {
  isOrderTodo,
  isStockTodo,
  orderTodos,
  stockTodos,
  type OrderTodo,
  type StockTodo,
} from './todo-filters';
export {
  decisionKinds,
  groundKinds,
  noticeCategories,
  restrictionKinds,
  type DecisionKind,
  type NoticeCategory,
  type RestrictionKind,
} from './notice-kinds';
export { isUserStatusFilter, userStatusFilters, type UserStatusFilter } from './user-status';
export {
  shopColourBackground,
  shopColourFieldNames,
  shopColourFields,
  type MarketplaceColour,
  type ShopColourDef,
  type ShopColourField,
} from './shop-colours';
export * from './rules';
export * from './product-import-columns';
export { imageSrcSet, imageWidths, sizedImageUrl } from './image-widths';
