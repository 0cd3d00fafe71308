/**
 * The overview's "what needs doing" as list filters (`?todo=`). Schema-free, so the browser entry can
 * hand them to the seller's lists.
 *
 * Orders: `awaiting_payment` (unpaid orders of methods the shop marks paid itself), `to_ship` ("att skicka":
 * paid, not yet shipped), `not_delivered`
 * (paid, not delivered), `withdrawals` (orders with a withdrawal whose amount is not yet refunded in full).
 */
export const orderTodos = ['awaiting_payment', 'to_ship', 'not_delivered', 'withdrawals'] as const;
export type OrderTodo = (typeof orderTodos)[number];

/** Products: saved products with 1 or 2 left, and with none left. */
export const stockTodos = ['low_stock', 'out_of_stock'] as const;
export type StockTodo = (typeof stockTodos)[number];

export const isOrderTodo = (value: string | null): value is OrderTodo =>
  (orderTodos as readonly (string | null)[]).includes(value);
export const isStockTodo = (value: string | null): value is StockTodo =>
  (stockTodos as readonly (string | null)[]).includes(value);
