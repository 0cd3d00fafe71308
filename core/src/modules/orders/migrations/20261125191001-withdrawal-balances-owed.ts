import { Migration } from '@mikro-orm/migrations';

/**
 * Rewrote the overview's withdrawal balance function to reckon what is owed as the orders' list did.
 * Superseded by the orders module's migration 20261127120002, which owns it now as the module whose rows it
 * reads: that migration drops what this one made (on databases that ran it) and makes it again, so this one
 * makes nothing.
 */
export class Migration20261125191001WithdrawalBalancesOwed extends Migration {
  override async up(): Promise<void> {}
}
