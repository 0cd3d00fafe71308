import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090003NoticeTexts extends Migration {
  override async up(): Promise<void> {
    // Empty until the admin writes them: the defaults in the reader's language are served meanwhile.
    this.addSql(`alter table site_settings
      add column notice_intro_text text not null default '',
      add column terms_grounds_text text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table site_settings drop column if exists notice_intro_text,
      drop column if exists terms_grounds_text;`);
  }
}
