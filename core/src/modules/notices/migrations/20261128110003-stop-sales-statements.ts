import { Migration } from '@mikro-orm/migrations';

/** A statement of reasons can report a stop of sales for lacking DAC7 tax details (docs/dac7.md). */
export class Migration20261128110003StopSalesStatements extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table statements drop constraint if exists statements_kind_check;');
    this.addSql(`alter table statements add constraint statements_kind_check check (kind in
      ('remove_listing', 'restrict_shop', 'suspend_shop', 'suspend_account', 'delete_user', 'stop_sales'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table statements drop constraint if exists statements_kind_check;');
    this.addSql(`alter table statements add constraint statements_kind_check check (kind in
      ('remove_listing', 'restrict_shop', 'suspend_shop', 'suspend_account', 'delete_user'));`);
  }
}
