import { Migration } from '@mikro-orm/migrations';

/**
 * What the overviews read, each figure through an index of its own (they are asked on every visit of a
 * seller's or admin's menu, and a busy shop has 100 000 orders):
 * - sales per day and the period's totals read paid orders by shop and payment date (or, for the whole
 *   marketplace, by payment date), the total in the index so the heap is not visited;
 * - the to-do counts read the few unpaid and the paid-but-not-delivered orders through partial indexes;
 * - refunds are summed by date;
 * - new customers per week by registration date.
 * `shop_milestones` keeps when an account applied to sell and when its shop was approved.
 */
export class Migration20261125110001Overview extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index orders_paid_shop_idx on orders (seller_id, paid_at) include (total_ore) where is_paid;',
    );
    this.addSql(
      'create index orders_paid_idx on orders (paid_at) include (seller_id, total_ore) where is_paid;',
    );
    this.addSql(
      'create index orders_unpaid_shop_idx on orders (seller_id, payment_method) where not is_paid;',
    );
    this.addSql(
      'create index orders_undelivered_shop_idx on orders (seller_id, paid_at) where is_paid and not is_delivered;',
    );
    this.addSql(
      "create index order_refunds_created_idx on order_refunds (created_at) where status <> 'failed';",
    );
    this.addSql('create index users_created_idx on users (created_at);');
    this.addSql(`
      create table shop_milestones (
        user_id uuid primary key references users (id) on delete cascade,
        applied_at timestamptz null,
        approved_at timestamptz null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists shop_milestones;');
    for (const index of [
      'orders_paid_shop_idx',
      'orders_paid_idx',
      'orders_unpaid_shop_idx',
      'orders_undelivered_shop_idx',
      'order_refunds_created_idx',
      'users_created_idx',
    ])
      this.addSql(`drop index if exists ${index};`);
  }
}
