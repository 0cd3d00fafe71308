import { Migration } from '@mikro-orm/migrations';

const ZONE = 'Europe/Stockholm';
const NO_PRODUCT = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** The rollups' writer of a product's sales (20261125160001-overview-rollups.ts), to add to or restore. */
const productSalesAdd = (weekly: boolean) => `
  create or replace function shop_product_sales_add(shop uuid, instant timestamptz, product uuid,
    item_name varchar, units bigint, revenue bigint)
  returns void language sql as $$
    insert into shop_product_sales_daily as s (seller_id, day, product_id, name, units, revenue_ore, last_paid_at)
    values (shop, (instant at time zone '${ZONE}')::date, product, item_name, units, revenue, instant)
    on conflict (seller_id, day, (coalesce(product_id, ${NO_PRODUCT})), name) do update set
      units = s.units + excluded.units, revenue_ore = s.revenue_ore + excluded.revenue_ore,
      last_paid_at = greatest(s.last_paid_at, excluded.last_paid_at);
    ${
      weekly
        ? `insert into shop_product_sales_weekly as s (seller_id, week, product_id, name, units, revenue_ore)
    values (shop, date_trunc('week', instant at time zone '${ZONE}')::date, product, item_name, units, revenue)
    on conflict (seller_id, week, (coalesce(product_id, ${NO_PRODUCT})), name) do update set
      units = s.units + excluded.units, revenue_ore = s.revenue_ore + excluded.revenue_ore;`
        : ''
    }
  $$;
`;

/**
 * A weekly twin of `shop_product_sales_daily`: per shop, Stockholm ISO week (its Monday), product (or, for
 * a deleted product, the line's name) the units and goods revenue of paid orders' lines. The year's best
 * sellers sum its 51–52 whole weeks (about 1 100 rows for the bench's shop of 20 products) instead of 364
 * days of the daily one (7 200); the days of a period outside its whole weeks still come from the daily
 * rollup, which also names each product (its last day with a sale), by a new index on the product.
 * The one function every rollup trigger already calls for a product's sales now writes both tables, in the
 * same transaction, so they cannot disagree.
 */
export class Migration20261126001001OverviewWeeklyProductSales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table shop_product_sales_weekly (
        seller_id uuid not null,
        week date not null,
        product_id uuid null,
        name varchar(255) not null,
        units bigint not null default 0,
        revenue_ore bigint not null default 0
      );
    `);
    this.addSql(
      `create unique index shop_product_sales_weekly_key on shop_product_sales_weekly (seller_id, week, (coalesce(product_id, ${NO_PRODUCT})), name);`,
    );
    // A product's last day with a sale in a period (to name it), found by the product, not by walking
    // every product's days back from the period's end.
    this.addSql(
      `create index shop_product_sales_daily_product_idx on shop_product_sales_daily (seller_id, (coalesce(product_id, ${NO_PRODUCT})), day);`,
    );
    this.addSql(productSalesAdd(true));
    // What is there already: the daily rollup's rows summed per week (the same sums the lines give).
    this.addSql(`
      insert into shop_product_sales_weekly (seller_id, week, product_id, name, units, revenue_ore)
      select seller_id, date_trunc('week', day::timestamp)::date, product_id, name, sum(units), sum(revenue_ore)
      from shop_product_sales_daily
      group by 1, 2, 3, 4;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(productSalesAdd(false));
    this.addSql('drop index if exists shop_product_sales_daily_product_idx;');
    this.addSql('drop table if exists shop_product_sales_weekly;');
  }
}
