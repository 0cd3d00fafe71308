import { api } from '@torget/contract';
import { route } from '../../http/route';
import { toShopPage, toShopSummary } from './shop.mapper';

export const shopsRoutes = [
  route(api.shops.topSellers, async ({ scope }) => (await scope.shops.topSellers()).map(toShopSummary)),
  route(api.shops.domainSeller, async ({ params, scope }) => ({
    _id: await scope.shops.sellerIdForHost(params.hostname),
  })),
  route(api.shops.shop, async ({ params, scope }) => toShopPage(await scope.shops.openShop(params.id))),
];
