import { api } from '@torget/contract';
import { route } from '../../../http/route';

export const productSafetyRoutes = [
  route(api.productSafety.get, async ({ params, scope }) =>
    scope.productSafety.get(params.id, await scope.auth.optionalUser()),
  ),
  route(api.productSafety.update, ({ params, body, user, scope }) =>
    scope.productSafety.update(user, params.id, body),
  ),
];
