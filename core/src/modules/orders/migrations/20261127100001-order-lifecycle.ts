import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100001OrderLifecycle extends Migration {
  override async up(): Promise<void> {
    // Shipped: the shop handed the goods to a carrier. Delivered implies shipped, so delivered orders
    // count as shipped when they were delivered.
    this.addSql('alter table orders add column is_shipped boolean not null default false;');
    this.addSql('alter table orders add column shipped_at timestamptz null;');
    this.addSql('update orders set is_shipped = true, shipped_at = delivered_at where is_delivered;');
    // Each lifecycle step, written in the transaction that made it (order-lifecycle.ts).
    this.addSql(`create table order_events (
      id uuid primary key,
      order_id uuid not null references orders (id) on delete cascade,
      move text not null,
      from_state text not null,
      to_state text not null,
      at timestamptz not null,
      actor_id uuid null references users (id) on delete set null,
      detail jsonb null
    );`);
    this.addSql('create index order_events_order_id_index on order_events (order_id, at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_events;');
    this.addSql('alter table orders drop column if exists shipped_at;');
    this.addSql('alter table orders drop column if exists is_shipped;');
  }
}
