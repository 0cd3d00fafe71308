import { Migration } from '@mikro-orm/migrations';

export class Migration20261122200001Orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table orders (
        id uuid primary key,
        buyer_id uuid null references users (id) on delete set null,
        seller_id uuid null references users (id) on delete set null,
        shop_name varchar(255) not null,
        shipping_full_name varchar(255) not null,
        shipping_address varchar(255) not null,
        shipping_city varchar(255) not null,
        shipping_postal_code varchar(255) not null,
        shipping_country varchar(255) not null,
        payment_method varchar(20) not null check (payment_method in ('PayPal', 'Swish')),
        items_ore integer not null check (items_ore >= 0),
        shipping_ore integer not null check (shipping_ore >= 0),
        tax_ore integer not null check (tax_ore >= 0),
        total_ore integer not null check (total_ore = items_ore + shipping_ore + tax_ore),
        is_paid boolean not null default false,
        paid_at timestamptz null,
        is_delivered boolean not null default false,
        delivered_at timestamptz null,
        payment_result jsonb null,
        idempotency_key varchar(200) null,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index orders_buyer_idx on orders (buyer_id, created_at desc);');
    this.addSql('create index orders_seller_idx on orders (seller_id, created_at desc);');
    this.addSql('create index orders_created_idx on orders (created_at desc);');
    this.addSql(
      'create unique index orders_idempotency_unique on orders (buyer_id, idempotency_key) where idempotency_key is not null;',
    );
    this.addSql(`
      create table order_items (
        id uuid primary key,
        order_id uuid not null references orders (id) on delete cascade,
        product_id uuid null references products (id) on delete set null,
        position integer not null,
        name varchar(255) not null,
        image varchar(1000) not null,
        qty integer not null check (qty > 0),
        price_ore integer not null check (price_ore >= 0),
        shipping_price_ore integer not null check (shipping_price_ore >= 0)
      );
    `);
    this.addSql('create index order_items_order_idx on order_items (order_id, position);');
    this.addSql('create index order_items_product_idx on order_items (product_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_items;');
    this.addSql('drop table if exists orders;');
  }
}
