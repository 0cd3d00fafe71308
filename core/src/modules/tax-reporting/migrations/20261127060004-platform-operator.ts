import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060004PlatformOperator extends Migration {
  override async up(): Promise<void> {
    // Who Torget reports DAC7 as (one row, set by an admin): the report's PlatformOperator.
    this.addSql(`
      create table platform_operator (
        id smallint primary key default 1 check (id = 1),
        details jsonb not null,
        updated_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists platform_operator;');
  }
}
