import { Migration } from '@mikro-orm/migrations';

/**
 * A shop's return address (empty: its own address) and return instructions in Swedish and English, shown to
 * a buyer who withdrew (issue 38).
 */
export class Migration20261127223001ShopReturns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users
      add column seller_return_address varchar(255) not null default '',
      add column seller_return_post_number varchar(255) not null default '',
      add column seller_return_city varchar(255) not null default '',
      add column seller_return_instructions jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table users
      drop column if exists seller_return_address,
      drop column if exists seller_return_post_number,
      drop column if exists seller_return_city,
      drop column if exists seller_return_instructions;`);
  }
}
