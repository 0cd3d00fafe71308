import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { starGlyphs } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { PRICE_BANDS, RATING_FILTERS, withFilter, type SearchFilters } from '../lib/search-url';

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
 * (`flushSync`, not the router's default transition): a second choice made before the first was drawn would
 * otherwise drop the first. A click with a modifier (new tab, new window) is left to the browser.
 */
function FilterLink({ to, ...props }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      {...props}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to, { flushSync: true });
      }}
    />
  );
}

/** docs/product.md §9 filters as links, so every choice is a URL that can be shared or opened in a new tab. */
export function SearchFilterLinks({ filters, categories }: { filters: SearchFilters; categories: string[] }) {
  const { t } = useT();
  return (
    <>
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
