import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds of orders' payments. A row is written (status `requested`, under the order's row lock) before
 * the provider is asked, so concurrent refunds cannot together exceed what was paid; `failed` rows do not
 * count. The provider's refund id is unique per provider, so a webhook about a refund we already
 * recorded adds nothing; the caller's Idempotency-Key is unique per order, so a retried request finds its row.
 */
export class Migration20261123160001OrderRefunds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table order_refunds (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null references orders (id) on delete cascade,
        amount_ore bigint not null check (amount_ore > 0),
        status varchar(20) not null check (status in ('requested', 'pending', 'completed', 'failed')),
        provider varchar(50) not null,
        provider_refund_id varchar(200) null,
        idempotency_key varchar(200) null,
        requested_by uuid null references users (id) on delete set null,
        raw jsonb null,
        created_at timestamptz not null default now(),
        unique (order_id, idempotency_key),
        unique (provider, provider_refund_id)
      );
    `);
    this.addSql('create index order_refunds_order_idx on order_refunds (order_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_refunds;');
  }
}
