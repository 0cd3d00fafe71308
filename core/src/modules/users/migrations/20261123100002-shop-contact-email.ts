import { Migration } from '@mikro-orm/migrations';

export class Migration20261123100002ShopContactEmail extends Migration {
  override async up(): Promise<void> {
    // The address a shop page shows, chosen by the seller; the sign-in email is never shown to visitors.
    this.addSql(`alter table users add column seller_contact_email varchar(254) not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists seller_contact_email;');
  }
}
