import { Migration } from '@mikro-orm/migrations';

export class Migration20261123160001MailOutboxRetired extends Migration {
  override async up(): Promise<void> {
    // Mail moved to pg-boss's queue (it creates its own schema on start). An outbox still holding
    // unsent messages stays until the mail module has moved them into the queue (legacy-outbox.ts);
    // otherwise it goes now.
    this.addSql(`
      do $$
      begin
        if not exists (select 1 from mail_outbox where status in ('pending', 'sending')) then
          drop table mail_outbox;
        end if;
      end $$;
    `);
  }
}
