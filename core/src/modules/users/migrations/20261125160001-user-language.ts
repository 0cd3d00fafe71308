import { Migration } from '@mikro-orm/migrations';

/** The language a person chose, for mail to them; null (unknown) for existing accounts, mailed in Swedish. */
export class Migration20261125160001UserLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column language varchar(2) null check (language in ('sv', 'en'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists language;');
  }
}
