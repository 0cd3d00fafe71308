import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { parseOption } from '../lib/option-facets';
import { withFilter, type SearchFilters } from '../lib/search-url';
import { FilterLink, withoutSale } from './search-filters';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }

  span[aria-hidden] {
    font-size: 1.2em;
    line-height: 1;
  }
`;

/**
 * The filters in force as chips above the results; each is a link to the same search without it (keyboard:
 * Tab and Enter; a screen reader hears "Ta bort filtret Färg: Röd"). Nothing is drawn when no filter is set.
 */
export function ActiveFilters({ filters }: { filters: SearchFilters }) {
  const { t } = useT();
  const option = parseOption(filters.option);
  const chips: { label: string; to: string }[] = [];
  if (filters.category) chips.push({ label: filters.category, to: withFilter(filters, { category: '' }) });
  if (filters.min || filters.max)
    chips.push({
      label: filters.max
        ? t('search.priceBand', { min: filters.min, max: filters.max })
        : t('search.priceFrom', { min: filters.min }),
      to: withFilter(filters, { min: 0, max: 0 }),
    });
  if (filters.rating)
    chips.push({
      label: t('search.starsAndUp', { rating: filters.rating }),
      to: withFilter(filters, { rating: 0 }),
    });
  if (option)
    chips.push({
      label: t('search.optionChip', { name: option.name, value: option.value }),
      to: withFilter(filters, { option: '' }),
    });
  if (filters.onSale) chips.push({ label: t('search.onSale'), to: withoutSale(filters) });
  if (chips.length === 0) return null;
  return (
    <Chips aria-label={t('search.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <FilterLink to={chip.to} aria-label={t('search.removeFilter', { filter: chip.label })}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </FilterLink>
        </li>
      ))}
    </Chips>
  );
}
