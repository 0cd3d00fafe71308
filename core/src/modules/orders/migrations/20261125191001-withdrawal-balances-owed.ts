import { Migration } from '@mikro-orm/migrations';

/**
 * The overview's `order_withdrawal_balances` (overview migration 20261125185001) reckoned a withdrawal
 * handled once the order's refunds, all of them, reached what was withdrawn. An order's withdrawals are
 * now owed as orders/order-withdrawal.ts and order-todo.ts reckon them: refunds count from the time of a
 * withdrawal on (oldest first, what goes beyond what is owed then was for something else), a withdrawal
 * the shop marked refunded outside Torget is owed nothing, and never more than is left of the payment.
 * The row keeps `withdrawn_ore` (the withdrawals not marked) and `refunded_ore` (what of it no longer
 * needs refunding), so `withdrawn_ore > refunded_ore` still means "to handle". Whether the order is paid
 * now refreshes it too.
 */
export class Migration20261125191001WithdrawalBalancesOwed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function order_withdrawal_balance_refresh(order_uuid uuid) returns void language plpgsql as $$
      declare
        withdrawn bigint;
        owed bigint;
      begin
        if order_uuid is null then
          return;
        end if;
        if not exists (select 1 from order_withdrawals w where w.order_id = order_uuid) then
          delete from order_withdrawal_balances where order_id = order_uuid;
          return;
        end if;
        select coalesce(sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty), 0) into withdrawn
        from order_withdrawals ow
        join order_withdrawal_items wi on wi.withdrawal_id = ow.id
        join order_items i on i.id = wi.order_item_id
        where ow.order_id = order_uuid and ow.refunded_outside_at is null;
        select coalesce(max(total) - least(min(running), 0), 0) into owed
        from (
          select sum(delta) over () as total,
            sum(delta) over (order by at, delta desc rows unbounded preceding) as running
          from (
            select ow.created_at as at, sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty) as delta
            from order_withdrawals ow
            join order_withdrawal_items wi on wi.withdrawal_id = ow.id
            join order_items i on i.id = wi.order_item_id
            where ow.order_id = order_uuid and ow.refunded_outside_at is null
            group by ow.id
            union all
            select r.created_at, -r.amount_ore from order_refunds r
            where r.order_id = order_uuid and r.status <> 'failed'
          ) events
        ) sums;
        select case when o.is_paid then least(owed, greatest(o.total_ore - (
            select coalesce(sum(r.amount_ore), 0) from order_refunds r where r.order_id = o.id and r.status <> 'failed'
          ), 0)) else 0 end into owed
        from orders o where o.id = order_uuid;
        insert into order_withdrawal_balances as b (order_id, seller_id, withdrawn_ore, refunded_ore)
        select o.id, o.seller_id, withdrawn, withdrawn - coalesce(owed, 0)
        from orders o where o.id = order_uuid
        on conflict (order_id) do update set seller_id = excluded.seller_id,
          withdrawn_ore = excluded.withdrawn_ore, refunded_ore = excluded.refunded_ore;
      end;
      $$;
    `);
    this.addSql(
      `create trigger order_withdrawal_balance_paid after update of is_paid on orders
       for each row when (old.is_paid is distinct from new.is_paid)
       execute function order_withdrawal_balance_by_id();`,
    );
    this.addSql(
      'select order_withdrawal_balance_refresh(order_id) from (select distinct order_id from order_withdrawals) w;',
    );
  }

  override async down(): Promise<void> {
    // The refresh function of 20261125185001 comes back with that migration's down and up.
    this.addSql('drop trigger if exists order_withdrawal_balance_paid on orders;');
  }
}
