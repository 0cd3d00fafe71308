import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060005Dac7Reports extends Migration {
  override async up(): Promise<void> {
    // The DAC7 messages made, one per year so far: its reference stays the same for every download of the
    // year's file (and a correction can refer to it), and the sellers' copies are mailed once.
    this.addSql(`
      create table dac7_reports (
        year integer primary key,
        message_ref_id varchar(170) not null unique,
        created_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists dac7_reports;');
  }
}
