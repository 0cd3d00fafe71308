import { Migration } from '@mikro-orm/migrations';

/**
 * Made `order_withdrawal_balances` and the triggers on the orders' tables keeping it. Superseded by the
 * orders module's migration 20261127120002, which owns it now as the module whose rows it reads: that
 * migration drops what this one made (on databases that ran it) and makes it again, so this one makes
 * nothing.
 */
export class Migration20261125185001OverviewWithdrawalBalances extends Migration {
  override async up(): Promise<void> {}
}
