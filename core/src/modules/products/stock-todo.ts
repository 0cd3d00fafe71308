import type { StockTodo } from '@torget/contract';

/**
 * What a product sells, one stock figure each: the product itself, or each of its variants on sale (a size
 * sold out is sold out even when other sizes are not). Rows `s(n)` for a products row aliased `p`.
 */
const UNITS = `(select v.count_in_stock from product_variants v where v.product_id = p.id and not v.archived
    union all select p.count_in_stock where p.options = '[]'::jsonb) s(n)`;

const UNIT_IS: Record<StockTodo, string> = { low_stock: 'n between 1 and 2', out_of_stock: 'n <= 0' };

/**
 * The overview's stock to-dos as SQL conditions on a products row (alias `p`): a product with a unit (itself or
 * a variant) low on or out of stock. The overview counts the units (stockTodoUnits) and the seller's list shows
 * these products, so both read the rule from here.
 */
export const stockTodoSql: Record<StockTodo, string> = {
  low_stock: `exists (select 1 from ${UNITS} where ${UNIT_IS.low_stock})`,
  out_of_stock: `exists (select 1 from ${UNITS} where ${UNIT_IS.out_of_stock})`,
};

/** How many units (products without variants, and variants) of a products row `p` are low on or out of stock. */
export const stockTodoUnits: Record<StockTodo, string> = {
  low_stock: `(select count(*) from ${UNITS} where ${UNIT_IS.low_stock})`,
  out_of_stock: `(select count(*) from ${UNITS} where ${UNIT_IS.out_of_stock})`,
};
