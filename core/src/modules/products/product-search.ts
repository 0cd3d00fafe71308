import { idSchema, type ProductListQuery } from '@torget/contract';
import { sekToOre } from '../../shared/money';
import { escapeLike } from '../../shared/sql-like';

/** Sort orders by product column; `id` last makes every order total, so pages never overlap. */
const orders: Record<ProductListQuery['order'], [column: string, direction: 'asc' | 'desc'][]> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  lowest: [
    ['price_ore', 'asc'],
    ['id', 'asc'],
  ],
  highest: [
    ['price_ore', 'desc'],
    ['id', 'desc'],
  ],
  toprated: [
    ['rating', 'desc'],
    ['num_reviews', 'desc'],
    ['id', 'asc'],
  ],
};
const orderOn = (alias: string, order: ProductListQuery['order']) =>
  orders[order].map(([column, direction]) => `${alias}.${column} ${direction}`).join(', ');

export interface SearchSql {
  /** `from … where …` shared by the page query and the count. */
  fromWhere: string;
  params: unknown[];
  /** The sort over `products p`. */
  orderBy: string;
  /** The same sort over a subquery, by its alias, that selected PRODUCT_COLUMNS. */
  orderOn: (alias: string) => string;
  /** A stable key of the filter (not the page), for caching its count. */
  filterKey: string;
}

/**
 * Builds the catalogue filter (SPEC §7): only open shops' saved products (no drafts); name is a case-insensitive substring;
 * category exact; seller by id; price bounds in SEK (0 = none); rating = average at least.
 * Returns undefined when the filter can match nothing (e.g. a seller id that is not an id).
 */
export function buildSearch(query: ProductListQuery): SearchSql | undefined {
  const conditions = ['u.is_seller', 'not p.draft'];
  const params: unknown[] = [];
  if (query.seller) {
    if (!idSchema.safeParse(query.seller).success) return undefined;
    params.push(query.seller);
    conditions.push('p.seller_id = ?');
  }
  if (query.name) {
    params.push(`%${escapeLike(query.name.toLowerCase())}%`);
    conditions.push(`lower(p.name) like ? escape '\\'`);
  }
  if (query.category) {
    params.push(query.category);
    conditions.push('p.category = ?');
  }
  if (query.min > 0) {
    params.push(sekToOre(query.min));
    conditions.push('p.price_ore >= ?');
  }
  if (query.max > 0) {
    params.push(sekToOre(query.max));
    conditions.push('p.price_ore <= ?');
  }
  if (query.rating > 0) {
    params.push(query.rating);
    conditions.push('p.rating >= ?');
  }
  return {
    fromWhere: `from products p join users u on u.id = p.seller_id where ${conditions.join(' and ')}`,
    params,
    orderBy: orderOn('p', query.order),
    orderOn: (alias) => orderOn(alias, query.order),
    filterKey: JSON.stringify([
      query.seller,
      query.name.toLowerCase(),
      query.category,
      query.min,
      query.max,
      query.rating,
    ]),
  };
}
