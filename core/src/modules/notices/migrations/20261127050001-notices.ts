import { Migration } from '@mikro-orm/migrations';

/**
 * Reports of illegal content (notices) and statements of reasons (docs/notices.md). Both keep copies of
 * what they are about (a product's name, a shop's name, the seller's address): a removed product or a
 * deleted user must not take the record of the decision, nor the way to tell its seller, with it.
 */
export class Migration20261127050001Notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table statements (
      id uuid primary key,
      number bigint generated always as identity unique,
      kind text not null check (kind in
        ('remove_listing', 'restrict_shop', 'suspend_shop', 'suspend_account', 'delete_user')),
      notice_id uuid null,
      subject_id uuid null references users (id) on delete set null,
      subject_email text not null,
      subject_name text not null,
      subject_language text null,
      shop_name text not null default '',
      product_id uuid null,
      product_name text null,
      facts text not null,
      ground text not null check (ground in ('law', 'terms')),
      ground_reference text not null,
      ground_explanation text not null,
      automated boolean not null default false,
      decided_by uuid null references users (id) on delete set null,
      created_at timestamptz not null default now(),
      appeal_text text null,
      appealed_at timestamptz null,
      appeal_outcome text null check (appeal_outcome in ('upheld', 'reversed')),
      appeal_decided_at timestamptz null,
      appeal_reasons jsonb null,
      check ((appeal_outcome is null) = (appeal_decided_at is null)),
      check (appeal_decided_at is null or appealed_at is not null)
    );`);
    this.addSql('create index statements_subject_idx on statements (subject_id, created_at desc);');
    this.addSql(
      'create index statements_appeals_idx on statements (appealed_at) where appeal_decided_at is null;',
    );

    this.addSql(`create table notices (
      id uuid primary key,
      number bigint generated always as identity unique,
      category text not null check (category in
        ('illegal_product', 'counterfeit', 'unsafe_product', 'fraud', 'rights', 'hate_violence', 'other')),
      explanation text not null,
      url text not null,
      product_id uuid null references products (id) on delete set null,
      product_name text null,
      shop_id uuid null references users (id) on delete set null,
      shop_name text not null default '',
      notifier_name text not null,
      notifier_email text not null,
      notifier_language text not null,
      created_at timestamptz not null default now(),
      decision text null check (decision in
        ('no_action', 'remove_listing', 'restrict_shop', 'suspend_shop', 'suspend_account')),
      decided_at timestamptz null,
      decided_by uuid null references users (id) on delete set null,
      statement_id uuid null references statements (id),
      check ((decision is null) = (decided_at is null)),
      check (decision is null or decision = 'no_action' or statement_id is not null)
    );`);
    this.addSql('create index notices_open_idx on notices (created_at) where decision is null;');
    this.addSql('create index notices_created_idx on notices (created_at);');
    this.addSql(
      'alter table statements add constraint statements_notice_fk foreign key (notice_id) references notices (id);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table statements drop constraint if exists statements_notice_fk;');
    this.addSql('drop table if exists notices;');
    this.addSql('drop table if exists statements;');
  }
}
