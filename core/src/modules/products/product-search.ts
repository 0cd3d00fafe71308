import { idSchema, type ProductListQuery } from '@torget/contract';
import { sekToOre } from '../../shared/money';
import { escapeLike } from '../../shared/sql-like';
import type { ListingFilter } from '../../plugins/search.provider';
import { queryWords } from './search/swedish-words';
import { wordMatchSql } from './search/word-match-sql';

/**
 * A product's running sale's reduction in whole percent, rounded down as the sale's `percentOff` is
 * (sale.service.ts); null without a sale. Selected as `percent_off` only for the `discount` order.
 */
const PERCENT_OFF = `(select (s.prior_ore - s.price_ore) * 100 / s.prior_ore from product_sales s
  where s.product_id = p.id)`;

/** Sort orders by product column; `id` last makes every order total, so pages never overlap. */
const orders: Record<ProductListQuery['order'], [column: string, direction: string][]> = {
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
  // Products on sale first, the biggest reduction first; the rest (and equal reductions) newest first.
  discount: [
    ['percent_off', 'desc nulls last'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};
/**
 * The order's columns, with how well the name matched (`rank`, lower is better) between the sort key and
 * the id: within the same sort key, better matches first.
 */
const orderOn = (alias: string, order: ProductListQuery['order'], rank: string | undefined) =>
  orders[order]
    .map(([column, direction]) =>
      column === 'id' && rank
        ? `${rank} asc, ${alias}.id ${direction}`
        : column === 'percent_off' && alias === 'p'
          ? `${PERCENT_OFF} ${direction}`
          : `${alias}.${column} ${direction}`,
    )
    .join(', ');

/**
 * Open shops' saved products (no drafts), with their seller joined as `u`: every listing reads from
 * here, through SQL, the catalogue index's load or the page's rows by id. A shop an admin restricted
 * (docs/notices.md) or one stopped from selling for lacking its tax details (docs/dac7.md) is left out; its
 * product pages stay reachable.
 */
export const LISTED_PRODUCTS =
  'from products p join users u on u.id = p.seller_id where u.is_seller and u.shop_restricted_at is null and u.sales_stopped_at is null and not p.draft';

/** A listing's filter: see plugins/search.provider.ts; both the SQL and the catalogue index filter from it. */
export type { ListingFilter };

/** Each run of control characters as one space (by code, so no control character sits in a pattern). */
const withoutControlCharacters = (text: string) =>
  Array.from(text, (char) => (char.charCodeAt(0) < 32 || char === '\u007f' ? ' ' : char)).join('');

/** The query's filter; undefined when it can match nothing (e.g. a seller id that is not an id). */
export function listingFilter(query: ProductListQuery): ListingFilter | undefined {
  if (query.seller && !idSchema.safeParse(query.seller).success) return undefined;
  // Control characters (NUL among them, which PostgreSQL refuses in text) are never in a name.
  const name = withoutControlCharacters(query.name).trim().toLowerCase();
  return {
    name,
    words: queryWords(name),
    category: query.category,
    seller: query.seller.toLowerCase(),
    minOre: query.min > 0 ? sekToOre(query.min) : 0,
    maxOre: query.max > 0 ? sekToOre(query.max) : 0,
    rating: query.rating,
    ...optionFilter(query.option),
    ...(query.onSale ? { onSale: true as const } : {}),
  };
}

/** `Färg:Röd` → the option filter (the contract checked its shape); empty: none. */
function optionFilter(option: string): Pick<ListingFilter, 'option'> {
  const at = option.indexOf(':');
  if (at < 1) return {};
  return { option: { name: option.slice(0, at).trim(), value: option.slice(at + 1).trim() } };
}

export interface SearchSql {
  /** `from … where …` shared by the page query and the count. */
  fromWhere: string;
  params: unknown[];
  /** How well a row of `products p` matched the name: 0 for every word as typed, more for each fallback. */
  rank: string;
  /** The sort over `products p`. */
  orderBy: string;
  /** The same sort over a subquery, by its alias, that selected PRODUCT_COLUMNS and `rank`. */
  orderOn: (alias: string) => string;
  /** Columns the order needs beside PRODUCT_COLUMNS in a subquery ordered by `orderOn` (`, … as …`). */
  sortColumns: string;
  /** A stable key of the filter (not the page), for caching its count. */
  filterKey: string;
}

/** The query's filter and order as SQL (without typo fallbacks); undefined when it can match nothing. */
export function buildSearch(query: ProductListQuery): SearchSql | undefined {
  const filter = listingFilter(query);
  return filter && searchSql(filter, query.order);
}

/**
 * A filter and an order as SQL over LISTED_PRODUCTS. `typos[i]`: the i-th word may also match with one
 * edit (decided by the caller: only words that match nothing as typed, stemmed or folded).
 */
export function searchSql(
  filter: ListingFilter,
  order: ProductListQuery['order'],
  typos: readonly boolean[] = [],
): SearchSql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.seller) {
    params.push(filter.seller);
    conditions.push('p.seller_id = ?');
  }
  let rank = '0';
  if (filter.words.length > 0) {
    const words = filter.words.map((word, i) => wordMatchSql(word, typos[i] === true));
    conditions.push(...words.map((word) => word.matches));
    rank = words.map((word) => word.rank).join(' + ');
  } else if (filter.name) {
    params.push(`%${escapeLike(filter.name)}%`);
    conditions.push(`p.search_text like ? escape '\\'`);
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
  if (filter.onSale) {
    // Sales are few: PostgreSQL starts from them (a semi-join) rather than testing every product.
    conditions.push('p.id in (select product_id from product_sales)');
  }
  if (filter.option) {
    params.push(filter.option.name, filter.option.value);
    conditions.push(`exists (select 1 from product_variants v, jsonb_each_text(v.options) o(name, value)
      where v.product_id = p.id and not v.archived and lower(o.name) = lower(?) and lower(o.value) = lower(?))`);
  }
  return {
    fromWhere: [LISTED_PRODUCTS, ...conditions].join(' and '),
    params,
    rank,
    orderBy: orderOn('p', order, rank === '0' ? undefined : rank),
    sortColumns: order === 'discount' ? `, ${PERCENT_OFF} as percent_off` : '',
    orderOn: (alias) => orderOn(alias, order, rank === '0' ? undefined : `${alias}.rank`),
    filterKey: JSON.stringify([filter, typos]),
  };
}
