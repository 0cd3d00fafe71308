import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110001SellerVat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column seller_legal_name varchar(255) not null default '';`);
    this.addSql(`alter table users add column seller_vat_registered boolean not null default true;`);
    this.addSql(`alter table users add column seller_vat_number varchar(14) not null default '';`);
    // Existing shops get the VAT number their organisation number gives (they can change it).
    this.addSql(
      `update users set seller_vat_number = 'SE' || replace(seller_organisation_number, '-', '') || '01'
       where seller_organisation_number ~ '^[0-9]{6}-[0-9]{4}$';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists seller_vat_number;');
    this.addSql('alter table users drop column if exists seller_vat_registered;');
    this.addSql('alter table users drop column if exists seller_legal_name;');
  }
}
