import { api } from '@torget/contract';
import { route } from '../../http/route';

/** The cart's and checkout's preview of what an order would cost (order-price.service.ts). */
export const orderPriceRoutes = [
  route(api.promotions.priceOrder, async ({ body, user, scope }) => scope.orderPrice.preview(user, body)),
];
