import { Migration } from '@mikro-orm/migrations';

/**
 * A product's safety information (GPSR Art. 19, docs/notices.md), one row per product that has any: its
 * manufacturer, the responsible person in the EU, an identifier and the warnings in Swedish and English.
 */
export class Migration20261127060020ProductSafety extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table product_safety (
      product_id uuid primary key references products (id) on delete cascade,
      manufacturer_name text not null default '',
      manufacturer_address text not null default '',
      manufacturer_contact text not null default '',
      eu_responsible_name text not null default '',
      eu_responsible_address text not null default '',
      eu_responsible_contact text not null default '',
      product_identifier text not null default '',
      safety_warnings_sv text not null default '',
      safety_warnings_en text not null default '',
      updated_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists product_safety;');
  }
}
