import { Migration } from '@mikro-orm/migrations';

/** A shop's free-shipping limit in öre (the API's `seller_free_shipping_over` in SEK); null: none. */
export class Migration20261127050003FreeShippingOver extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table users add column seller_free_shipping_over bigint null check (seller_free_shipping_over >= 0);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists seller_free_shipping_over;');
  }
}
