import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110004TermsText extends Migration {
  override async up(): Promise<void> {
    // Empty until the admin writes the marketplace's terms: the default text is served meanwhile.
    this.addSql(`alter table site_settings add column terms_text text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table site_settings drop column if exists terms_text;');
  }
}
