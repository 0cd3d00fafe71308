import type { ProductDto, ProductListQuery } from '@torget/contract';

/**
 * One word of a search as core reads it, the same for every provider: lowercased as PostgreSQL lowercases
 * names, its Swedish stem (Snowball, the algorithm of PostgreSQL's `swedish` text-search configuration)
 * and its å/ä/ö-folded forms.
 */
export interface QueryWord {
  /** The word as typed, lowercased: letters and digits only. */
  text: string;
  /** Its Snowball Swedish stem ('ljuslyktor' → 'ljuslyk'); a stem shorter than 3 letters is not matched on. */
  stem: string;
  /** `text` with å, ä and ö as a, a and o. */
  folded: string;
  /** `stem` folded the same way. */
  foldedStem: string;
  /** Five letters or more: may match with one edit when it matches nothing otherwise. */
  typoAllowed: boolean;
}

/**
 * A listing's filter (docs/product.md §7) in the catalogue's own terms: the name's words (each must match, in any
 * order), category exact, seller by its lowercase id, price bounds in öre (0 = none), rating = average at
 * least.
 */
export interface ListingFilter {
  /** The search text lowercased; matched as a literal substring only when it holds no words ('%', "'"). */
  name: string;
  words: QueryWord[];
  category: string;
  seller: string;
  minOre: number;
  maxOre: number;
  rating: number;
  /**
   * Only products with a variant of this option value (`?option=Färg:Röd`), compared without case. A provider
   * that cannot filter by it answers undefined and SQL does.
   */
  option?: { name: string; value: string };
  /** Only products with a running sale (`?onSale=true`, issue 37); a provider that cannot, answers undefined. */
  onSale?: true;
}

/** One page of a listing as a search provider answers it. */
export interface SearchPage {
  /**
   * The page's products in order, by id: core then reads their rows from PostgreSQL (still only open
   * shops' saved products, so a product the provider has not yet seen leave is dropped, never shown).
   */
  ids?: string[];
  /** Or the page's products themselves, when the provider read them anyway (the SQL provider does). */
  products?: ProductDto[];
  /** Pages in all at this page size (exact), or at least this many when `morePages`. */
  pages: number;
  morePages?: true;
}

/**
 * Where listings are matched, ordered and counted (`GET /api/products`). Core has two: the in-process
 * catalogue index (the default) and SQL (`CATALOGUE_INDEX=false`, or while the index cannot be trusted).
 * A search-engine plugin (Typesense, Meilisearch, OpenSearch) registers its own `searchProvider` in the
 * container and keeps its copy of the catalogue in step with `catalogue_changes` (docs/search.md).
 *
 * Whatever answers must keep the listing contract: the spec's filters and orders exactly (ties broken
 * by id), within the same sort key better name matches first, and Swedish matching of the name's words
 * (docs/search.md: as typed, by Snowball stem, å/ä/ö folded, one edit for long words that match nothing else).
 */
export interface SearchProvider {
  /** Short name for logs and docs ('catalogue-index', 'sql', 'typesense'…). */
  readonly name: string;
  /** A page of the filter's matches in the order; `undefined` when it cannot answer now (core falls back to SQL). */
  page(
    filter: ListingFilter,
    order: ProductListQuery['order'],
    pageNumber: number,
    pageSize: number,
  ): Promise<SearchPage | undefined>;
  /**
   * Optional: the ids of the first `limit` matches in the order, without counting the rest (suggestions as
   * you type show a few and no count). Without it, or when it answers `undefined`, core reads a page.
   */
  first?(
    filter: ListingFilter,
    order: ProductListQuery['order'],
    limit: number,
  ): Promise<string[] | undefined>;
}
