import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscountCodeSchema } from '../../modules/promotions/discount-code.entity';
import type { User } from '../../modules/users/user.entity';

/**
 * Promotions as Swedish shops run them: the carpenter ships free over 500 kr and has a newsletter code
 * (HOSTREA, 20 % from 300 kr, until the new year); the glassworks a free-shipping code for 50 orders.
 */
export function seedDemoPromotions(em: EntityManager, shops: { snickeri?: User; glas?: User }): void {
  if (shops.snickeri) {
    shops.snickeri.seller.freeShippingOver = 50_000;
    em.create(DiscountCodeSchema, {
      shop: shops.snickeri,
      code: 'HOSTREA',
      kind: 'percent',
      value: 20,
      minOrderOre: 30_000,
      startsAt: null,
      // New Year's midnight in Stockholm (23:00 UTC the evening before; no summer time in winter).
      endsAt: new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31, 23)),
      maxUses: null,
      oncePerCustomer: true,
      paused: false,
    });
  }
  if (shops.glas)
    em.create(DiscountCodeSchema, {
      shop: shops.glas,
      code: 'FRIFRAKT',
      kind: 'free_shipping',
      value: 0,
      minOrderOre: null,
      startsAt: null,
      endsAt: null,
      maxUses: 50,
      oncePerCustomer: false,
      paused: false,
    });
}
