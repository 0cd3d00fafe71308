import { Migration } from '@mikro-orm/migrations';

/**
 * Known traders (DSA Art. 30; docs/notices.md): the payment account, the self-certification and a copy of an ID
 * document. The copy is kept here, in the database, not with the uploads: those are public files served by
 * name, and this one must never be reachable but through the admins' call. `shop_closed_at` is when the
 * retention job first saw the shop closed; the copy is erased six months later.
 */
export class Migration20261128090002TraderDetails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table trader_details (
      user_id uuid primary key references users (id) on delete cascade,
      payment_account jsonb null,
      certified_at timestamptz null,
      id_document bytea null,
      id_document_uploaded_at timestamptz null,
      shop_closed_at timestamptz null,
      updated_at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists trader_details;');
  }
}
