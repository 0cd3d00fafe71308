import { Migration } from '@mikro-orm/migrations';

/**
 * Made the weekly product sales rollup and taught the daily one's writer to keep it. Superseded by the
 * orders module's migration 20261127120001, which owns it now as the module whose rows it reads: that
 * migration drops what this one made (on databases that ran it) and makes it again, so this one makes
 * nothing.
 */
export class Migration20261126001001OverviewWeeklyProductSales extends Migration {
  override async up(): Promise<void> {}
}
