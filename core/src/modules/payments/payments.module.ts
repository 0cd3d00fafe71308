import { asClass, asFunction } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import type { Cradle } from '../../kernel/cradle';
import { paymentsRoutes } from './payments.routes';
import { Migration20261122300001Payments } from './migrations/20261122300001-payments';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentService } from './payment.service';
import { PaymentChecks, paymentCheckQueues } from './payment-checks';

declare module '../../kernel/cradle' {
  interface Cradle {
    payments: PaymentService;
    paymentWebhooks: PaymentWebhookService;
    paymentChecks: PaymentChecks;
  }
}

export const paymentsModule: CoreModule = {
  name: 'payments',
  migrations: [{ name: '20261122300001-payments', class: Migration20261122300001Payments }],
  register(container) {
    container.register({
      payments: asClass(PaymentService).scoped(),
      paymentWebhooks: asClass(PaymentWebhookService).scoped(),
      paymentChecks: asFunction(
        ({ jobs, logger }: Pick<Cradle, 'jobs' | 'logger'>) => new PaymentChecks({ jobs, logger }, container),
      ).singleton(),
    });
    for (const queue of paymentCheckQueues) container.cradle.jobs.declare(queue);
  },
  start: (container) => container.cradle.paymentChecks.start(),
  stop: (container) => container.cradle.paymentChecks.stop(),
  routes: paymentsRoutes,
};
