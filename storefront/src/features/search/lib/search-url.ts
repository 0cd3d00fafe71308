/**
 * Search filters and their URLs (docs/product.md §2 search routes, §9 constants). A search is a shareable link: every
 * filter lives in the path, with the spec's defaults all, all, 0, 0, 0, newest, 1.
 */
export const SORTS = [
  { value: 'newest', label: 'search.sort.newest' },
  { value: 'lowest', label: 'search.sort.lowest' },
  { value: 'highest', label: 'search.sort.highest' },
  { value: 'toprated', label: 'search.sort.toprated' },
] as const;
export type SortOrder = (typeof SORTS)[number]['value'];

/** docs/product.md §9 price bands; 0 means no bound (min 0 and max 0: any price). */
export const PRICE_BANDS = [
  { min: 0, max: 0 },
  { min: 1, max: 10 },
  { min: 10, max: 100 },
  { min: 100, max: 1000 },
] as const;

/** docs/product.md §9 rating filters: 4, 3, 2, 1 stars and up (0 = any). */
export const RATING_FILTERS = [4, 3, 2, 1] as const;

export interface SearchFilters {
  name: string;
  category: string;
  min: number;
  max: number;
  rating: number;
  order: SortOrder;
  pageNumber: number;
}

export const DEFAULT_FILTERS: SearchFilters = {
  name: '',
  category: '',
  min: 0,
  max: 0,
  rating: 0,
  order: 'newest',
  pageNumber: 1,
};

const ALL = 'all';

const text = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || trimmed === ALL ? '' : trimmed;
};

const number = (value: string | undefined, fallback: number, lowest = 0) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= lowest ? parsed : fallback;
};

/** Route params → filters; anything missing or unusable takes its default. */
export function filtersFromParams(params: Partial<Record<keyof SearchFilters, string>>): SearchFilters {
  const order = SORTS.some((sort) => sort.value === params.order) ? (params.order as SortOrder) : 'newest';
  return {
    name: text(params.name),
    category: text(params.category),
    min: number(params.min, 0),
    max: number(params.max, 0),
    rating: Math.min(5, number(params.rating, 0)),
    order,
    pageNumber: Math.floor(number(params.pageNumber, 1, 1)),
  };
}

/** Results per search page. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The products query of a search page: what its data hook asks, and what the storefront's server reads for the
 * page's first HTML under the same key.
 */
export const searchQuery = (f: SearchFilters) => ({
  name: f.name,
  category: f.category,
  min: f.min,
  max: f.max,
  rating: f.rating,
  order: f.order,
  pageNumber: f.pageNumber,
  pageSize: SEARCH_PAGE_SIZE,
});

const segment = (value: string) => encodeURIComponent(value || ALL);

/** Filters → the shortest route form of docs/product.md §2 that holds them. */
export function searchUrl(
  change: Partial<SearchFilters> = {},
  from: SearchFilters = DEFAULT_FILTERS,
): string {
  const f = { ...from, ...change };
  const onlyTexts =
    f.min === 0 && f.max === 0 && f.rating === 0 && f.order === 'newest' && f.pageNumber === 1;
  if (onlyTexts && !f.category) return `/search/name/${f.name ? encodeURIComponent(f.name) : ''}`;
  if (onlyTexts && !f.name) return `/search/category/${segment(f.category)}`;
  if (onlyTexts) return `/search/category/${segment(f.category)}/name/${segment(f.name)}`;
  return (
    `/search/category/${segment(f.category)}/name/${segment(f.name)}` +
    `/min/${f.min}/max/${f.max}/rating/${f.rating}/order/${f.order}/pageNumber/${f.pageNumber}`
  );
}

/** A new filter starts again at page 1. */
export const withFilter = (from: SearchFilters, change: Partial<SearchFilters>) =>
  searchUrl({ ...change, pageNumber: change.pageNumber ?? 1 }, from);
