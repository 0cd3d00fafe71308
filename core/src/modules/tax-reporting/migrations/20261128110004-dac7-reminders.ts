import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110004Dac7Reminders extends Migration {
  override async up(): Promise<void> {
    // Sellers who sold without giving their tax details (docs/dac7.md): when they were asked (at their first
    // paid sale), reminded (30 days later) and stopped from selling (30 days after that, over the line). The
    // row goes when the details are given.
    this.addSql(`
      create table dac7_reminders (
        user_id uuid primary key references users (id) on delete cascade,
        first_sent_at timestamptz not null,
        second_sent_at timestamptz,
        stopped_at timestamptz
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists dac7_reminders;');
  }
}
