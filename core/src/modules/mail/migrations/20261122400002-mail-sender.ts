import { Migration } from '@mikro-orm/migrations';

export class Migration20261122400002MailSender extends Migration {
  override async up(): Promise<void> {
    // A message's own From (MailMessage.from) survives the queue; null means the provider's sender.
    this.addSql('alter table mail_outbox add column sender varchar(400) null;');
    // Claims left by a worker that died are looked up by age; sent rows are pruned by age.
    this.addSql(`create index mail_outbox_claimed_idx on mail_outbox (locked_at) where status = 'sending';`);
    this.addSql(`create index mail_outbox_sent_idx on mail_outbox (sent_at) where status = 'sent';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists mail_outbox_sent_idx;');
    this.addSql('drop index if exists mail_outbox_claimed_idx;');
    this.addSql('alter table mail_outbox drop column if exists sender;');
  }
}
