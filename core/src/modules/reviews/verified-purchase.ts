import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How a review is checked: it is marked a verified purchase when its author has a paid order with the
 * product. Orders keep their lines when a product is renamed, so the product's id is what counts.
 */
export async function hasPaidFor(em: EntityManager, userId: string, productId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    `select 1 from orders o join order_items i on i.order_id = o.id
     where o.buyer_id = ? and o.is_paid and i.product_id = ? limit 1`,
    [userId, productId],
  );
  return rows.length > 0;
}

/** Marks the reviews the buyer already wrote of an order's products verified, once the order is paid. */
export async function verifyReviewsOfOrder(em: EntityManager, orderId: string): Promise<void> {
  await em.execute(
    `update reviews r set verified = true
     from orders o join order_items i on i.order_id = o.id
     where o.id = ? and o.is_paid and r.user_id = o.buyer_id and r.product_id = i.product_id and not r.verified`,
    [orderId],
  );
}
