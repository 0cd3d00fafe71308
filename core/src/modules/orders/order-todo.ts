import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderTodo } from '@torget/contract';

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

type FlagTodo = Exclude<OrderTodo, 'withdrawals'>;
type Flag = 'isPaid' | 'isShipped' | 'isDelivered';

const COLUMN: Record<Flag, string> = {
  isPaid: 'is_paid',
  isShipped: 'is_shipped',
  isDelivered: 'is_delivered',
};

/**
 * The order to-dos that are a matter of the lifecycle's flags, written once: the seller's list filters by
 * them (`todoWhere`) and the overview counts them in SQL (`todoCondition`), both made from this table.
 * `awaiting_payment` is further limited to the methods the shop marks paid itself (manual Swish), which
 * depend on its settings and are passed in.
 */
const TODO_FLAGS: Record<FlagTodo, Partial<Record<Flag, boolean>>> = {
  awaiting_payment: { isPaid: false },
  to_ship: { isPaid: true, isShipped: false, isDelivered: false },
  not_delivered: { isPaid: true, isDelivered: false },
};

const onlyShopMarked = (todo: FlagTodo) => todo === 'awaiting_payment';

/** The list's filter (MikroORM) for a to-do; `methods` are the ones the shop marks paid itself. */
export function todoWhere(todo: FlagTodo, methods: readonly string[]) {
  return {
    ...TODO_FLAGS[todo],
    ...(onlyShopMarked(todo) ? { paymentMethod: { $in: [...methods] } } : {}),
  };
}

/**
 * The same to-do as a SQL condition on `orders` (unaliased), for counting. When it is limited to the
 * shop's methods it takes one parameter: the methods as a JSON array.
 */
export function todoCondition(todo: FlagTodo): string {
  const flags = Object.entries(TODO_FLAGS[todo]).map(([flag, on]) =>
    on ? COLUMN[flag as Flag] : `not ${COLUMN[flag as Flag]}`,
  );
  if (onlyShopMarked(todo))
    flags.push('payment_method = any(array(select jsonb_array_elements_text(?::jsonb)))');
  return flags.join(' and ');
}
