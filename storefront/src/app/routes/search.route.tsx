import { MessageBox, Pagination, Select } from '@torget/ui';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { ProductGrid } from '../../components/product/product-grid';
import { useCategories } from '../../lib/categories';
import { useProducts } from '../../features/catalog/api/get-products';
import { ActiveFilters } from '../../features/search/components/active-filters';
import { DidYouMean } from '../../features/search/components/did-you-mean';
import { optionFacets } from '../../features/search/lib/option-facets';
import { SearchFilterLinks } from '../../features/search/components/search-filters';
import { SortExplained } from '../../features/search/components/sort-explained';
import {
  DISCOUNT_SORT,
  SEARCH_PAGE_SIZE as PAGE_SIZE,
  SORTS,
  filtersFromParams,
  searchQuery,
  searchUrl,
  withFilter,
  type SortOrder,
} from '../../features/search/lib/search-url';
import { useT } from '../../lib/i18n';
import { useSiteTitle } from '../../lib/use-page-title';
import { flushSync } from 'react-dom';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const Filters = styled.details`
  @media ${({ theme }) => theme.wide} {
    summary {
      display: none;
    }
  }

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    white-space: nowrap;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

type Translate = ReturnType<typeof useT>['t'];

/** What was searched, in words: the page title and the results' heading. */
function describe(name: string, category: string, t: Translate) {
  if (name && category) return t('search.nameInCategory', { name, category });
  if (name) return t('search.name', { name });
  if (category) return category;
  return t('search.all');
}

/**
 * How many results, from the page count: exact on one page, a lower bound beyond it (past `pages` full
 * pages when the server counted only a few pages ahead).
 */
function countText(t: Translate, found: number, pages: number, more = false) {
  if (more) return t('search.moreThan', { count: pages * PAGE_SIZE });
  if (pages <= 1) return t('search.results', { count: found });
  return t('search.moreThan', { count: (pages - 1) * PAGE_SIZE });
}

const Results = styled.section<{ $refreshing: boolean }>`
  min-width: 0;

  > :not(:first-child) {
    opacity: ${({ $refreshing }) => ($refreshing ? 0.55 : 1)};
    transition: opacity 0.15s;
  }
`;

/** docs/product.md §2 Product search: every route form, filters in the URL, sort, pages, 'No Product Found'. */
export function SearchRoute() {
  const { t } = useT();
  const filters = filtersFromParams(useParams(), useSearchParams()[0]);
  const navigate = useNavigate();
  const categories = useCategories();
  const { data, error, isLoading } = useProducts(searchQuery(filters));
  // A changed filter keeps the previous results on screen until the new ones arrive: say so (dimmed, aria-busy).
  const refreshing = Boolean(data) && isLoading;
  const facets = useMemo(() => optionFacets(data?.products ?? []), [data]);
  // Biggest reduction first only beside "På rea" (search-url.ts).
  const sorts = filters.onSale ? [...SORTS, DISCOUNT_SORT] : SORTS;
  const title = describe(filters.name, filters.category, t);
  useSiteTitle(title, t('search.title'));

  return (
    <Layout>
      <Filters open={typeof window === 'undefined' || window.matchMedia?.('(min-width: 760px)').matches}>
        <summary>{t('search.filters')}</summary>
        <SearchFilterLinks filters={filters} categories={categories.data ?? []} facets={facets} />
      </Filters>
      <Results aria-labelledby="results" aria-busy={refreshing} $refreshing={refreshing}>
        <Toolbar>
          <div>
            <h1 id="results">{title}</h1>
            {data && (
              <Count aria-live="polite">
                {countText(t, data.products.length, data.pages, data.morePages)}
              </Count>
            )}
          </div>
          <label>
            {t('search.sortBy')}
            <Select
              value={filters.order}
              // Drawn at once, as the filter links are (search-filters.tsx), so both build on what is on screen.
              onChange={(event) =>
                flushSync(() => navigate(withFilter(filters, { order: event.target.value as SortOrder })))
              }
            >
              {sorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {t(sort.label)}
                </option>
              ))}
            </Select>
          </label>
          <SortExplained />
        </Toolbar>
        <ActiveFilters filters={filters} />
        {!data ? (
          <PageState error={error} generic />
        ) : data.products.length === 0 ? (
          <>
            <MessageBox>{t('search.noProduct')}</MessageBox>
            {filters.name && <DidYouMean filters={filters} />}
            <p>
              <ButtonLink to={searchUrl()} $variant="secondary">
                {t('search.showAll')}
              </ButtonLink>
            </p>
          </>
        ) : (
          <>
            <ProductGrid products={data.products} />
            <Pagination
              page={data.page}
              pages={data.pages}
              more={data.morePages}
              hrefFor={(pageNumber) => searchUrl({ pageNumber }, filters)}
              linkAs={Link}
            />
          </>
        )}
      </Results>
    </Layout>
  );
}
