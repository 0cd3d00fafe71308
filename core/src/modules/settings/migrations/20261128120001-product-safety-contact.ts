import { Migration } from '@mikro-orm/migrations';

/** The marketplace's product safety contact point (GPSR Art. 22, DSA Art. 12): empty until the admin sets it. */
export class Migration20261128120001ProductSafetyContact extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table site_settings add column product_safety_contact text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table site_settings drop column if exists product_safety_contact;');
  }
}
