import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { DeliveryOptionSchema } from './delivery-option.entity';
import { DeliveryOptionService } from './delivery-option.service';
import { deliveryRoutes } from './delivery.routes';
import { Migration20261127050001DeliveryOptions } from './migrations/20261127050001-delivery-options';

declare module '../../kernel/cradle' {
  interface Cradle {
    deliveryOptions: DeliveryOptionService;
  }
}

/** Shops' delivery options and the carriers' service points (carriers are plugins: core/src/plugins). */
export const deliveryModule: CoreModule = {
  name: 'delivery',
  entities: [DeliveryOptionSchema],
  migrations: [{ name: '20261127050001-delivery-options', class: Migration20261127050001DeliveryOptions }],
  register(container) {
    container.register({ deliveryOptions: asClass(DeliveryOptionService).scoped() });
  },
  routes: deliveryRoutes,
};
