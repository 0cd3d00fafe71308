import { Migration } from '@mikro-orm/migrations';

export class Migration20261122400001Mail extends Migration {
  override async up(): Promise<void> {
    // The durable mail queue: a request enqueues, a worker sends with retries and backoff.
    this.addSql(`
      create table mail_outbox (
        id uuid primary key default gen_random_uuid(),
        recipient varchar(320) not null,
        subject varchar(500) not null,
        text_body text not null,
        html_body text not null,
        status varchar(10) not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        locked_at timestamptz null,
        last_error text null,
        created_at timestamptz not null default now(),
        sent_at timestamptz null
      );
    `);
    this.addSql(
      `create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending';`,
    );
    this.addSql(`
      create table password_reset_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        token_hash char(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      );
    `);
    // Fixed-window rate limits shared by every core instance.
    this.addSql(`
      create table rate_limit_hits (
        key varchar(400) not null,
        at timestamptz not null default now()
      );
    `);
    this.addSql('create index rate_limit_hits_key_idx on rate_limit_hits (key, at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists rate_limit_hits;');
    this.addSql('drop table if exists password_reset_tokens;');
    this.addSql('drop table if exists mail_outbox;');
  }
}
