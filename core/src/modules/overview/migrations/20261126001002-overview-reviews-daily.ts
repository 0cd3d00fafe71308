import { Migration } from '@mikro-orm/migrations';

/**
 * Added `reviews.seller_id` and made the daily reviews rollup, with triggers on the reviews' and products'
 * tables keeping them. Superseded by the reviews module's migration 20261127120003, which owns them now as
 * the module whose rows they are: that migration keeps the column, drops the rest (on databases that ran
 * this one) and makes it again, so this one makes nothing.
 */
export class Migration20261126001002OverviewReviewsDaily extends Migration {
  override async up(): Promise<void> {}
}
