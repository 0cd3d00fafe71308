import { Migration } from '@mikro-orm/migrations';
import { Migration20261127120002OrderWithdrawalBalances } from './20261127120002-order-withdrawal-balances';

/** A withdrawn line's worth before discount codes: its price and shipping times the units withdrawn. */
const BEFORE = 'sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty)';
/**
 * …and now: less the line's share of the order's discount for those units, rounded up to the öre
 * (order-withdrawal.ts `withdrawnLineOre` reckons the same), so a withdrawal refunds what was paid.
 */
const AFTER =
  'sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty - (i.discount_ore * wi.qty + i.qty - 1) / i.qty)';

/**
 * `order_withdrawals_owed` as migration 20261127120002 wrote it, read from that migration's own text so
 * the function stays written once; `create or replace`, to apply over it.
 */
function earlierFunction(): string {
  const statements: string[] = [];
  const earlier = Object.create(Migration20261127120002OrderWithdrawalBalances.prototype) as Migration;
  Object.assign(earlier, { addSql: (sql: string) => statements.push(sql) });
  void earlier.up();
  const created = statements.find((sql) => sql.includes('create function order_withdrawals_owed'));
  if (!created?.includes(BEFORE))
    throw new Error('order_withdrawals_owed is not as migration 20261127120002 wrote it');
  return created.replace('create function', 'create or replace function');
}

/** The one change: a withdrawal is worth what was paid for its units (a discount code's share deducted). */
export class Migration20261127150001WithdrawalDiscountShare extends Migration {
  override async up(): Promise<void> {
    this.addSql(earlierFunction().replace(BEFORE, AFTER));
  }

  override async down(): Promise<void> {
    this.addSql(earlierFunction());
  }
}
