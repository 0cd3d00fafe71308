import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000002Products extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table products (
        id uuid primary key,
        seller_id uuid not null references users (id) on delete cascade,
        name varchar(255) not null,
        image varchar(1000) not null default '',
        brand varchar(255) not null default '',
        category varchar(255) not null default '',
        description text not null default '',
        price_ore integer not null default 0 check (price_ore >= 0),
        shipping_price_ore integer not null default 0 check (shipping_price_ore >= 0),
        shipping_info varchar(255) not null default '',
        count_in_stock integer not null default 0 check (count_in_stock >= 0),
        rating double precision not null default 0,
        num_reviews integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
    `);
    this.addSql(`create index products_seller_idx on products (seller_id, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists products;');
  }
}
