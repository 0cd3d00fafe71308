import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { starGlyphs } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { optionParam, parseOption, sameOption, type OptionFacet } from '../lib/option-facets';
import { PRICE_BANDS, RATING_FILTERS, withFilter, type SearchFilters } from '../lib/search-url';
import { flushSync } from 'react-dom';

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};

  h2 {
    font-size: 1rem;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  margin-right: ${({ theme }) => theme.space(1)};
`;

/**
 * A filter's link. Each builds on the filters on screen, so following one draws the new filters at once
 * (`flushSync`): a second choice made before the first was drawn would
 * otherwise drop the first. A click with a modifier (new tab, new window) is left to the browser.
 */
export function FilterLink({ to, ...props }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      {...props}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        flushSync(() => void navigate(to));
      }}
    />
  );
}

/**
 * Leaving "På rea" leaves its sort too: biggest reduction first is offered only beside it (search-url.ts).
 */
export const withoutSale = (filters: SearchFilters) =>
  withFilter(filters, { onSale: false, order: filters.order === 'discount' ? 'newest' : filters.order });

/** The values of one option, with the chosen one kept in its group even when this page holds none of it. */
function OptionGroup({ facet, filters }: { facet: OptionFacet; filters: SearchFilters }) {
  const { t } = useT();
  const chosen = parseOption(filters.option);
  const isChosen = chosen && sameOption(chosen.name, facet.name);
  const values =
    isChosen && !facet.values.some((value) => sameOption(value, chosen.value))
      ? [...facet.values, chosen.value]
      : facet.values;
  const id = `filter-option-${facet.name.toLocaleLowerCase('sv').replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>{facet.name}</h2>
      <ul>
        <li>
          <FilterLink to={withFilter(filters, { option: '' })} aria-current={!isChosen}>
            {t('search.any')}
          </FilterLink>
        </li>
        {values.map((value) => (
          <li key={value}>
            <FilterLink
              to={withFilter(filters, { option: optionParam(facet.name, value) })}
              aria-current={Boolean(isChosen && sameOption(chosen.value, value))}
            >
              {value}
            </FilterLink>
          </li>
        ))}
      </ul>
    </Group>
  );
}

/** docs/product.md §9 filters as links, so every choice is a URL that can be shared or opened in a new tab. */
export function SearchFilterLinks({
  filters,
  categories,
  facets = [],
}: {
  filters: SearchFilters;
  categories: string[];
  /** Option values on the page of results (option-facets.ts). */
  facets?: OptionFacet[];
}) {
  const { t } = useT();
  const chosen = parseOption(filters.option);
  // The chosen option stays offered (to change or leave it) when the page holds no product with it.
  const shown =
    chosen && !facets.some((facet) => sameOption(facet.name, chosen.name))
      ? [...facets, { name: chosen.name, values: [chosen.value] }]
      : facets;
  return (
    <>
      <Group aria-labelledby="filter-sale">
        <h2 id="filter-sale">{t('search.sale')}</h2>
        <ul>
          <li>
            <FilterLink to={withoutSale(filters)} aria-current={!filters.onSale}>
              {t('search.any')}
            </FilterLink>
          </li>
          <li>
            <FilterLink to={withFilter(filters, { onSale: true })} aria-current={filters.onSale}>
              {t('search.onSale')}
            </FilterLink>
          </li>
        </ul>
      </Group>
      {/* A variant's values before the long category list, where a shopper looking for a colour sees them. */}
      {shown.map((facet) => (
        <OptionGroup key={facet.name} facet={facet} filters={filters} />
      ))}
      <Group aria-labelledby="filter-category">
        <h2 id="filter-category">{t('search.department')}</h2>
        <ul>
          {['', ...categories].map((category) => (
            <li key={category || 'any'}>
              <FilterLink to={withFilter(filters, { category })} aria-current={filters.category === category}>
                {category || t('search.any')}
              </FilterLink>
            </li>
          ))}
        </ul>
      </Group>
      <Group aria-labelledby="filter-price">
        <h2 id="filter-price">{t('search.price')}</h2>
        <ul>
          {PRICE_BANDS.map((band) => (
            <li key={band.min}>
              <FilterLink
                to={withFilter(filters, { min: band.min, max: band.max })}
                aria-current={filters.min === band.min && filters.max === band.max}
              >
                {band.max ? t('search.priceBand', band) : t('search.any')}
              </FilterLink>
            </li>
          ))}
        </ul>
      </Group>
      <Group aria-labelledby="filter-rating">
        <h2 id="filter-rating">{t('search.rating')}</h2>
        <ul>
          {RATING_FILTERS.map((rating) => (
            <li key={rating}>
              <FilterLink to={withFilter(filters, { rating })} aria-current={filters.rating === rating}>
                <Stars aria-hidden="true">{starGlyphs(rating)}</Stars>
                {t('search.starsAndUp', { rating })}
              </FilterLink>
            </li>
          ))}
          <li>
            <FilterLink to={withFilter(filters, { rating: 0 })} aria-current={filters.rating === 0}>
              {t('search.anyRating')}
            </FilterLink>
          </li>
        </ul>
      </Group>
    </>
  );
}
