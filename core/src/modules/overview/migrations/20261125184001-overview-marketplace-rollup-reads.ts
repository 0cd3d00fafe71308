import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's marketplace sales and top shops read every shop's daily rollup by day (`shop_sales_daily`'s
 * key starts with the shop), the sums in the index so the table is not visited; and the few orders no
 * shop's rollup holds (their shop's account was deleted, `seller_id` null) through a partial index of
 * their own, so neither part walks the period's orders.
 */
export class Migration20261125184001OverviewMarketplaceRollupReads extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index shop_sales_daily_day_idx on shop_sales_daily (day) include (orders, revenue_ore, refunds_ore);',
    );
    this.addSql('create index orders_shopless_idx on orders (paid_at) where seller_id is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists orders_shopless_idx;');
    this.addSql('drop index if exists shop_sales_daily_day_idx;');
  }
}
