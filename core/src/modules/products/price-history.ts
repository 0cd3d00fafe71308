import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ore } from '../../shared/money';

/** How far back a price reduction's reference price looks (7 a § prisinformationslagen). */
export const PRIOR_PRICE_DAYS = 30;

/**
 * The lowest price a product (or one variant) had in the 30 days before `before`, from the price history
 * (migration 20261127160001): the lowest price set within those days and the price in force when they began.
 * Null when it had no price then. A raise just before a reduction cannot hide the lower price before it.
 */
export async function lowestPriceOre(
  em: EntityManager,
  productId: string,
  variantId: string | null,
  before: Date,
): Promise<Ore | null> {
  const [row] = await em.execute<{ lowest: number | null }[]>(
    `select min(price) as lowest from (
       select new_ore as price from product_price_history
       where product_id = ? and variant_id is not distinct from ?
         and changed_at >= ?::timestamptz - make_interval(days => ?) and changed_at < ?
       union all
       (select new_ore from product_price_history
        where product_id = ? and variant_id is not distinct from ?
          and changed_at < ?::timestamptz - make_interval(days => ?)
        order by changed_at desc, id desc limit 1)
     ) prices`,
    [productId, variantId, before, PRIOR_PRICE_DAYS, before, productId, variantId, before, PRIOR_PRICE_DAYS],
  );
  return row?.lowest ?? null;
}
