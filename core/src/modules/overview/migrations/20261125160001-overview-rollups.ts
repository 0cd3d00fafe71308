import { Migration } from '@mikro-orm/migrations';

/**
 * Made the daily sales rollups of shops and products and the triggers on the orders' tables keeping them.
 * Superseded by the orders module's migration 20261127120001, which owns it now as the module whose rows it
 * reads: that migration drops what this one made (on databases that ran it) and makes it again, so this one
 * makes nothing.
 */
export class Migration20261125160001OverviewRollups extends Migration {
  override async up(): Promise<void> {}
}
