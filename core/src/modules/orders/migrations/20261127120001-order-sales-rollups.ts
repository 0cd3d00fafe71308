import { Migration } from '@mikro-orm/migrations';

const ZONE = 'Europe/Stockholm';
const NO_PRODUCT = `'00000000-0000-0000-0000-000000000000'::uuid`;
/** In a row trigger: the row before the change (sign -1) and after it (1), as far as there is one. */
const CHANGED = `(select -1 as sign, old.* where tg_op <> 'INSERT' union all select 1, new.* where tg_op <> 'DELETE')`;

/** What the overview's migrations 20261125160001, 20261125184001 and 20261126001001 made; remade below. */
const EARLIER = [
  'drop trigger if exists shop_rollup_order_refunds on order_refunds;',
  'drop trigger if exists shop_rollup_order_items on order_items;',
  'drop trigger if exists shop_rollup_orders_change on orders;',
  'drop trigger if exists shop_rollup_orders_delete on orders;',
  'drop function if exists shop_rollup_order_refunds();',
  'drop function if exists shop_rollup_order_items();',
  'drop function if exists shop_rollup_orders();',
  'drop function if exists shop_order_lines_add(uuid, uuid, timestamptz, int);',
  'drop function if exists shop_product_sales_add(uuid, timestamptz, uuid, varchar, bigint, bigint);',
  'drop function if exists shop_sales_add(uuid, timestamptz, bigint, bigint, bigint);',
  'drop table if exists shop_product_sales_weekly;',
  'drop table if exists shop_product_sales_daily;',
  'drop table if exists shop_sales_daily;',
];

/**
 * The sales rollups, owned by the module whose rows they sum (they were made and kept by the overview's
 * migrations, with triggers on these tables). A read model this module publishes: the overview reads
 * them, only this module's triggers write them, in the transaction of the change, so every writer
 * (services, webhooks, seeds, a product's deletion setting lines' product to null, a user's deletion
 * setting orders' shop to null) moves them and none can forget to:
 * - `shop_sales_daily`: per shop and Stockholm day, the orders paid that day, their totals, and the
 *   refunds (not failed) made that day on the shop's orders;
 * - `shop_product_sales_daily` and `shop_product_sales_weekly` (the week's Monday): per shop, Stockholm
 *   payment day or week, product (or, for a deleted product, the line's name) the units and goods revenue
 *   of paid orders' lines; the daily one keeps the latest payment instant seen, to name the product.
 * Each trigger applies the row's old contribution negatively and its new one positively. Before an order
 * is deleted its refunds and lines are deleted first, while the order is still there to say whose and
 * which day they were. Orders without a shop are not rolled up (the admin's overview reads those orders).
 */
export class Migration20261127120001OrderSalesRollups extends Migration {
  override async up(): Promise<void> {
    for (const sql of EARLIER) this.addSql(sql);
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
    // The admin's marketplace figures read every shop's days by day, the sums in the index.
    this.addSql(
      'create index shop_sales_daily_day_idx on shop_sales_daily (day) include (orders, revenue_ore, refunds_ore);',
    );
    for (const [table, period] of [
      ['shop_product_sales_daily', 'day'],
      ['shop_product_sales_weekly', 'week'],
    ] as const) {
      this.addSql(`
        create table ${table} (
          seller_id uuid not null,
          ${period} date not null,
          product_id uuid null,
          name varchar(255) not null,
          units bigint not null default 0,
          revenue_ore bigint not null default 0
          ${period === 'day' ? ', last_paid_at timestamptz not null' : ''}
        );
      `);
      this.addSql(
        `create unique index ${table}_key on ${table} (seller_id, ${period}, (coalesce(product_id, ${NO_PRODUCT})), name);`,
      );
    }
    // A product's last day with a sale in a period (to name it), found by the product.
    this.addSql(
      `create index shop_product_sales_daily_product_idx on shop_product_sales_daily (seller_id, (coalesce(product_id, ${NO_PRODUCT})), day);`,
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
        insert into shop_product_sales_weekly as s (seller_id, week, product_id, name, units, revenue_ore)
        values (shop, date_trunc('week', instant at time zone '${ZONE}')::date, product, item_name, units, revenue)
        on conflict (seller_id, week, (coalesce(product_id, ${NO_PRODUCT})), name) do update set
          units = s.units + excluded.units, revenue_ore = s.revenue_ore + excluded.revenue_ore;
      $$;
    `);
    // An order's lines, added (sign 1) or taken away (-1) under a shop and payment instant.
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
    // A line's or a refund's old contribution taken away and its new one added, under its order's shop.
    this.addSql(`
      create function shop_rollup_order_items() returns trigger language plpgsql as $$
      begin
        perform shop_product_sales_add(o.seller_id, o.paid_at, line.product_id, line.name, line.sign * line.qty,
          line.sign * line.qty::bigint * line.price_ore)
        from ${CHANGED} line
        join orders o on o.id = line.order_id and o.is_paid and o.paid_at is not null and o.seller_id is not null;
        return null;
      end;
      $$;
    `);
    this.addSql(`
      create function shop_rollup_order_refunds() returns trigger language plpgsql as $$
      begin
        perform shop_sales_add(o.seller_id, refund.created_at, 0, 0, refund.sign * refund.amount_ore)
        from ${CHANGED} refund
        join orders o on o.id = refund.order_id and o.seller_id is not null
        where refund.status <> 'failed';
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
    for (const table of ['order_items', 'order_refunds'])
      this.addSql(
        `create trigger shop_rollup_${table} after insert or update or delete on ${table} for each row execute function shop_rollup_${table}();`,
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
    this.addSql(`
      insert into shop_product_sales_weekly (seller_id, week, product_id, name, units, revenue_ore)
      select seller_id, date_trunc('week', day::timestamp)::date, product_id, name, sum(units), sum(revenue_ore)
      from shop_product_sales_daily
      group by 1, 2, 3, 4;
    `);
  }

  override async down(): Promise<void> {
    for (const sql of EARLIER) this.addSql(sql);
  }
}
