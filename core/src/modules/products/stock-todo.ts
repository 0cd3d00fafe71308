import type { StockTodo } from '@torget/contract';

/**
 * The overview's stock to-dos as SQL conditions on a products row (alias `p`): the overview counts them
 * and the seller's list shows the same rows, so both read them from here.
 */
export const stockTodoSql: Record<StockTodo, string> = {
  low_stock: 'p.count_in_stock between 1 and 2',
  out_of_stock: 'p.count_in_stock <= 0',
};
