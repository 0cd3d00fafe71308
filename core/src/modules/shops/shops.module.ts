import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { shopsRoutes } from './shops.routes';
import { ShopService } from './shop.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    shops: ShopService;
  }
}

export const shopsModule: CoreModule = {
  name: 'shops',
  register(container) {
    container.register({ shops: asClass(ShopService).scoped() });
  },
  routes: shopsRoutes,
};
