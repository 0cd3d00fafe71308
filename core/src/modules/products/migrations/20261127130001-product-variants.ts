import { Migration } from '@mikro-orm/migrations';

/**
 * Sizes, colours and photos (docs/product.md): a product's gallery and options live on its row; each
 * combination on sale is a variant row with its own SKU, GTIN, price, stock and image. A product with
 * variants keeps its spec fields derived on its row (lowest price, total stock), written by the products
 * module in the same transaction as the variants, so listings and filters read one table as before.
 */
export class Migration20261127130001ProductVariants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table products
      add column images jsonb not null default '[]',
      add column options jsonb not null default '[]';`);
    this.addSql(`update products set images = jsonb_build_array(image) where image <> '';`);
    this.addSql(`create table product_variants (
      id uuid primary key,
      product_id uuid not null references products(id) on delete cascade,
      seller_id uuid not null,
      position smallint not null,
      options jsonb not null,
      option_key text not null,
      sku text not null default '',
      gtin text not null default '',
      price_ore integer not null check (price_ore >= 0),
      count_in_stock integer not null default 0 check (count_in_stock >= 0),
      image text not null default '',
      archived boolean not null default false,
      created_at timestamptz not null default now()
    );`);
    this.addSql(
      `create index product_variants_product on product_variants (product_id, position) where not archived;`,
    );
    // One combination per product on sale, and a SKU names one variant of the shop on sale. Checked at
    // commit (deferred), so a save that swaps two variants' SKUs or combinations is not refused halfway.
    this.addSql(`alter table product_variants add constraint product_variants_combination
      exclude using btree (product_id with =, option_key with =) where (not archived)
      deferrable initially deferred;`);
    this.addSql(`alter table product_variants add constraint product_variants_shop_sku
      exclude using btree (seller_id with =, lower(sku) with =) where (sku <> '' and not archived)
      deferrable initially deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists product_variants;');
    this.addSql('alter table products drop column if exists images, drop column if exists options;');
  }
}
