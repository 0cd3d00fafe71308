import { Migration } from '@mikro-orm/migrations';

export class Migration20261127050001DeliveryOptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table delivery_options (
        id uuid primary key,
        shop_id uuid not null references users (id) on delete cascade,
        name_sv varchar(100) not null,
        name_en varchar(100) not null,
        kind varchar(20) not null check (kind in ('service_point', 'home', 'pickup', 'letter')),
        carrier varchar(50) null,
        price_ore bigint not null check (price_ore >= 0),
        pricing varchar(10) not null check (pricing in ('per_order', 'per_item')),
        free_over_ore bigint null check (free_over_ore >= 0),
        estimate_sv varchar(100) not null default '',
        estimate_en varchar(100) not null default '',
        opening_hours_sv varchar(100) not null default '',
        opening_hours_en varchar(100) not null default '',
        position integer not null,
        settings jsonb not null default '{}',
        created_at timestamptz not null,
        -- A service point option always names its carrier (the rule the service checks, kept by the database too).
        check (kind <> 'service_point' or carrier is not null)
      );
    `);
    this.addSql('create index delivery_options_shop_idx on delivery_options (shop_id, position);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists delivery_options;');
  }
}
