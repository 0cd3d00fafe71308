import { api } from '@torget/contract';
import { route } from '../../http/route';
import { toDiscountCodeDto } from './discount-code.mapper';

export const promotionsRoutes = [
  route(api.promotions.listCodes, async ({ user, scope }) =>
    (await scope.discountCodes.list(user)).map(toDiscountCodeDto),
  ),
  route(api.promotions.createCode, async ({ body, user, scope }) =>
    toDiscountCodeDto(await scope.discountCodes.create(user, body)),
  ),
  route(api.promotions.pauseCode, async ({ params, body, user, scope }) =>
    toDiscountCodeDto(await scope.discountCodes.setPaused(user, params.id, body.paused)),
  ),
  route(api.promotions.removeCode, async ({ params, user, scope }) => {
    await scope.discountCodes.remove(user, params.id);
    return { _id: params.id };
  }),
];
