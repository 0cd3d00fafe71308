import { Migration } from '@mikro-orm/migrations';

/**
 * The few orders no shop's rollup holds (their shop's account was deleted, `seller_id` null), which the
 * admin's marketplace sales add to the shops' rollups, through a partial index of their own, so reading
 * them does not walk the period's orders. (This migration also made the rollup's index by day; the orders
 * module's migration 20261127120001, which owns the rollup now, makes it.)
 */
export class Migration20261125184001OverviewMarketplaceRollupReads extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index orders_shopless_idx on orders (paid_at) where seller_id is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists orders_shopless_idx;');
  }
}
