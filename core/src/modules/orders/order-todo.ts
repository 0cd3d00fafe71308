import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The orders with a withdrawal to handle (alias `b`, `b.order_id` and `b.seller_id`): the shop still owes
 * for their withdrawals and something is left of the payment to refund. `order_withdrawal_balances` keeps
 * what each order owes, reckoned by `order_withdrawals_owed` (orders migration 20261127120002, the SQL
 * twin of `owedPerWithdrawal` in order-withdrawal.ts) and refreshed by triggers on this module's tables;
 * a partial index holds the open rows, so neither the list nor the overview's count walks a shop's
 * orders. The read this module publishes for both.
 */
export const WITHDRAWALS_TO_HANDLE = 'order_withdrawal_balances b where b.owed_ore > 0';

/** The ids of the orders with a withdrawal to handle: one shop's, or every shop's. */
export async function withdrawalOrderIds(em: EntityManager, shopId?: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select b.order_id as id from ${WITHDRAWALS_TO_HANDLE} ${shopId ? 'and b.seller_id = ?' : ''}`,
    shopId ? [shopId] : [],
  );
  return rows.map((row) => row.id);
}
