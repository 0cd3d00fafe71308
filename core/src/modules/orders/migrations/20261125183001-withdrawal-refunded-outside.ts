import { Migration } from '@mikro-orm/migrations';

export class Migration20261125183001WithdrawalRefundedOutside extends Migration {
  override async up(): Promise<void> {
    // When the shop said it refunded the withdrawal outside Torget (null: not said).
    this.addSql('alter table order_withdrawals add column refunded_outside_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table order_withdrawals drop column if exists refunded_outside_at;');
  }
}
