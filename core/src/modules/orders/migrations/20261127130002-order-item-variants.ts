import { Migration } from '@mikro-orm/migrations';

/** An order line names the variant it sold and copies its name and SKU: history never follows the catalogue. */
export class Migration20261127130002OrderItemVariants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table order_items
      add column variant_id uuid references product_variants(id) on delete set null,
      add column variant_label text not null default '',
      add column sku text not null default '';`);
    this.addSql(`create index order_items_variant on order_items (variant_id) where variant_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table order_items drop column if exists variant_id, drop column if exists variant_label, drop column if exists sku;',
    );
  }
}
