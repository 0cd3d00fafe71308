import { asClass } from 'awilix';
import { api } from '@torget/contract';
import { plainHeaders, readRawBody } from '../../http/raw-body';
import { route } from '../../http/route';
import type { CoreModule } from '../index';
import { toOrderDto } from '../orders/order.mapper';
import { Migration20261122300001Payments } from './migrations/20261122300001-payments';
import { PaymentRegistry } from './payment-registry';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentService } from './payment.service';

declare module '../../container' {
  interface Cradle {
    /** Payment plugins add their providers here in `register`. */
    paymentProviders: PaymentRegistry;
    payments: PaymentService;
    paymentWebhooks: PaymentWebhookService;
  }
}

export const paymentsModule: CoreModule = {
  name: 'payments',
  migrations: [{ name: '20261122300001-payments', class: Migration20261122300001Payments }],
  register(container) {
    container.register({
      paymentProviders: asClass(PaymentRegistry).singleton(),
      payments: asClass(PaymentService).scoped(),
      paymentWebhooks: asClass(PaymentWebhookService).scoped(),
    });
  },
  routes: [
    // The amount is never read from the request: providers get the order's total from the database.
    route(api.payments.start, ({ params, user, scope }) => scope.payments.start(user, params.id)),
    route(api.orders.pay, async ({ params, body, user, scope }) => {
      const order = await scope.payments.confirm(user, params.id, body);
      return toOrderDto(order, order.items.getItems());
    }),
    route(api.payments.webhook, async ({ params, scope, ctx }) => {
      const outcome = await scope.paymentWebhooks.handle(
        params.provider,
        await readRawBody(ctx),
        plainHeaders(ctx),
      );
      return { received: true as const, duplicate: outcome === 'duplicate' };
    }),
  ],
};
