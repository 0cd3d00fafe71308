import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060003SellerTaxDetails extends Migration {
  override async up(): Promise<void> {
    // Sellers' tax details for DAC7 (tax-reporting module): as given, checked on the way in. A closed shop's
    // stay with it for the report of the years it sold in.
    this.addSql(`
      create table seller_tax_details (
        user_id uuid primary key references users (id) on delete cascade,
        details jsonb not null,
        updated_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists seller_tax_details;');
  }
}
