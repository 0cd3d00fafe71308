import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110002ProductVatRate extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table products add column vat_rate smallint not null default 25 check (vat_rate in (25, 12, 6, 0));`,
    );
    // A shop that is not VAT-registered sells without VAT.
    this.addSql(
      `update products p set vat_rate = 0 from users u where u.id = p.seller_id and not u.seller_vat_registered;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table products drop column if exists vat_rate;');
  }
}
