import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { DiscountCodeSchema } from './discount-code.entity';
import { DiscountCodeService } from './discount-code.service';
import { Migration20261127050001DiscountCodes } from './migrations/20261127050001-discount-codes';
import { promotionsRoutes } from './promotions.routes';

declare module '../../kernel/cradle' {
  interface Cradle {
    discountCodes: DiscountCodeService;
  }
}

/**
 * Shops' promotions: discount codes and their uses. Orders price a code through `code-check.ts` and
 * `discount-pricing.ts` and record its use there, in the order's transaction.
 */
export const promotionsModule: CoreModule = {
  name: 'promotions',
  entities: [DiscountCodeSchema],
  migrations: [{ name: '20261127050001-discount-codes', class: Migration20261127050001DiscountCodes }],
  register(container) {
    container.register({ discountCodes: asClass(DiscountCodeService).scoped() });
  },
  routes: promotionsRoutes,
};
