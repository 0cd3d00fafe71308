import { Migration } from '@mikro-orm/migrations';

/**
 * An order keeps the discount code it used as the shop spelt it and what it took off, and each line its
 * share of the goods' part (VAT, withdrawals and the bookkeeping read the lines): the code may change or
 * go, the order does not.
 */
export class Migration20261127050002OrderDiscounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders add column discount_code varchar(32) null;`);
    this.addSql(`alter table orders add column discount_ore bigint not null default 0;`);
    this.addSql(`alter table order_items add column discount_ore bigint not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table order_items drop column if exists discount_ore;');
    this.addSql('alter table orders drop column if exists discount_ore;');
    this.addSql('alter table orders drop column if exists discount_code;');
  }
}
