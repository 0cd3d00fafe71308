import { Migration } from '@mikro-orm/migrations';

export class Migration20261127223002WithdrawalReturnReceived extends Migration {
  override async up(): Promise<void> {
    // When the shop marked the withdrawn goods returned ('Retur mottagen'; null: not yet).
    this.addSql('alter table order_withdrawals add column return_received_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table order_withdrawals drop column if exists return_received_at;');
  }
}
