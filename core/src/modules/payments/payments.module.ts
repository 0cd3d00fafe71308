import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { paymentsRoutes } from './payments.routes';
import { Migration20261122300001Payments } from './migrations/20261122300001-payments';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentService } from './payment.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    payments: PaymentService;
    paymentWebhooks: PaymentWebhookService;
  }
}

export const paymentsModule: CoreModule = {
  name: 'payments',
  migrations: [{ name: '20261122300001-payments', class: Migration20261122300001Payments }],
  register(container) {
    container.register({
      payments: asClass(PaymentService).scoped(),
      paymentWebhooks: asClass(PaymentWebhookService).scoped(),
    });
  },
  routes: paymentsRoutes,
};
