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

/**
 * Open shops' saved products (no drafts), with their seller joined as `u`: every listing reads from
 * here, through SQL, the catalogue index's load or the page's rows by id.
 */
export const LISTED_PRODUCTS =
  'from products p join users u on u.id = p.seller_id where u.is_seller and not p.draft';

/**
 * A listing's filter (docs/product.md §7) in the catalogue's own terms: name lowercased (a case-insensitive
 * substring), category exact, seller by its lowercase id, price bounds in öre (0 = none), rating = average
 * at least. Both the SQL and the catalogue index filter from this.
 */
export interface ListingFilter {
  name: string;
  category: string;
  seller: string;
  minOre: number;
  maxOre: number;
  rating: number;
}

/** The query's filter; undefined when it can match nothing (e.g. a seller id that is not an id). */
export function listingFilter(query: ProductListQuery): ListingFilter | undefined {
  if (query.seller && !idSchema.safeParse(query.seller).success) return undefined;
  return {
    name: query.name.toLowerCase(),
    category: query.category,
    seller: query.seller.toLowerCase(),
    minOre: query.min > 0 ? sekToOre(query.min) : 0,
    maxOre: query.max > 0 ? sekToOre(query.max) : 0,
    rating: query.rating,
  };
}

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

/** The query's filter and order as SQL; undefined when it can match nothing. */
export function buildSearch(query: ProductListQuery): SearchSql | undefined {
  const filter = listingFilter(query);
  return filter && searchSql(filter, query.order);
}

/** A filter and an order as SQL over LISTED_PRODUCTS. */
export function searchSql(filter: ListingFilter, order: ProductListQuery['order']): SearchSql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.seller) {
    params.push(filter.seller);
    conditions.push('p.seller_id = ?');
  }
  if (filter.name) {
    params.push(`%${escapeLike(filter.name)}%`);
    conditions.push(`lower(p.name) like ? escape '\\'`);
  }
  if (filter.category) {
    params.push(filter.category);
    conditions.push('p.category = ?');
  }
  if (filter.minOre > 0) {
    params.push(filter.minOre);
    conditions.push('p.price_ore >= ?');
  }
  if (filter.maxOre > 0) {
    params.push(filter.maxOre);
    conditions.push('p.price_ore <= ?');
  }
  if (filter.rating > 0) {
    params.push(filter.rating);
    conditions.push('p.rating >= ?');
  }
  return {
    fromWhere: [LISTED_PRODUCTS, ...conditions].join(' and '),
    params,
    orderBy: orderOn('p', order),
    orderOn: (alias) => orderOn(alias, order),
    filterKey: JSON.stringify(filter),
  };
}
