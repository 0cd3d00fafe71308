import { Migration } from '@mikro-orm/migrations';

/** The shop's "att skicka" (paid, not yet shipped): a partial index, as the other to-do counts read. */
export class Migration20261127140001OrdersToShip extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index orders_to_ship_idx on orders (seller_id, paid_at) where is_paid and not is_shipped and not is_delivered;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists orders_to_ship_idx;');
  }
}
