import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110003OrderVatWithdrawals extends Migration {
  override async up(): Promise<void> {
    // The rate each line was sold at; lines placed before VAT was recorded take their product's rate today
    // (25 unless the shop is not VAT-registered), or 25 when the product is gone.
    this.addSql(
      `alter table order_items add column vat_rate smallint not null default 25 check (vat_rate in (25, 12, 6, 0));`,
    );
    this.addSql(
      `update order_items i set vat_rate = p.vat_rate from products p where p.id = i.product_id and p.vat_rate <> 25;`,
    );
    this.addSql(`alter table orders add column seller_vat_registered boolean not null default true;`);
    this.addSql(
      `update orders o set seller_vat_registered = false from users u where u.id = o.seller_id and not u.seller_vat_registered;`,
    );
    this.addSql(`
      create table order_withdrawals (
        id uuid primary key,
        order_id uuid not null references orders (id) on delete cascade,
        reason text not null default '',
        created_at timestamptz not null
      );
    `);
    this.addSql('create index order_withdrawals_order_idx on order_withdrawals (order_id, created_at);');
    this.addSql(`
      create table order_withdrawal_items (
        id uuid primary key,
        withdrawal_id uuid not null references order_withdrawals (id) on delete cascade,
        order_item_id uuid not null references order_items (id) on delete cascade,
        qty integer not null check (qty > 0),
        unique (withdrawal_id, order_item_id)
      );
    `);
    this.addSql('create index order_withdrawal_items_item_idx on order_withdrawal_items (order_item_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_withdrawal_items;');
    this.addSql('drop table if exists order_withdrawals;');
    this.addSql('alter table orders drop column if exists seller_vat_registered;');
    this.addSql('alter table order_items drop column if exists vat_rate;');
  }
}
