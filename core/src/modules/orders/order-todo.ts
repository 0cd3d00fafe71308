import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Orders (alias `o`) with a withdrawal to handle: what was withdrawn (the lines' price and shipping, as
 * the order's answer reckons a withdrawal) is more than the order's refunds (not failed). Read from the
 * withdrawals, which are few, so it never walks a shop's orders. Torget has no record of a refund made
 * outside it (a method the shop refunds itself), so such a withdrawal stays listed. The seller's overview
 * counts the same orders from `order_withdrawal_balances` (kept by triggers, overview migration
 * 20261125185001), which reckons withdrawn and refunded as here: change both together.
 */
const WITHDRAWALS_TO_HANDLE = `
  from (select distinct order_id from order_withdrawals) w
  join orders o on o.id = w.order_id
  where (
    select coalesce(sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty), 0)
    from order_withdrawals ow
    join order_withdrawal_items wi on wi.withdrawal_id = ow.id
    join order_items i on i.id = wi.order_item_id
    where ow.order_id = o.id
  ) > (
    select coalesce(sum(r.amount_ore), 0) from order_refunds r where r.order_id = o.id and r.status <> 'failed'
  )`;

/** The ids of the orders with a withdrawal to handle: one shop's, or every shop's. */
export async function withdrawalOrderIds(em: EntityManager, shopId?: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select o.id ${WITHDRAWALS_TO_HANDLE} ${shopId ? 'and o.seller_id = ?' : ''}`,
    shopId ? [shopId] : [],
  );
  return rows.map((row) => row.id);
}
