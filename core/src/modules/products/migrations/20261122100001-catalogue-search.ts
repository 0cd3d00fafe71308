import { Migration } from '@mikro-orm/migrations';

/** Indexes that serve the product search (docs/product.md §7 filters and orders) on a large catalogue. */
export class Migration20261122100001CatalogueSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    // Case-insensitive substring search on the name: LIKE '%…%' on lower(name) uses the trigram index.
    this.addSql('create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops);');
    this.addSql('create index products_newest_idx on products (created_at desc, id desc);');
    this.addSql('create index products_category_idx on products (category, created_at desc);');
    this.addSql('create index products_price_idx on products (price_ore, id);');
    this.addSql('create index products_rating_idx on products (rating desc, num_reviews desc, id);');
  }

  override async down(): Promise<void> {
    for (const index of ['name_trgm', 'newest', 'category', 'price', 'rating']) {
      this.addSql(`drop index if exists products_${index}_idx;`);
    }
  }
}
