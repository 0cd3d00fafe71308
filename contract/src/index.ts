import type { CallDef } from './call';
import { configApi } from './config.api';
import { deliveryApi } from './delivery.api';
import { noticesApi } from './notices.api';
import { ordersApi } from './orders.api';
import { overviewApi } from './overview.api';
import { passwordResetApi } from './password-reset.api';
import { paymentsApi } from './payments.api';
import { privacyApi } from './privacy.api';
import { taxApi } from './tax.api';
import { traderApi } from './trader.api';
import { productSafetyApi } from './product-safety.api';
import { productsApi } from './products.api';
import { productImportApi } from './product-import.api';
import { promotionsApi } from './promotions.api';
import { searchApi } from './search.api';
import { settingsApi } from './settings.api';
import { shopsApi } from './shops.api';
import { uploadsApi } from './uploads.api';
import { usersApi } from './users.api';

export * from './admin-paths';
export * from './call';
export * from './client';
export * from './common';
export * from './errors';
export * from './config.api';
export * from './delivery.api';
export * from './delivery.schema';
export * from './notices.api';
export * from './notices.schema';
export * from './openapi';
export * from './orders.api';
export * from './orders.schema';
export * from './overview.api';
export * from './overview.schema';
export * from './paging.schema';
export * from './password-reset.api';
export * from './payments.api';
export * from './payments.schema';
export * from './privacy.api';
export * from './privacy.schema';
export * from './tax.api';
export * from './tax.schema';
export * from './trader.api';
export * from './trader.schema';
export * from './rules';
export * from './product-safety.api';
export * from './product-safety.schema';
export * from './products.api';
export * from './products.schema';
export * from './sales.schema';
export * from './sale-body.schema';
export * from './product-import.api';
export * from './product-import.schema';
export * from './progress';
export * from './order-price.schema';
export * from './promotions.api';
export * from './promotions.schema';
export * from './search.api';
export * from './settings.api';
export * from './shop-colours';
export * from './shops.api';
export * from './uploads.api';
export * from './users.api';
export * from './users.schema';
export * from './todo-filters';
export * from './image-widths';
export * from './user-status';
export * from './vat.schema';
export * from './withdrawal.schema';

/** Every call of the Torget API, grouped by area. */
export const api = {
  users: usersApi,
  settings: settingsApi,
  config: configApi,
  products: productsApi,
  productImport: productImportApi,
  search: searchApi,
  shops: shopsApi,
  uploads: uploadsApi,
  orders: ordersApi,
  overview: overviewApi,
  passwordReset: passwordResetApi,
  payments: paymentsApi,
  privacy: privacyApi,
  tax: taxApi,
  delivery: deliveryApi,
  promotions: promotionsApi,
  notices: noticesApi,
  productSafety: productSafetyApi,
  trader: traderApi,
};

export function allCalls(): CallDef[] {
  return Object.values(api).flatMap((group) => Object.values(group) as CallDef[]);
}
