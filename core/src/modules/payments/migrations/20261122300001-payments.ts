import { Migration } from '@mikro-orm/migrations';

export class Migration20261122300001Payments extends Migration {
  override async up(): Promise<void> {
    // Every payment event a provider told us about (captures, refunds, reversals). The unique event id
    // makes a replayed webhook a no-op.
    this.addSql(`
      create table payment_events (
        id uuid primary key default gen_random_uuid(),
        provider varchar(50) not null,
        event_id varchar(200) not null,
        type varchar(50) not null,
        order_id uuid null references orders (id) on delete set null,
        raw jsonb not null,
        created_at timestamptz not null default now(),
        unique (provider, event_id)
      );
    `);
    this.addSql('create index payment_events_order_idx on payment_events (order_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists payment_events;');
  }
}
