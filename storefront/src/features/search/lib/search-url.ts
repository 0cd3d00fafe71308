/**
 * Search filters and their URLs (docs/product.md §2 search routes, §9 constants). A search is a shareable link: every
 * filter of the spec lives in the path, with the spec's defaults all, all, 0, 0, 0, newest, 1; the filters added
 * since (a variant's option value, on sale) follow as `?option=Färg:Röd&onSale=true`, so the spec's paths stay.
 */
export const SORTS = [
  { value: 'newest', label: 'search.sort.newest' },
  { value: 'lowest', label: 'search.sort.lowest' },
  { value: 'highest', label: 'search.sort.highest' },
  { value: 'toprated', label: 'search.sort.toprated' },
] as const;
/** Biggest reduction first (issue 37): offered beside the "På rea" filter, where it means something. */
export const DISCOUNT_SORT = { value: 'discount', label: 'search.sort.discount' } as const;
export type SortOrder = (typeof SORTS)[number]['value'] | typeof DISCOUNT_SORT.value;

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
  /** A variant's option value, `Name:Value` (`Färg:Röd`); '' for any. */
  option: string;
  /** Only products on sale ("På rea"). */
  onSale: boolean;
}

export const DEFAULT_FILTERS: SearchFilters = {
  name: '',
  category: '',
  min: 0,
  max: 0,
  rating: 0,
  order: 'newest',
  pageNumber: 1,
  option: '',
  onSale: false,
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

const ORDERS: readonly string[] = [...SORTS.map((sort) => sort.value), DISCOUNT_SORT.value];

/** The contract's form of an option filter (`Name:Value`, at most 110 characters); anything else is none. */
const optionFilter = (value: string | null) =>
  value && value.length <= 110 && /^[^:]+:.+$/.test(value.trim()) ? value.trim() : '';

/** Route params and the query string → filters; anything missing or unusable takes its default. */
export function filtersFromParams(
  params: Partial<Record<keyof SearchFilters, string>>,
  query: URLSearchParams = new URLSearchParams(),
): SearchFilters {
  const order = ORDERS.includes(params.order ?? '') ? (params.order as SortOrder) : 'newest';
  return {
    name: text(params.name),
    category: text(params.category),
    min: number(params.min, 0),
    max: number(params.max, 0),
    rating: Math.min(5, number(params.rating, 0)),
    order,
    pageNumber: Math.floor(number(params.pageNumber, 1, 1)),
    option: optionFilter(query.get('option')),
    onSale: query.get('onSale') === 'true',
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
  // Only when set, so a search without them keeps the key the storefront's server reads for the first HTML.
  ...(f.option ? { option: f.option } : {}),
  ...(f.onSale ? { onSale: true } : {}),
});

const segment = (value: string) => encodeURIComponent(value || ALL);

/** Filters → the shortest route form of docs/product.md §2 that holds them. */
export function searchUrl(
  change: Partial<SearchFilters> = {},
  from: SearchFilters = DEFAULT_FILTERS,
): string {
  const f = { ...from, ...change };
  const extra = new URLSearchParams();
  if (f.option) extra.set('option', f.option);
  if (f.onSale) extra.set('onSale', 'true');
  const query = extra.toString() ? `?${extra}` : '';
  return routePath(f) + query;
}

/** The spec's route form of the filters in the path. */
function routePath(f: SearchFilters): string {
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
