import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import type { Order } from './order.entity';
import { toOrderDto } from './order.mapper';

type Scope = { paymentProviders: PaymentRegistry };
const dto = (scope: Scope) => (order: Order) =>
  toOrderDto(order, order.items.getItems(), scope.paymentProviders);

export const ordersRoutes = [
  route(api.orders.place, async ({ body, headers, user, scope }) =>
    dto(scope)(await scope.orderPlacement.place(user, body, headers['idempotency-key'])),
  ),
  route(api.orders.mine, async ({ user, scope }) => (await scope.orders.mine(user)).map(dto(scope))),
  route(api.orders.list, async ({ query, user, scope }) =>
    (await scope.orders.list(user, query.seller)).map(dto(scope)),
  ),
  route(api.orders.paged, async ({ query, user, scope }) => {
    const page = await scope.orders.page(user, query);
    return { ...page, orders: page.orders.map(dto(scope)) };
  }),
  route(api.orders.get, async ({ params, user, scope }) =>
    dto(scope)(await scope.orders.get(user, params.id)),
  ),
  route(api.orders.updateStatus, async ({ params, body, user, scope }) =>
    dto(scope)(await scope.orders.updateStatus(user, params.id, body)),
  ),
  route(api.orders.refund, async ({ params, body, headers, user, scope }) =>
    dto(scope)(await scope.orderRefunds.refund(user, params.id, body, headers['idempotency-key'])),
  ),
  route(api.orders.withdraw, async ({ params, body, user, scope }) =>
    dto(scope)(await scope.orderWithdrawals.withdraw(user, params.id, body)),
  ),
  route(api.orders.withdrawalRefundedOutside, async ({ params, user, scope }) =>
    dto(scope)(await scope.orderWithdrawals.markRefundedOutside(user, params.id, params.withdrawalId)),
  ),
  route(api.orders.withdrawalReturnReceived, async ({ params, user, scope }) =>
    dto(scope)(await scope.orderWithdrawals.markReturnReceived(user, params.id, params.withdrawalId)),
  ),
  route(api.orders.remove, async ({ params, user, scope }) => {
    await scope.orders.remove(user, params.id);
    return { _id: params.id };
  }),
];
