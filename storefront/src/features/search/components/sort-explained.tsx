import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Disclosure = styled.details`
  flex-basis: 100%;

  summary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }

  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/**
 * How search results are ordered, in the reader's words: the sort orders the list offers (newest first
 * unless another is chosen), and that no shop pays for its place.
 */
export function SortExplained() {
  const { t } = useT();
  return (
    <Disclosure>
      <summary>{t('search.howSorted')}</summary>
      <ul>
        <li>{t('search.howSorted.newest')}</li>
        <li>{t('search.howSorted.price')}</li>
        <li>{t('search.howSorted.toprated')}</li>
        <li>{t('search.howSorted.discount')}</li>
      </ul>
      <p>{t('search.howSorted.ties')}</p>
    </Disclosure>
  );
}
