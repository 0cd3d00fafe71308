import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060002DataExports extends Migration {
  override async up(): Promise<void> {
    // A person's data exports (privacy module): asked, made by a background job, downloadable 24 hours by
    // the secret in their link; the retention job removes them after that.
    this.addSql(`
      create table data_exports (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        status varchar(10) not null check (status in ('working', 'ready', 'failed')),
        token varchar(43) null unique,
        requested_at timestamptz not null default now(),
        ready_at timestamptz null,
        expires_at timestamptz null
      );
    `);
    this.addSql('create index data_exports_user_idx on data_exports (user_id, requested_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists data_exports;');
  }
}
