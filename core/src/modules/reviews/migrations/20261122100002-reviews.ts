import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100002Reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reviews (
        id uuid primary key,
        product_id uuid not null references products (id) on delete cascade,
        user_id uuid null references users (id) on delete set null,
        name varchar(255) not null,
        rating integer not null check (rating between 1 and 5),
        comment text not null,
        created_at timestamptz not null
      );
    `);
    // One review per user and product, enforced by the database too (concurrent double submits).
    this.addSql('create unique index reviews_product_user_unique on reviews (product_id, user_id);');
    this.addSql('create index reviews_product_idx on reviews (product_id, created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists reviews;');
  }
}
