import { Migration } from '@mikro-orm/migrations';

/**
 * Payment methods are named by payment plugins now, so the database no longer lists them: the order's
 * method is checked against the installed providers when the order is placed.
 */
export class Migration20261123120001OpenPaymentMethods extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table orders drop constraint if exists orders_payment_method_check;');
    this.addSql('alter table orders alter column payment_method type varchar(50);');
  }
}
