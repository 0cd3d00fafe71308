import { asClass, asFunction } from 'awilix';
import { Cache } from '../../shared/cache';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { CoreModule } from '../../kernel/core-module';
import { shopsRoutes } from './shops.routes';
import { ShopService } from './shop.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    /** Own domain → its open shop's id, or null for a host no open shop owns. */
    ownDomains: Cache<{ sellerId: string | null }>;
    shops: ShopService;
  }
}

export const shopsModule: CoreModule = {
  name: 'shops',
  register(container) {
    container.register({
      ownDomains: asFunction(
        ({ catalogueVersion }: { catalogueVersion: CatalogueVersion }) =>
          new Cache<{ sellerId: string | null }>({ max: 10_000, ttlMs: 60_000, follows: catalogueVersion }),
      ).singleton(),
      shops: asClass(ShopService).scoped(),
    });
  },
  routes: shopsRoutes,
};
