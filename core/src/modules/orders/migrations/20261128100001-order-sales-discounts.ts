import { Migration } from '@mikro-orm/migrations';

const ZONE = 'Europe/Stockholm';

/**
 * The sales rollup (20261127120001-order-sales-rollups) also sums what discount codes took off the orders
 * paid each day (`discounts_ore`, from `orders.discount_ore`): the overview shows the discount given beside
 * the sales, by the same rule (orders paid that Stockholm day), from the same rows and triggers.
 */
export class Migration20261128100001OrderSalesDiscounts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table shop_sales_daily add column discounts_ore bigint not null default 0;');
    this.addSql('drop index if exists shop_sales_daily_day_idx;');
    this.addSql(
      'create index shop_sales_daily_day_idx on shop_sales_daily (day) include (orders, revenue_ore, refunds_ore, discounts_ore);',
    );
    // The triggers call it by name, resolved when they run: the five-argument calls (refunds) keep working.
    this.addSql('drop function if exists shop_sales_add(uuid, timestamptz, bigint, bigint, bigint);');
    this.addSql(`
      create function shop_sales_add(shop uuid, instant timestamptz, n bigint, revenue bigint, refunds bigint,
        discounts bigint default 0)
      returns void language sql as $$
        insert into shop_sales_daily as s (seller_id, day, orders, revenue_ore, refunds_ore, discounts_ore)
        values (shop, (instant at time zone '${ZONE}')::date, n, revenue, refunds, discounts)
        on conflict (seller_id, day) do update set orders = s.orders + excluded.orders,
          revenue_ore = s.revenue_ore + excluded.revenue_ore, refunds_ore = s.refunds_ore + excluded.refunds_ore,
          discounts_ore = s.discounts_ore + excluded.discounts_ore;
      $$;
    `);
    this.addSql(`
      create or replace function shop_rollup_orders() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from order_refunds where order_id = old.id;
          delete from order_items where order_id = old.id;
          if old.is_paid and old.paid_at is not null and old.seller_id is not null then
            perform shop_sales_add(old.seller_id, old.paid_at, -1, -old.total_ore, 0, -old.discount_ore);
          end if;
          return old;
        end if;
        if tg_op = 'UPDATE' then
          if old.seller_id is not distinct from new.seller_id and old.is_paid = new.is_paid
            and old.paid_at is not distinct from new.paid_at and old.total_ore = new.total_ore
            and old.discount_ore = new.discount_ore then
            return new;
          end if;
          if old.is_paid and old.paid_at is not null and old.seller_id is not null then
            perform shop_sales_add(old.seller_id, old.paid_at, -1, -old.total_ore, 0, -old.discount_ore);
            perform shop_order_lines_add(old.id, old.seller_id, old.paid_at, -1);
          end if;
          if old.seller_id is distinct from new.seller_id then
            perform shop_sales_add(old.seller_id, r.created_at, 0, 0, -r.amount_ore)
            from order_refunds r where r.order_id = old.id and r.status <> 'failed' and old.seller_id is not null;
            perform shop_sales_add(new.seller_id, r.created_at, 0, 0, r.amount_ore)
            from order_refunds r where r.order_id = new.id and r.status <> 'failed' and new.seller_id is not null;
          end if;
        end if;
        if new.is_paid and new.paid_at is not null and new.seller_id is not null then
          perform shop_sales_add(new.seller_id, new.paid_at, 1, new.total_ore, 0, new.discount_ore);
          perform shop_order_lines_add(new.id, new.seller_id, new.paid_at, 1);
        end if;
        return new;
      end;
      $$;
    `);
    // What is there already.
    this.addSql(`
      update shop_sales_daily s set discounts_ore = d.discounts
      from (
        select o.seller_id, (o.paid_at at time zone '${ZONE}')::date as day, sum(o.discount_ore) as discounts
        from orders o
        where o.is_paid and o.paid_at is not null and o.seller_id is not null and o.discount_ore <> 0
        group by 1, 2
      ) d
      where s.seller_id = d.seller_id and s.day = d.day;
    `);
  }
}
