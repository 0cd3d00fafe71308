import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useDidYouMean } from '../api/get-did-you-mean';
import { withFilter, type SearchFilters } from '../lib/search-url';

/**
 * Under 'No Product Found': "Menade du …? / Did you mean …?" with links to the searches that would find
 * something (the same filters, another name); nothing when there are none.
 */
export function DidYouMean({ filters }: { filters: SearchFilters }) {
  const { t } = useT();
  const { data } = useDidYouMean(filters.name);
  const suggestions = data?.suggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <p>
      {t('search.didYouMean')}{' '}
      {suggestions.map((suggestion, i) => (
        <Fragment key={suggestion.name}>
          {i > 0 && ` ${t('search.didYouMeanOr')} `}
          <Link to={withFilter(filters, { name: suggestion.name })}>{suggestion.name}</Link>
        </Fragment>
      ))}
      ?
    </p>
  );
}
