import { Migration } from '@mikro-orm/migrations';

/**
 * 'Create Product' makes a blank draft that only its seller (and admins) can see until the first save, so a
 * create abandoned by closing the tab leaves no nameless product in the shop (issue "Seller workspace").
 */
export class Migration20261123140001ProductDrafts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table products add column draft boolean not null default false;');
    // Finds a seller's stale drafts when it creates the next product.
    this.addSql('create index products_drafts_idx on products (seller_id, created_at) where draft;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists products_drafts_idx;');
    this.addSql('alter table products drop column draft;');
  }
}
