import { Migration } from '@mikro-orm/migrations';

/**
 * A product's running sale (issue 37), one at most: the reduced price, the reference price computed when
 * it began (the lowest of the 30 days before, from product_price_history), when it ends, the variants on
 * sale (empty: all, or the product's one price) and the prices to restore when it ends. Written only by
 * products/sale.service.ts; the prices themselves change on products/product_variants, so the history's
 * triggers record the sale starting and ending.
 */
export class Migration20261127170001ProductSales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table product_sales (
        product_id uuid primary key references products(id) on delete cascade,
        price_ore integer not null check (price_ore > 0),
        prior_ore integer not null check (prior_ore > price_ore),
        started_at timestamptz not null default now(),
        ends_at timestamptz null,
        variant_ids uuid[] not null default '{}',
        restore jsonb not null
      );`);
    // The end sweep reads only sales with an end, soonest first.
    this.addSql('create index product_sales_ends_at on product_sales (ends_at) where ends_at is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists product_sales;');
  }
}
