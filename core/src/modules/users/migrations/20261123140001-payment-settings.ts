import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140001PaymentSettings extends Migration {
  override async up(): Promise<void> {
    // Payment plugins' per-shop settings beyond the spec's own seller fields (which keep their columns).
    this.addSql(`alter table users add column seller_payment_settings jsonb;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists seller_payment_settings;');
  }
}
