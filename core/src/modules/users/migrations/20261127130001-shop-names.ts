import { Migration } from '@mikro-orm/migrations';

/**
 * An open shop is shown by its name (pages, receipts, payment messages), and opening one now needs a name
 * (shop-opening.ts). Shops opened before without one take their owner's name, which they can change in their
 * settings; nothing else is touched.
 */
export class Migration20261127130001ShopNames extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update users set seller_name = name where is_seller and btrim(seller_name) = '';`);
  }

  override async down(): Promise<void> {
    // The names given cannot be told from names the shops chose since; they stay.
  }
}
