import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductListQuery } from '@torget/contract';
import type { CatalogueCache } from '../../../shared/catalogue-cache';
import type { SearchPage, SearchProvider } from '../../../plugins/search.provider';
import { PRODUCT_COLUMNS, rowToProductDto, type ProductRow } from '../product.mapper';
import { LISTED_PRODUCTS, searchSql, type ListingFilter, type SearchSql } from '../product-search';
import type { BroadSearches } from '../product-query.service';
import { MIN_STEM } from './swedish-words';
import { wordLevelsSql } from './word-match-sql';

interface Deps {
  em: EntityManager;
  productCounts: CatalogueCache<number>;
  broadSearches: BroadSearches;
}

/**
 * How far past the current page matches are counted when the count is not cached. Counting every
 * match of a broad search costs several times the page itself (bench/README.md); beyond this the
 * answer says "more than `pages` pages", and paging on counts further.
 */
export const COUNT_AHEAD_PAGES = 2;

/** Listings searched and counted in PostgreSQL: hand-written SQL, one round trip per answer where possible. */
export class SqlSearch implements SearchProvider {
  readonly name = 'sql';

  constructor(private readonly deps: Deps) {}

  /**
   * One query answers the page and its count: it reads up to COUNT_AHEAD_PAGES pages past this one,
   * which costs little more than the page (an index walk that stops early, or the same bitmap scan),
   * while counting every match of a broad search costs several times the page (bench/README.md).
   * Only the page's rows leave the database, each carrying how many the read found: decoding rows
   * in Node costs more than reading them in PostgreSQL, so the rows read ahead are counted there.
   */
  async page(
    filter: ListingFilter,
    order: ProductListQuery['order'],
    pageNumber: number,
    pageSize: number,
  ): Promise<SearchPage> {
    const search = searchSql(filter, order, await this.typos(filter));
    const offset = (pageNumber - 1) * pageSize;
    const ahead = pageSize * (COUNT_AHEAD_PAGES + 1);
    // Read before the query: a change landing meanwhile makes what this read counted stale at once.
    const version = this.deps.productCounts.version;
    const cached = this.deps.productCounts.get(search.filterKey);
    const broad = this.deps.broadSearches.has(search.filterKey) || (cached ?? 0) > offset + ahead;
    const rows: (ProductRow & { found: number })[] = await this.deps.em.execute(
      `select s.*, count(*) over ()::int as found
         from (${this.matchesInOrder(filter, search, broad)} limit ? offset ?) s
         order by ${search.orderOn('s')} limit ?`,
      [...search.params, ahead + 1, offset, pageSize],
    );
    const products = rows.map(rowToProductDto);
    const found = rows[0]?.found ?? 0;
    const total = await this.total(search, cached, { found, offset, asked: ahead, version });
    if (total === undefined) {
      this.deps.broadSearches.set(search.filterKey, true);
      return { products, pages: pageNumber + COUNT_AHEAD_PAGES, morePages: true };
    }
    if (total <= ahead) this.deps.broadSearches.delete(search.filterKey);
    return { products, pages: Math.ceil(total / pageSize) };
  }

  /**
   * Which words may match with one edit (the catalogue index's rule, CatalogueIndex.typos): those long
   * enough that match no listed product as typed, stemmed or folded. One query, only for such words.
   */
  private async typos(filter: ListingFilter): Promise<boolean[]> {
    const asked = filter.words.map((word) => word.typoAllowed && word.stem.length >= MIN_STEM);
    if (!asked.includes(true)) return asked;
    const checks = filter.words.flatMap((word, i) =>
      asked[i] ? [`exists (select 1 ${LISTED_PRODUCTS} and (${wordLevelsSql(word).join(' or ')}))`] : [],
    );
    const [{ found }] = (await this.deps.em.execute(`select array[${checks.join(', ')}] as found`)) as [
      { found: boolean[] },
    ];
    let next = 0;
    return asked.map((isAsked) => isAsked && !found[next++]);
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
  private matchesInOrder(filter: ListingFilter, search: SearchSql, broad: boolean): string {
    const columns = `${PRODUCT_COLUMNS}, ${search.rank} as rank`;
    if (!filter.name || broad) return `select ${columns} ${search.fromWhere} order by ${search.orderBy}`;
    // OFFSET 0 keeps the subquery apart: it is planned without the order, so no sort index is walked.
    return `select * from (select ${columns} ${search.fromWhere} offset 0) m order by ${search.orderOn('m')}`;
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
