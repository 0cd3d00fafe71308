import { api } from '@torget/contract';
import { plainHeaders, readRawBody } from '../../http/raw-body';
import { route } from '../../http/route';
import { toOrderDto } from '../orders/order.mapper';

export const paymentsRoutes = [
  route(api.payments.methods, async ({ params, scope }) => ({
    methods: await scope.payments.methodsOf(params.id),
  })),
  // The amount is never read from the request: providers get the order's total from the database.
  route(api.payments.start, ({ params, body, user, scope }) => scope.payments.start(user, params.id, body)),
  route(api.orders.pay, async ({ params, body, user, scope }) => {
    const order = await scope.payments.confirm(user, params.id, body);
    return toOrderDto(order, order.items.getItems(), scope.paymentProviders);
  }),
  route(api.payments.webhook, async ({ params, scope, ctx }) => {
    const outcome = await scope.paymentWebhooks.handle(
      params.provider,
      await readRawBody(ctx),
      plainHeaders(ctx),
    );
    return { received: true as const, duplicate: outcome === 'duplicate' };
  }),
];
