import { Migration } from '@mikro-orm/migrations';

const ZONE = 'Europe/Stockholm';
const NO_PRODUCT = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Daily rollups the seller's overview reads instead of scanning a period's orders (a year of a busy shop
 * is 100 000 orders and 300 000 lines; the rollups are at most 365 rows per figure and product):
 * - `shop_sales_daily`: per shop and Stockholm day, the orders paid that day, their totals, and the
 *   refunds (not failed) made that day on the shop's orders;
 * - `shop_product_sales_daily`: per shop, Stockholm payment day, product (or, for a deleted product, the
 *   line's name) the units and goods revenue of paid orders' lines, and the latest payment instant seen, to
 *   pick the name the product was last sold under.
 * They are kept by triggers on orders, order_items and order_refunds, in the transaction of the change:
 * every writer (services, webhooks, seeds, a product's deletion setting lines' product to null, a
 * user's deletion setting orders' shop to null) moves them, and none can forget to. Each trigger applies
 * the row's old contribution negatively and its new one positively. Before an order is deleted its
 * refunds and lines are deleted first, while the order is still there to say whose and which day they
 * were (a cascade would remove them after the order, when that is no longer known). Orders without a
 * shop are not rolled up (no shop's overview shows them; the admin's overview reads orders).
 */
export class Migration20261125160001OverviewRollups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table shop_sales_daily (
        seller_id uuid not null,
        day date not null,
        orders bigint not null default 0,
        revenue_ore bigint not null default 0,
        refunds_ore bigint not null default 0,
        primary key (seller_id, day)
      );
    `);
    this.addSql(`
      create table shop_product_sales_daily (
        seller_id uuid not null,
        day date not null,
        product_id uuid null,
        name varchar(255) not null,
        units bigint not null default 0,
        revenue_ore bigint not null default 0,
        last_paid_at timestamptz not null
      );
    `);
    this.addSql(
      `create unique index shop_product_sales_daily_key on shop_product_sales_daily (seller_id, day, (coalesce(product_id, ${NO_PRODUCT})), name);`,
    );
    this.addSql(`
      create function shop_sales_add(shop uuid, instant timestamptz, n bigint, revenue bigint, refunds bigint)
      returns void language sql as $$
        insert into shop_sales_daily as s (seller_id, day, orders, revenue_ore, refunds_ore)
        values (shop, (instant at time zone '${ZONE}')::date, n, revenue, refunds)
        on conflict (seller_id, day) do update set orders = s.orders + excluded.orders,
          revenue_ore = s.revenue_ore + excluded.revenue_ore, refunds_ore = s.refunds_ore + excluded.refunds_ore;
      $$;
    `);
    this.addSql(`
      create function shop_product_sales_add(shop uuid, instant timestamptz, product uuid, item_name varchar,
        units bigint, revenue bigint)
      returns void language sql as $$
        insert into shop_product_sales_daily as s (seller_id, day, product_id, name, units, revenue_ore, last_paid_at)
        values (shop, (instant at time zone '${ZONE}')::date, product, item_name, units, revenue, instant)
        on conflict (seller_id, day, (coalesce(product_id, ${NO_PRODUCT})), name) do update set
          units = s.units + excluded.units, revenue_ore = s.revenue_ore + excluded.revenue_ore,
          last_paid_at = greatest(s.last_paid_at, excluded.last_paid_at);
      $$;
    `);
    // An order's lines and refunds, added (sign 1) or taken away (-1) under a shop and payment instant.
    this.addSql(`
      create function shop_order_lines_add(order_uuid uuid, shop uuid, instant timestamptz, sign int)
      returns void language plpgsql as $$
      begin
        perform shop_product_sales_add(shop, instant, i.product_id, i.name, sign * sum(i.qty)::bigint,
          (sign * sum(i.qty::bigint * i.price_ore))::bigint)
        from order_items i where i.order_id = order_uuid group by i.product_id, i.name;
      end;
      $$;
    `);
    this.addSql(`
      create function shop_rollup_orders() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from order_refunds where order_id = old.id;
          delete from order_items where order_id = old.id;
          if old.is_paid and old.paid_at is not null and old.seller_id is not null then
            perform shop_sales_add(old.seller_id, old.paid_at, -1, -old.total_ore, 0);
          end if;
          return old;
        end if;
        if tg_op = 'UPDATE' then
          if old.seller_id is not distinct from new.seller_id and old.is_paid = new.is_paid
            and old.paid_at is not distinct from new.paid_at and old.total_ore = new.total_ore then
            return new;
          end if;
          if old.is_paid and old.paid_at is not null and old.seller_id is not null then
            perform shop_sales_add(old.seller_id, old.paid_at, -1, -old.total_ore, 0);
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
          perform shop_sales_add(new.seller_id, new.paid_at, 1, new.total_ore, 0);
          perform shop_order_lines_add(new.id, new.seller_id, new.paid_at, 1);
        end if;
        return new;
      end;
      $$;
    `);
    this.addSql(`
      create function shop_rollup_order_items() returns trigger language plpgsql as $$
      declare o record;
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          select seller_id, paid_at into o from orders
          where id = old.order_id and is_paid and paid_at is not null and seller_id is not null;
          if found then
            perform shop_product_sales_add(o.seller_id, o.paid_at, old.product_id, old.name, -old.qty,
              -(old.qty::bigint * old.price_ore));
          end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          select seller_id, paid_at into o from orders
          where id = new.order_id and is_paid and paid_at is not null and seller_id is not null;
          if found then
            perform shop_product_sales_add(o.seller_id, o.paid_at, new.product_id, new.name, new.qty,
              new.qty::bigint * new.price_ore);
          end if;
        end if;
        return null;
      end;
      $$;
    `);
    this.addSql(`
      create function shop_rollup_order_refunds() returns trigger language plpgsql as $$
      declare shop uuid;
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status <> 'failed' then
          select seller_id into shop from orders where id = old.order_id;
          if shop is not null then
            perform shop_sales_add(shop, old.created_at, 0, 0, -old.amount_ore);
          end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status <> 'failed' then
          select seller_id into shop from orders where id = new.order_id;
          if shop is not null then
            perform shop_sales_add(shop, new.created_at, 0, 0, new.amount_ore);
          end if;
        end if;
        return null;
      end;
      $$;
    `);
    this.addSql(
      'create trigger shop_rollup_orders_delete before delete on orders for each row execute function shop_rollup_orders();',
    );
    this.addSql(
      'create trigger shop_rollup_orders_change after insert or update on orders for each row execute function shop_rollup_orders();',
    );
    this.addSql(
      'create trigger shop_rollup_order_items after insert or update or delete on order_items for each row execute function shop_rollup_order_items();',
    );
    this.addSql(
      'create trigger shop_rollup_order_refunds after insert or update or delete on order_refunds for each row execute function shop_rollup_order_refunds();',
    );
    // What is there already.
    this.addSql(`
      insert into shop_sales_daily (seller_id, day, orders, revenue_ore, refunds_ore)
      select seller_id, day, sum(orders), sum(revenue), sum(refunds) from (
        select o.seller_id, (o.paid_at at time zone '${ZONE}')::date as day, count(*) as orders,
          sum(o.total_ore) as revenue, 0 as refunds
        from orders o where o.is_paid and o.paid_at is not null and o.seller_id is not null group by 1, 2
        union all
        select o.seller_id, (r.created_at at time zone '${ZONE}')::date, 0, 0, sum(r.amount_ore)
        from order_refunds r join orders o on o.id = r.order_id
        where r.status <> 'failed' and o.seller_id is not null group by 1, 2
      ) parts group by seller_id, day;
    `);
    this.addSql(`
      insert into shop_product_sales_daily (seller_id, day, product_id, name, units, revenue_ore, last_paid_at)
      select o.seller_id, (o.paid_at at time zone '${ZONE}')::date, i.product_id, i.name, sum(i.qty),
        sum(i.qty::bigint * i.price_ore), max(o.paid_at)
      from orders o join order_items i on i.order_id = o.id
      where o.is_paid and o.paid_at is not null and o.seller_id is not null
      group by 1, 2, 3, 4;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists shop_rollup_order_refunds on order_refunds;');
    this.addSql('drop trigger if exists shop_rollup_order_items on order_items;');
    this.addSql('drop trigger if exists shop_rollup_orders_change on orders;');
    this.addSql('drop trigger if exists shop_rollup_orders_delete on orders;');
    for (const fn of [
      'shop_rollup_order_refunds()',
      'shop_rollup_order_items()',
      'shop_rollup_orders()',
      'shop_order_lines_add(uuid, uuid, timestamptz, int)',
      'shop_product_sales_add(uuid, timestamptz, uuid, varchar, bigint, bigint)',
      'shop_sales_add(uuid, timestamptz, bigint, bigint, bigint)',
    ])
      this.addSql(`drop function if exists ${fn};`);
    this.addSql('drop table if exists shop_product_sales_daily;');
    this.addSql('drop table if exists shop_sales_daily;');
  }
}
