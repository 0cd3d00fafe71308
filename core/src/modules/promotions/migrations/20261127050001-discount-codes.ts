import { Migration } from '@mikro-orm/migrations';

/**
 * Shops' discount codes and their uses. A use is one order's row: counted (and checked against
 * max_uses) under the code's row lock; a refunded order's use is released, a deleted order's goes with
 * it (on delete cascade), and either way the use is given back.
 */
export class Migration20261127050001DiscountCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table discount_codes (
        id uuid primary key,
        shop_id uuid not null references users(id) on delete cascade,
        code varchar(32) not null,
        kind varchar(16) not null check (kind in ('percent', 'amount', 'free_shipping')),
        value bigint not null default 0 check (value >= 0),
        min_order_ore bigint null check (min_order_ore >= 0),
        starts_at timestamptz null,
        ends_at timestamptz null,
        max_uses int null check (max_uses >= 1),
        once_per_customer boolean not null default false,
        paused boolean not null default false,
        created_at timestamptz not null default now(),
        check (ends_at is null or starts_at is null or ends_at > starts_at)
      );`);
    this.addSql(`create unique index discount_codes_shop_code on discount_codes (shop_id, lower(code));`);
    this.addSql(`
      create table discount_code_uses (
        id uuid primary key default gen_random_uuid(),
        code_id uuid not null references discount_codes(id) on delete cascade,
        order_id uuid not null unique references orders(id) on delete cascade,
        buyer_id uuid null references users(id) on delete set null,
        amount_ore bigint not null check (amount_ore >= 0),
        released_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create index discount_code_uses_code on discount_code_uses (code_id) where released_at is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists discount_code_uses;');
    this.addSql('drop table if exists discount_codes;');
  }
}
