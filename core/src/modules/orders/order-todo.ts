import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Orders (alias `o`) with a withdrawal to handle: the shop still owes for its withdrawals and something is
 * left of the payment to refund (as `withdrawalsOwedOre` in order-withdrawal.ts reckons it). Withdrawals
 * not marked refunded outside Torget add their lines' price and shipping, refunds (not failed) take away,
 * in time order; what a refund takes beyond what is owed then does not count (the owed amount is the
 * running sum less its lowest point so far, when below 0). Read from the withdrawals, which are few, so
 * it never walks a shop's orders. The seller's overview counts the same orders from
 * `order_withdrawal_balances` (kept by triggers; its refresh function reckons as here since orders
 * migration 20261125191001): change both together.
 */
const WITHDRAWALS_TO_HANDLE = `
  from (
    select order_id, max(total) - least(min(running), 0) as owed
    from (
      select order_id, sum(delta) over (partition by order_id) as total,
        sum(delta) over (partition by order_id order by at, delta desc rows unbounded preceding) as running
      from (
        select ow.order_id, ow.created_at as at, sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty) as delta
        from order_withdrawals ow
        join order_withdrawal_items wi on wi.withdrawal_id = ow.id
        join order_items i on i.id = wi.order_item_id
        where ow.refunded_outside_at is null
        group by ow.id
        union all
        select r.order_id, r.created_at, -r.amount_ore
        from order_refunds r
        where r.status <> 'failed'
          and r.order_id in (select order_id from order_withdrawals where refunded_outside_at is null)
      ) events
    ) sums
    group by order_id
  ) w
  join orders o on o.id = w.order_id
  where w.owed > 0 and o.is_paid and o.total_ore > (
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
