import type { EntityManager } from '@mikro-orm/postgresql';
import type { LRUCache } from 'lru-cache';
import type {
  AdminProductListQuery,
  AdminProductPageDto,
  ProductDto,
  ProductListQuery,
  ReviewDto,
} from '@torget/contract';
import { NotFoundError } from '../../shared/errors';
import { containsPattern, pageCount } from '../../shared/sql-like';
import type { AuthContext } from '../users/auth-context';
import type { CatalogueCache } from '../../shared/catalogue-cache';
import type { SharedReads } from '../../shared/shared-reads';
import { PRODUCT_COLUMNS, rowToProductDto, type ProductRow } from './product.mapper';
import { listingFilter, searchSql, type ListingFilter, type SearchSql } from './product-search';
import type { CatalogueIndex } from './catalogue-index/catalogue-index';
import type { CatalogueIndexSync } from './catalogue-index/catalogue-index-sync';
import type { ListingRows } from './listing-rows';

interface Deps {
  em: EntityManager;
  productCounts: CatalogueCache<number>;
  broadSearches: BroadSearches;
  productPages: SharedReads<ProductPage>;
  productDetails: CatalogueCache<ProductDto & { reviews: ReviewDto[] }>;
  auth: AuthContext;
  catalogueIndex: CatalogueIndexSync;
  listingRows: ListingRows;
}

export interface ProductPage {
  products: ProductDto[];
  page: number;
  pages: number;
  morePages?: true;
}

/**
 * Filters seen to match more than a list read asks for, by filter key. It only steers how the next read
 * is planned (see matchesInOrder), never what it answers, so it outlives catalogue changes: one edited
 * product rarely turns 'lampa' from thousands of matches into a handful. Entries expire, and one read
 * that finds the end unlearns it.
 */
export type BroadSearches = LRUCache<string, true>;

/**
 * How far past the current page matches are counted when the count is not cached. Counting every
 * match of a broad search costs several times the page itself (bench/README.md); beyond this the
 * answer says "more than `pages` pages", and paging on counts further.
 */
export const COUNT_AHEAD_PAGES = 2;

/** Read side of the catalogue: hand-written SQL, one round trip per answer where possible. */
export class ProductQueryService {
  constructor(private readonly deps: Deps) {}

  /**
   * One query answers the page and its count: it reads up to COUNT_AHEAD_PAGES pages past this one,
   * which costs little more than the page (an index walk that stops early, or the same bitmap scan),
   * while counting every match of a broad search costs several times the page (bench/README.md).
   * Only the page's rows leave the database, each carrying how many the read found: decoding rows
   * in Node costs more than reading them in PostgreSQL, so the rows read ahead are counted there.
   */
  list(query: ProductListQuery): Promise<ProductPage> {
    return this.deps.productPages.run(JSON.stringify(query), () => this.read(query));
  }

  private async read(query: ProductListQuery): Promise<ProductPage> {
    const filter = listingFilter(query);
    if (!filter) return { products: [], page: query.pageNumber, pages: 0 };
    const index = await this.deps.catalogueIndex.current();
    return index
      ? this.readThroughIndex(index, filter, query)
      : this.readThroughSql(query, searchSql(filter, query.order));
  }

  /**
   * The index says which products the page holds and exactly how many match (no SQL search, no
   * count); PostgreSQL then reads just the page's rows by primary key, still only open shops' saved
   * products, so a change the index has not caught up with yet can drop a row, never show a hidden one.
   */
  private async readThroughIndex(
    index: CatalogueIndex,
    filter: ListingFilter,
    query: ProductListQuery,
  ): Promise<ProductPage> {
    const { ids, total } = index.search(
      filter,
      query.order,
      (query.pageNumber - 1) * query.pageSize,
      query.pageSize,
    );
    const rows = ids.length ? await this.deps.listingRows.byIds(ids) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const products = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [rowToProductDto(row)] : [];
    });
    return { products, page: query.pageNumber, pages: Math.ceil(total / query.pageSize) };
  }

  private async readThroughSql(query: ProductListQuery, search: SearchSql): Promise<ProductPage> {
    const offset = (query.pageNumber - 1) * query.pageSize;
    const ahead = query.pageSize * (COUNT_AHEAD_PAGES + 1);
    // Read before the query: a change landing meanwhile makes what this read counted stale at once.
    const version = this.deps.productCounts.version;
    const cached = this.deps.productCounts.get(search.filterKey);
    const broad = this.deps.broadSearches.has(search.filterKey) || (cached ?? 0) > offset + ahead;
    const rows: (ProductRow & { found: number })[] = await this.deps.em.execute(
      `select s.*, count(*) over ()::int as found
         from (${this.matchesInOrder(query, search, broad)} limit ? offset ?) s
         order by ${search.orderOn('s')} limit ?`,
      [...search.params, ahead + 1, offset, query.pageSize],
    );
    const products = rows.map(rowToProductDto);
    const page = query.pageNumber;
    const found = rows[0]?.found ?? 0;
    const total = await this.total(search, cached, { found, offset, asked: ahead, version });
    if (total === undefined) {
      this.deps.broadSearches.set(search.filterKey, true);
      return { products, page, pages: page + COUNT_AHEAD_PAGES, morePages: true };
    }
    if (total <= ahead) this.deps.broadSearches.delete(search.filterKey);
    return { products, page, pages: Math.ceil(total / query.pageSize) };
  }

  /**
   * The filter's matches in the asked order, as SQL to page with `limit ? offset ?`.
   *
   * A name search is a bet for PostgreSQL's planner: walk the sort order's index and test every name
   * (fast when many match, the walk stops early) or find the names through their trigram index and
   * sort those (fast when few match). It guesses how many match from a sample and guesses wrong
   * for terms such as '838' (walking 78 000 rows for 299 matches: 86 ms instead of 1). So a name
   * search goes through the name index — its cost follows the matches, never the table — unless
   * this filter is known to match more than the read needs (BroadSearches): then the walk stops early.
   */
  private matchesInOrder(query: ProductListQuery, search: SearchSql, broad: boolean): string {
    if (!query.name || broad)
      return `select ${PRODUCT_COLUMNS} ${search.fromWhere} order by ${search.orderBy}`;
    // OFFSET 0 keeps the subquery apart: it is planned without the order, so no sort index is walked.
    return `select * from (select ${PRODUCT_COLUMNS} ${search.fromWhere} offset 0) m order by ${search.orderOn('m')}`;
  }

  /** The admin's list: every shop's products, open or closed, newest first, with a count (admins page rarely). */
  async all(query: AdminProductListQuery): Promise<AdminProductPageDto> {
    // Drafts are seen on their edit screen only (a blank product is not a product yet).
    const conditions: string[] = ['not p.draft'];
    const params: unknown[] = [];
    if (query.seller) {
      if (!/^[0-9a-f-]{36}$/i.test(query.seller))
        return { products: [], page: query.pageNumber, pages: 0, total: 0 };
      conditions.push('p.seller_id = ?');
      params.push(query.seller);
    }
    if (query.name) {
      conditions.push(`p.name ilike ?`);
      params.push(containsPattern(query.name));
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows: (ProductRow & { is_seller: boolean; total: number })[] = await this.deps.em.execute(
      `select ${PRODUCT_COLUMNS}, u.is_seller, count(*) over ()::int as total
         from products p join users u on u.id = p.seller_id ${where}
         order by p.created_at desc, p.id desc limit ? offset ?`,
      [...params, query.pageSize, (query.pageNumber - 1) * query.pageSize],
    );
    // A page past the end has no rows to carry the count: count once more.
    const total =
      rows[0]?.total ??
      (query.pageNumber > 1
        ? (
            (await this.deps.em.execute(
              `select count(*)::int as total from products p ${where}`,
              params,
            )) as [{ total: number }]
          )[0].total
        : 0);
    return {
      products: rows.map((row) => ({ ...rowToProductDto(row), shop_open: row.is_seller })),
      page: query.pageNumber,
      pages: pageCount(total, query.pageSize),
      total,
    };
  }

  /** Distinct categories of products on sale, sorted. */
  async categories(): Promise<string[]> {
    const rows: { category: string }[] = await this.deps.em.execute(
      `select distinct p.category from products p join users u on u.id = p.seller_id
         where u.is_seller and p.category <> '' order by p.category`,
    );
    return rows.map((row) => row.category);
  }

  /**
   * A product with its reviews, newest first. A closed shop's products and unsaved drafts are hidden
   * from everyone but their seller and admins.
   */
  async get(id: string): Promise<ProductDto & { reviews: ReviewDto[] }> {
    const cached = this.deps.productDetails.get(id);
    if (cached) return cached;
    const version = this.deps.productDetails.version;
    const rows: (ProductRow & { is_seller: boolean; draft: boolean; reviews: ReviewDto[] })[] =
      await this.deps.em.execute(
        `select ${PRODUCT_COLUMNS}, u.is_seller, p.draft,
           coalesce((select json_agg(json_build_object('_id', r.id, 'name', r.name, 'rating', r.rating,
             'comment', r.comment, 'createdAt', r.created_at) order by r.created_at desc)
             from reviews r where r.product_id = p.id), '[]'::json) as reviews
         from products p join users u on u.id = p.seller_id where p.id = ?`,
        [id],
      );
    const row = rows[0];
    const shown = Boolean(row?.is_seller && !row.draft);
    if (!row || (!shown && !(await this.canSeeOwnHidden(row.seller_id)))) {
      throw new NotFoundError('Product Not Found', 'PRODUCT_NOT_FOUND');
    }
    const reviews = row.reviews.map((review) => ({
      ...review,
      createdAt: new Date(review.createdAt).toISOString(),
    }));
    const detail = { ...rowToProductDto(row), reviews };
    if (shown) this.deps.productDetails.set(id, detail, version);
    return detail;
  }

  private async canSeeOwnHidden(sellerId: string): Promise<boolean> {
    const user = await this.deps.auth.optionalUser();
    return Boolean(user && (user.isAdmin || user.id === sellerId));
  }

  /**
   * The number of matches when it is known: read to its end by the list query (fewer rows than it
   * asked for), or cached for this filter since the catalogue last changed. Undefined: there are
   * more than the list query read. Past the first page an empty read says nothing about the total.
   */
  private async total(
    search: SearchSql,
    cached: number | undefined,
    { found, offset, asked, version }: { found: number; offset: number; asked: number; version: number },
  ): Promise<number | undefined> {
    if (cached !== undefined) return cached;
    if (found > 0 || offset === 0) {
      if (found > asked) return undefined;
      this.deps.productCounts.set(search.filterKey, offset + found, version);
      return offset + found;
    }
    // A page past the end: count (rare, and cached like any other count).
    const [{ count }] = (await this.deps.em.execute(
      `select count(*)::int as count ${search.fromWhere}`,
      search.params,
    )) as [{ count: number }];
    this.deps.productCounts.set(search.filterKey, count, version);
    return count;
  }
}
