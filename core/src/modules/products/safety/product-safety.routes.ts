import { api } from '@torget/contract';
import { route } from '../../../http/route';

export const productSafetyRoutes = [
  route(api.productSafety.get, ({ params, scope }) => scope.productSafety.get(params.id)),
  route(api.productSafety.update, ({ params, body, user, scope }) =>
    scope.productSafety.update(user, params.id, body),
  ),
];
