import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130001RateLimits extends Migration {
  override async up(): Promise<void> {
    // rate-limiter-flexible's table in its layout, created here rather than by the library at run time.
    // Keys are a limit's name plus an email or an address, so text rather than the library's varchar(255).
    this.addSql(`create table if not exists rate_limits (
      key text primary key,
      points integer not null default 0,
      expire bigint
    );`);
    this.addSql('drop table if exists rate_limit_hits;');
  }

  override async down(): Promise<void> {
    this.addSql(`create table if not exists rate_limit_hits (
      key varchar(400) not null,
      at timestamptz not null default now()
    );`);
    this.addSql('create index if not exists rate_limit_hits_key_idx on rate_limit_hits (key, at);');
    this.addSql('drop table if exists rate_limits;');
  }
}
