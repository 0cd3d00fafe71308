import { asClass, asFunction } from 'awilix';
import { CatalogueCache } from '../../shared/catalogue-cache';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { CoreModule } from '../../kernel/core-module';
import { shopsRoutes } from './shops.routes';
import { ShopService } from './shop.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    /** Own domain → its open shop's id, or null for a host no open shop owns. */
    ownDomains: CatalogueCache<{ sellerId: string | null }>;
    shops: ShopService;
  }
}

export const shopsModule: CoreModule = {
  name: 'shops',
  register(container) {
    container.register({
      ownDomains: asFunction(
        ({ catalogueVersion }: { catalogueVersion: CatalogueVersion }) =>
          new CatalogueCache<{ sellerId: string | null }>(catalogueVersion, { max: 10_000, ttlMs: 60_000 }),
      ).singleton(),
      shops: asClass(ShopService).scoped(),
    });
  },
  routes: shopsRoutes,
};
