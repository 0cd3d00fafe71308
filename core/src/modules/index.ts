import type { CoreModule } from '../kernel/core-module';
import { deliveryModule } from './delivery/delivery.module';
import { mailModule } from './mail/mail.module';
import { noticesModule } from './notices/notices.module';
import { ordersModule } from './orders/orders.module';
import { overviewModule } from './overview/overview.module';
import { passwordResetModule } from './password-reset/password-reset.module';
import { paymentsModule } from './payments/payments.module';
import { privacyModule } from './privacy/privacy.module';
import { taxReportingModule } from './tax-reporting/tax-reporting.module';
import { productsModule } from './products/products.module';
import { promotionsModule } from './promotions/promotions.module';
import { reviewsModule } from './reviews/reviews.module';
import { settingsModule } from './settings/settings.module';
import { shopsModule } from './shops/shops.module';
import { uploadsModule } from './uploads/uploads.module';
import { usersModule } from './users/users.module';

export type { CoreModule };

/** Core's modules, in registration order; the composition root (container.ts) wires them. */
export const coreModules: CoreModule[] = [
  usersModule,
  settingsModule,
  productsModule,
  reviewsModule,
  shopsModule,
  promotionsModule,
  deliveryModule,
  uploadsModule,
  ordersModule,
  mailModule,
  passwordResetModule,
  paymentsModule,
  privacyModule,
  taxReportingModule,
  overviewModule,
  noticesModule,
];
