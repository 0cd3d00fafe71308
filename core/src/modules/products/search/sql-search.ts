import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductListQuery } from '@torget/contract';
import type { SearchPage, SearchProvider } from '../../../plugins/search.provider';
import { PRODUCT_COLUMNS, rowToProductDto, variantsColumn, type ProductRow } from '../product.mapper';
import { LISTED_PRODUCTS, searchSql, type ListingFilter, type SearchSql } from '../product-search';
import { MIN_STEM } from './swedish-words';
import { wordLevelsSql } from './word-match-sql';

interface Deps {
  em: EntityManager;
}

/**
 * How far past the current page matches are counted. Counting every
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
    const rows: (ProductRow & { found: number })[] = await this.deps.em.execute(
      `select s.*, ${variantsColumn('s')}, count(*) over ()::int as found
         from (${this.matchesInOrder(filter, search)} limit ? offset ?) s
         order by ${search.orderOn('s')} limit ?`,
      [...search.params, ahead + 1, offset, pageSize],
    );
    const products = rows.map(rowToProductDto);
    const found = rows[0]?.found ?? 0;
    const total = await this.total(search, { found, offset, asked: ahead });
    if (total === undefined) return { products, pages: pageNumber + COUNT_AHEAD_PAGES, morePages: true };
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
   * search goes through the name index: its cost follows the matches, never the table. (A memory of
   * filters known to match many, which walked the sort order instead, was removed with the count
   * cache: on this path only, it earned nothing measurable, docs/performance.md.)
   */
  private matchesInOrder(filter: ListingFilter, search: SearchSql): string {
    const columns = `${PRODUCT_COLUMNS}, ${search.rank} as rank${search.sortColumns}`;
    if (!filter.name) return `select ${columns} ${search.fromWhere} order by ${search.orderBy}`;
    // OFFSET 0 keeps the subquery apart: it is planned without the order, so no sort index is walked.
    return `select * from (select ${columns} ${search.fromWhere} offset 0) m order by ${search.orderOn('m')}`;
  }

  /**
   * The number of matches when it is known: read to its end by the list query (fewer rows than it
   * asked for). Undefined: there are more than the list query read. Past the first page an empty
   * read says nothing about the total.
   */
  private async total(
    search: SearchSql,
    { found, offset, asked }: { found: number; offset: number; asked: number },
  ): Promise<number | undefined> {
    if (found > 0 || offset === 0) return found > asked ? undefined : offset + found;
    // A page past the end: count (rare).
    const [{ count }] = (await this.deps.em.execute(
      `select count(*)::int as count ${search.fromWhere}`,
      search.params,
    )) as [{ count: number }];
    return count;
  }
}
