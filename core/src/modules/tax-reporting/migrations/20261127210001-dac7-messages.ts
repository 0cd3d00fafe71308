import { Migration } from '@mikro-orm/migrations';

export class Migration20261127210001Dac7Messages extends Migration {
  override async up(): Promise<void> {
    // The DAC7 messages of each year (docs/dac7.md): at most one draft (not yet sent) and those an admin marked
    // as sent to Skatteverket. A message's documents are what its file said, part by part, so a later file can
    // correct them (DPI402, CorrDocRefId) and a seller can read what was reported about them.
    this.addSql(`
      create table dac7_messages (
        message_ref_id varchar(170) primary key,
        year integer not null,
        type_indic varchar(6) not null check (type_indic in ('DPI401', 'DPI402', 'DPI403')),
        eur_rate numeric(10, 4) not null,
        made_at timestamptz not null default now(),
        sent_at timestamptz
      );
    `);
    this.addSql('create unique index dac7_messages_one_draft on dac7_messages (year) where sent_at is null;');
    this.addSql(`
      create table dac7_documents (
        message_ref_id varchar(170) not null references dac7_messages (message_ref_id) on delete cascade,
        doc_ref_id varchar(200) not null,
        seller_id uuid references users (id),
        doc_type_indic varchar(5) not null check (doc_type_indic in ('OECD0', 'OECD1', 'OECD2', 'OECD3')),
        corr_doc_ref_id varchar(200),
        content jsonb not null,
        -- A resent part (OECD0) repeats the DocRefId it was first sent with, so a reference is unique per message.
        primary key (message_ref_id, doc_ref_id)
      );
    `);
    this.addSql(
      'create index dac7_documents_seller on dac7_documents (seller_id) where seller_id is not null;',
    );
    // The one-reference-per-year table made a reference at the first download and never knew whether it was
    // sent; such references were drafts and are dropped with it (a new draft is made at the next download).
    this.addSql('drop table if exists dac7_reports;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists dac7_documents;');
    this.addSql('drop table if exists dac7_messages;');
    this.addSql(`
      create table dac7_reports (
        year integer primary key,
        message_ref_id varchar(170) not null unique,
        created_at timestamptz not null default now()
      );
    `);
  }
}
