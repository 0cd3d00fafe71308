import type { EntityManager } from '@mikro-orm/postgresql';

const list = (ids: string[]) => ids.map(() => '?').join(', ');

/** How a deleted account's reviews are signed when the person keeps them (the shop's language: Swedish). */
export const FORMER_CUSTOMER = 'Tidigare kund';

/**
 * The reviews module's part of deleting an account (docs/privacy.md), inside the privacy module's transaction:
 * the person's reviews stay signed "Tidigare kund" without a link to them, or are removed and the ratings of
 * the products and shops they were on are counted again.
 */
export async function eraseReviewsOf(em: EntityManager, userId: string, keep: boolean): Promise<void> {
  if (keep) {
    await em.execute('update reviews set name = ?, user_id = null where user_id = ?', [
      FORMER_CUSTOMER,
      userId,
    ]);
    return;
  }
  const removed = await em.execute<{ product_id: string; seller_id: string }[]>(
    `delete from reviews r using products p where r.user_id = ? and p.id = r.product_id
     returning r.product_id, p.seller_id`,
    [userId],
  );
  const products = [...new Set(removed.map((row) => row.product_id))];
  const sellers = [...new Set(removed.map((row) => row.seller_id))];
  if (!products.length) return;
  await em.execute(
    `update products p set
       rating = coalesce((select avg(rating) from reviews where product_id = p.id), 0),
       num_reviews = (select count(*) from reviews where product_id = p.id)
     where p.id in (${list(products)})`,
    products,
  );
  await em.execute(
    `update users u set
       seller_rating = coalesce((select avg(r.rating) from reviews r join products p on p.id = r.product_id
                                 where p.seller_id = u.id), 0),
       seller_num_reviews = (select count(*) from reviews r join products p on p.id = r.product_id
                             where p.seller_id = u.id)
     where u.id in (${list(sellers)})`,
    sellers,
  );
}
