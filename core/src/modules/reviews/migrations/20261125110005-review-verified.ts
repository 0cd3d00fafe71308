import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110005ReviewVerified extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table reviews add column verified boolean not null default false;`);
    this.addSql(`
      update reviews r set verified = true
      where exists (select 1 from orders o join order_items i on i.order_id = o.id
                    where o.buyer_id = r.user_id and o.is_paid and i.product_id = r.product_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('alter table reviews drop column if exists verified;');
  }
}
