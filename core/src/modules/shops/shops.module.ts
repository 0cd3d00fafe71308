import { asClass } from 'awilix';
import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { CoreModule } from '../index';
import { toShopPage, toShopSummary } from './shop.mapper';
import { ShopService } from './shop.service';

declare module '../../container' {
  interface Cradle {
    shops: ShopService;
  }
}

export const shopsModule: CoreModule = {
  name: 'shops',
  register(container) {
    container.register({ shops: asClass(ShopService).scoped() });
  },
  routes: [
    route(api.shops.topSellers, async ({ scope }) => (await scope.shops.topSellers()).map(toShopSummary)),
    route(api.shops.domainSeller, async ({ params, scope }) => ({
      _id: await scope.shops.sellerIdForHost(params.hostname),
    })),
    route(api.shops.shop, async ({ params, scope }) => toShopPage(await scope.shops.openShop(params.id))),
  ],
};
